import { In, type DataSource, type EntityManager } from 'typeorm';
import { PermissionViewEntity } from '../entities/permission-view.entity';
import { ViewMenuEntity } from '../entities/view-menu.entity';
import { NO_ACCESS_CACHE, type AccessInvalidator } from '../permissions/access.types';
import { permissionViewQuery } from '../roles/permission-view.queries';
import { ensurePermissionViews } from '../permissions/permission-view.store';
import {
  planAllObjectPermissions,
  planObjectPermissions,
  type DatabaseObjectsChange,
  type DesiredDatabase,
  type ObjectPermissionPlan,
  type StoredObjectView,
} from './object-permission.plan';

const OBJECT_PERMISSION_NAMES = ['database_access', 'catalog_access', 'schema_access', 'datasource_access'];

/**
 * Keeps the per-object permission views (`database_access`, `schema_access`, `datasource_access`) in
 * step with the databases and datasets they name, as Superset does on insert, rename and delete, so an
 * administrator can grant access to one object and keep the grant when it is renamed.
 */
export class ObjectPermissionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessInvalidator = NO_ACCESS_CACHE,
  ) {}

  /** After a database or its datasets changed. */
  reconcileDatabase(change: DatabaseObjectsChange): Promise<ObjectPermissionPlan> {
    return this.apply((current) => planObjectPermissions(current, change));
  }

  /** Every database at once, dropping the views of objects that no longer exist. */
  reconcileAll(databases: readonly DesiredDatabase[]): Promise<ObjectPermissionPlan> {
    return this.apply((current) => planAllObjectPermissions(current, databases));
  }

  private async apply(planFor: (current: StoredObjectView[]) => ObjectPermissionPlan): Promise<ObjectPermissionPlan> {
    const plan = await this.dataSource.transaction(async (manager) => {
      const planned = planFor(await storedObjectViews(manager));
      for (const { viewMenuId, to } of planned.rename) await manager.update(ViewMenuEntity, { id: viewMenuId }, { name: to });
      await ensurePermissionViews(manager, planned.ensure);
      await removePermissionViews(manager, planned.remove);
      return planned;
    });
    // Grants were renamed or dropped: cached permission sets would still spell the old names.
    if (plan.rename.length > 0 || plan.remove.length > 0) this.access.invalidateAll();
    return plan;
  }
}

async function storedObjectViews(manager: EntityManager): Promise<StoredObjectView[]> {
  const rows = await permissionViewQuery(manager).where('p.name IN (:...names)', { names: OBJECT_PERMISSION_NAMES }).getMany();
  return rows.map((row) => ({
    id: row.id,
    permission: row.permission?.name ?? '',
    viewMenuId: row.viewMenuId,
    viewMenu: row.viewMenu?.name ?? '',
  }));
}

/** Deletes the permission views (their grants go with them) and the view menus nothing else uses. */
async function removePermissionViews(manager: EntityManager, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const views = await manager.findBy(PermissionViewEntity, { id: In([...ids]) });
  if (views.length === 0) return;
  await manager.delete(PermissionViewEntity, { id: In(views.map((view) => view.id)) });
  const viewMenuIds = [...new Set(views.map((view) => view.viewMenuId))];
  const stillUsed = new Set(
    (await manager.find(PermissionViewEntity, { where: { viewMenuId: In(viewMenuIds) }, select: { viewMenuId: true } })).map(
      (view) => view.viewMenuId,
    ),
  );
  const unused = viewMenuIds.filter((id) => !stillUsed.has(id));
  if (unused.length > 0) await manager.delete(ViewMenuEntity, { id: In(unused) });
}
