import { In, type EntityManager } from 'typeorm';
import { permissionKey, type PermissionPair } from '../catalogue/permission-pair';
import { PermissionViewEntity } from '../entities/permission-view.entity';
import { PermissionEntity } from '../entities/permission.entity';
import { ViewMenuEntity } from '../entities/view-menu.entity';

/**
 * Finds or creates permission/view-menu pairs and answers their ids keyed `perm|view`. Inserts
 * ignore conflicts, so replicas racing at start-up end with one row per name and pair.
 */
export async function ensurePermissionViews(manager: EntityManager, pairs: readonly PermissionPair[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!pairs.length) return ids;
  const permissionIds = await ensureNamed(manager, PermissionEntity, unique(pairs.map((pair) => pair.permission)));
  const viewMenuIds = await ensureNamed(manager, ViewMenuEntity, unique(pairs.map((pair) => pair.viewMenu)));
  const wanted = pairs.map((pair) => ({
    key: permissionKey(pair.permission, pair.viewMenu),
    permissionId: permissionIds.get(pair.permission) as number,
    viewMenuId: viewMenuIds.get(pair.viewMenu) as number,
  }));
  const load = () =>
    manager.find(PermissionViewEntity, {
      where: {
        permissionId: In(unique(wanted.map((row) => row.permissionId))),
        viewMenuId: In(unique(wanted.map((row) => row.viewMenuId))),
      },
    });
  const byIds = (rows: PermissionViewEntity[]) => new Map(rows.map((row) => [`${row.permissionId}:${row.viewMenuId}`, row.id]));
  let existing = byIds(await load());
  const missing = wanted.filter((row) => !existing.has(`${row.permissionId}:${row.viewMenuId}`));
  if (missing.length) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(PermissionViewEntity)
      .values(missing.map(({ permissionId, viewMenuId }) => ({ permissionId, viewMenuId })))
      .orIgnore()
      .execute();
    existing = byIds(await load());
  }
  for (const row of wanted) ids.set(row.key, existing.get(`${row.permissionId}:${row.viewMenuId}`) as number);
  return ids;
}

async function ensureNamed(
  manager: EntityManager,
  entity: typeof PermissionEntity | typeof ViewMenuEntity,
  names: string[],
): Promise<Map<string, number>> {
  const load = async () => new Map((await manager.find(entity, { where: { name: In(names) } })).map((row) => [row.name, row.id]));
  let ids = await load();
  const missing = names.filter((name) => !ids.has(name));
  if (missing.length) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(missing.map((name) => ({ name })))
      .orIgnore()
      .execute();
    ids = await load();
  }
  return ids;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
