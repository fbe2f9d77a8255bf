import { datasetPermissionView, databasePermissionView, schemaPermissionView } from '../catalogue/object-permissions';
import type { PermissionPair } from '../catalogue/permission-pair';

/** A stored permission view of an object permission (`database_access`, `schema_access`, …). */
export interface StoredObjectView {
  id: number;
  permission: string;
  viewMenuId: number;
  viewMenu: string;
}

export interface DesiredDataset {
  id: number;
  tableName: string;
  schema: string | null;
  catalog: string | null;
}

export interface DesiredDatabase {
  id: number;
  name: string;
  datasets: DesiredDataset[];
}

/** What one database's objects should look like after a change. */
export interface DatabaseObjectsChange {
  databaseId: number;
  /** The database as it is now; null when it was deleted. */
  database: DesiredDatabase | null;
  /** Its name before the change, when known (renamed or deleted). */
  previousName?: string | null;
  /** Datasets deleted from it (or moved away). */
  removedDatasetIds?: readonly number[];
}

export interface ViewMenuRename {
  viewMenuId: number;
  from: string;
  to: string;
}

export interface ObjectPermissionPlan {
  ensure: PermissionPair[];
  rename: ViewMenuRename[];
  /** Permission view ids to delete, with their grants. */
  remove: number[];
}

/** Permissions whose view menus name a database's schemas or catalogs: `[db].[schema]`, `[db].[catalog].[schema]`. */
const NAMED_BY_DATABASE = new Set(['schema_access', 'catalog_access']);
const ID_SUFFIX = /\(id:(\d+)\)$/;
const DATABASE_VIEW = /^\[(.*)\]\.\(id:(\d+)\)$/;

function idOf(viewMenu: string): number | null {
  const match = ID_SUFFIX.exec(viewMenu);
  return match ? Number(match[1]) : null;
}

/** The database name a `database_access` view menu of this database spells, if there is one. */
function storedDatabaseNames(current: readonly StoredObjectView[], databaseId: number): string[] {
  return current
    .filter((view) => view.permission === 'database_access')
    .map((view) => DATABASE_VIEW.exec(view.viewMenu))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[2]) === databaseId)
    .map((match) => match[1]);
}

/**
 * How to bring the permission views of one database in line with its objects. View menus are matched
 * to objects by their `(id:N)` suffix (database, datasets) or by the database name prefix (schemas),
 * and renamed in place rather than recreated, so role grants on them survive renames. The database's
 * earlier names are the given previous name and the one its stored `database_access` view spells.
 */
export function planObjectPermissions(current: readonly StoredObjectView[], change: DatabaseObjectsChange): ObjectPermissionPlan {
  const plan: ObjectPermissionPlan = { ensure: [], rename: [], remove: [] };
  const { database, databaseId } = change;
  const name = database?.name ?? null;
  const earlierNames = [...new Set([change.previousName, ...storedDatabaseNames(current, databaseId)])].filter(
    (earlier): earlier is string => typeof earlier === 'string' && earlier !== name,
  );
  const existingNames = new Set(current.map((view) => view.viewMenu));
  const renamed = new Map<number, string>();
  const removed = new Set<number>();

  /** Renames the view menu unless its new name is taken: merging two view menus is left to an administrator. */
  const renameTo = (view: StoredObjectView, to: string) => {
    if (view.viewMenu === to || renamed.has(view.viewMenuId) || existingNames.has(to)) return;
    renamed.set(view.viewMenuId, to);
    plan.rename.push({ viewMenuId: view.viewMenuId, from: view.viewMenu, to });
  };
  const remove = (view: StoredObjectView) => {
    if (!removed.has(view.id)) plan.remove.push(view.id);
    removed.add(view.id);
  };

  const datasets = new Map((database?.datasets ?? []).map((dataset) => [dataset.id, dataset]));
  const removedDatasets = new Set((change.removedDatasetIds ?? []).filter((id) => !datasets.has(id)));
  for (const view of current) {
    if (view.permission === 'database_access' && idOf(view.viewMenu) === databaseId) {
      if (database) renameTo(view, databasePermissionView(database.name, databaseId));
      else remove(view);
    } else if (view.permission === 'datasource_access') {
      const id = idOf(view.viewMenu);
      if (id === null) continue;
      const dataset = datasets.get(id);
      if (dataset && database) renameTo(view, datasetPermissionView(database.name, dataset.tableName, id));
      else if (removedDatasets.has(id)) remove(view);
    } else if (NAMED_BY_DATABASE.has(view.permission)) {
      const earlier = earlierNames.find((earlierName) => view.viewMenu.startsWith(`[${earlierName}].[`));
      if (earlier === undefined) continue;
      if (name !== null) renameTo(view, `[${name}]${view.viewMenu.slice(earlier.length + 2)}`);
      else remove(view);
    }
  }

  if (database) {
    plan.ensure.push({ permission: 'database_access', viewMenu: databasePermissionView(database.name, databaseId) });
    const schemas = new Set<string>();
    for (const dataset of datasets.values()) {
      plan.ensure.push({ permission: 'datasource_access', viewMenu: datasetPermissionView(database.name, dataset.tableName, dataset.id) });
      if (dataset.schema) schemas.add(schemaPermissionView(database.name, dataset.schema, dataset.catalog));
    }
    for (const viewMenu of schemas) plan.ensure.push({ permission: 'schema_access', viewMenu });
  }
  return plan;
}

/**
 * Plans for every database at once (start-up): each existing database, plus the removal of views of
 * databases and datasets that no longer exist, deleted while nobody was listening.
 */
export function planAllObjectPermissions(
  current: readonly StoredObjectView[],
  databases: readonly DesiredDatabase[],
): ObjectPermissionPlan {
  const existingDatasetIds = new Set(databases.flatMap((database) => database.datasets.map((dataset) => dataset.id)));
  const existingDatabaseIds = new Set(databases.map((database) => database.id));
  const goneDatasetIds = current
    .filter((view) => view.permission === 'datasource_access')
    .map((view) => idOf(view.viewMenu))
    .filter((id): id is number => id !== null && !existingDatasetIds.has(id));
  const goneDatabaseIds = current
    .filter((view) => view.permission === 'database_access')
    .map((view) => idOf(view.viewMenu))
    .filter((id): id is number => id !== null && !existingDatabaseIds.has(id));
  const changes: DatabaseObjectsChange[] = [
    ...databases.map((database) => ({ databaseId: database.id, database })),
    ...[...new Set(goneDatabaseIds)].map((databaseId) => ({ databaseId, database: null })),
  ];
  const plans = changes.map((change) => planObjectPermissions(current, change));
  plans.push(planObjectPermissions(current, { databaseId: 0, database: null, removedDatasetIds: goneDatasetIds }));
  return mergePlans(plans);
}

function mergePlans(plans: ObjectPermissionPlan[]): ObjectPermissionPlan {
  const seenRemovals = new Set<number>();
  return {
    ensure: plans.flatMap((plan) => plan.ensure),
    rename: plans.flatMap((plan) => plan.rename),
    remove: plans.flatMap((plan) => plan.remove).filter((id) => !seenRemovals.has(id) && Boolean(seenRemovals.add(id))),
  };
}
