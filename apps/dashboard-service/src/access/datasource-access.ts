import type { DashboardDatasetView } from '@tessera/contracts';

const DATASOURCE_ID = /\(id:(\d+)\)$/;

/**
 * The caller's data-access permissions (`perm|view` strings from the envelope), read to decide
 * which charts' datasources they may query.
 */
export class DatasourceAccess {
  private constructor(
    /** `all_datasource_access` or `all_database_access`: every dataset. */
    readonly all: boolean,
    private readonly datasourceIds: ReadonlySet<number>,
    private readonly databaseIds: ReadonlySet<number>,
    private readonly schemaViews: ReadonlySet<string>,
    private readonly catalogViews: ReadonlySet<string>,
  ) {}

  static of(permissions: readonly string[] | undefined): DatasourceAccess {
    let all = false;
    const datasourceIds = new Set<number>();
    const databaseIds = new Set<number>();
    const schemaViews = new Set<string>();
    const catalogViews = new Set<string>();
    for (const permission of permissions ?? []) {
      const split = permission.indexOf('|');
      if (split < 0) continue;
      const name = permission.slice(0, split);
      const view = permission.slice(split + 1);
      const id = DATASOURCE_ID.exec(view)?.[1];
      if (name === 'all_datasource_access' || name === 'all_database_access') all = true;
      else if (name === 'datasource_access' && id) datasourceIds.add(Number(id));
      else if (name === 'database_access' && id) databaseIds.add(Number(id));
      else if (name === 'schema_access') schemaViews.add(view);
      else if (name === 'catalog_access') catalogViews.add(view);
    }
    return new DatasourceAccess(all, datasourceIds, databaseIds, schemaViews, catalogViews);
  }

  /** Whether any permission needs the dataset's database, catalog or schema to be decided. */
  get needsDatasetDetails(): boolean {
    return this.databaseIds.size > 0 || this.schemaViews.size > 0 || this.catalogViews.size > 0;
  }

  get isEmpty(): boolean {
    return !this.all && this.datasourceIds.size === 0 && !this.needsDatasetDetails;
  }

  /** May the caller query dataset `datasetId` (described by `dataset` when known)? */
  allows(datasetId: number, dataset?: DashboardDatasetView): boolean {
    if (this.all || this.datasourceIds.has(datasetId)) return true;
    if (!dataset) return false;
    if (this.databaseIds.has(dataset.database.id)) return true;
    const databaseName = dataset.database.database_name ?? dataset.database.name;
    if (!databaseName) return false;
    if (dataset.catalog && this.catalogViews.has(`[${databaseName}].[${dataset.catalog}]`)) return true;
    if (!dataset.schema) return false;
    return (
      this.schemaViews.has(`[${databaseName}].[${dataset.schema}]`) ||
      (!!dataset.catalog && this.schemaViews.has(`[${databaseName}].[${dataset.catalog}].[${dataset.schema}]`))
    );
  }
}
