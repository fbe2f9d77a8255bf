const VIEW_ID = /\(id:(\d+)\)$/;

/** Where a dataset lives, as data-access permissions name it. */
export interface DatasetLocation {
  id: number;
  databaseId: number;
  databaseName: string;
  schema: string | null;
  catalog: string | null;
}

/** A SQL condition with its parameters. */
export interface SqlCondition {
  sql: string;
  params: Record<string, unknown>;
}

/**
 * The caller's data-access permissions (`perm|view` strings from the envelope): which datasets they
 * may query, as Superset's `raise_for_access` and `ChartFilter` decide it.
 */
export class DatasetAccess {
  private constructor(
    /** `all_datasource_access` or `all_database_access`. */
    readonly all: boolean,
    private readonly datasetIds: ReadonlySet<number>,
    private readonly databaseIds: ReadonlySet<number>,
    /** `[db].[schema]` and `[db].[catalog].[schema]`. */
    private readonly schemaViews: ReadonlySet<string>,
    /** `[db].[catalog]`. */
    private readonly catalogViews: ReadonlySet<string>,
    /** Databases in which the caller holds any finer grant (a schema, catalog or dataset). */
    private readonly databaseNames: ReadonlySet<string>,
  ) {}

  static of(permissions: readonly string[] | undefined): DatasetAccess {
    let all = false;
    const datasetIds = new Set<number>();
    const databaseIds = new Set<number>();
    const schemaViews = new Set<string>();
    const catalogViews = new Set<string>();
    const databaseNames = new Set<string>();
    for (const permission of permissions ?? []) {
      const split = permission.indexOf('|');
      if (split < 0) continue;
      const name = permission.slice(0, split);
      const view = permission.slice(split + 1);
      const id = VIEW_ID.exec(view)?.[1];
      if (name === 'all_datasource_access' || name === 'all_database_access') all = true;
      else if (name === 'datasource_access' && id) datasetIds.add(Number(id));
      else if (name === 'database_access' && id) databaseIds.add(Number(id));
      else if (name === 'schema_access') schemaViews.add(view);
      else if (name === 'catalog_access') catalogViews.add(view);
      const database = /^\[([^\]]*)\]/.exec(view)?.[1];
      if (database !== undefined && ['datasource_access', 'schema_access', 'catalog_access'].includes(name)) databaseNames.add(database);
    }
    return new DatasetAccess(all, datasetIds, databaseIds, schemaViews, catalogViews, databaseNames);
  }

  allows(dataset: DatasetLocation): boolean {
    if (this.all || this.datasetIds.has(dataset.id) || this.databaseIds.has(dataset.databaseId)) return true;
    const db = `[${dataset.databaseName}]`;
    if (dataset.catalog && this.catalogViews.has(`${db}.[${dataset.catalog}]`)) return true;
    if (!dataset.schema) return false;
    return (
      this.schemaViews.has(`${db}.[${dataset.schema}]`) ||
      (!!dataset.catalog && this.schemaViews.has(`${db}.[${dataset.catalog}].[${dataset.schema}]`))
    );
  }

  /**
   * The same rule in SQL over a dataset alias (`charts.dataset`) and its database alias
   * (`charts.database`); null when every dataset passes.
   */
  condition(dataset: string, database: string): SqlCondition | null {
    if (this.all) return null;
    const parts: string[] = [];
    const params: Record<string, unknown> = {};
    const add = (sql: string, name: string, values: Iterable<unknown>) => {
      const list = [...values];
      if (list.length === 0) return;
      parts.push(sql.replace(':list', `(:...${name})`));
      params[name] = list;
    };
    const dbName = `'[' || ${database}.database_name || ']'`;
    add(`${dataset}.id IN :list`, 'access_datasets', this.datasetIds);
    add(`${dataset}.database_id IN :list`, 'access_databases', this.databaseIds);
    add(`(${dbName} || '.[' || ${dataset}.schema || ']') IN :list`, 'access_schemas', this.schemaViews);
    add(
      `(${dbName} || '.[' || ${dataset}.catalog || '].[' || ${dataset}.schema || ']') IN :list`,
      'access_catalog_schemas',
      this.schemaViews,
    );
    add(`(${dbName} || '.[' || ${dataset}.catalog || ']') IN :list`, 'access_catalogs', this.catalogViews);
    return { sql: parts.length > 0 ? `(${parts.join(' OR ')})` : 'FALSE', params };
  }

  /** `database_access` on this database: every schema and table in it. */
  allowsDatabaseWhole(databaseId: number): boolean {
    return this.all || this.databaseIds.has(databaseId);
  }

  /** The datasets granted one by one (`datasource_access`). */
  grantedDatasetIds(): number[] {
    return [...this.datasetIds];
  }

  /** Superset's DatabaseFilter: a database is visible with access to it or to anything inside it. */
  allowsDatabase(database: { id: number; databaseName: string }): boolean {
    return this.all || this.databaseIds.has(database.id) || this.databaseNames.has(database.databaseName);
  }

  /** {@link allowsDatabase} in SQL over a database alias; null when every database passes. */
  databaseCondition(database: string): SqlCondition | null {
    if (this.all) return null;
    const ids = [...this.databaseIds];
    const names = [...this.databaseNames];
    const parts = [
      ...(ids.length ? [`${database}.id IN (:...access_database_ids)`] : []),
      ...(names.length ? [`${database}.database_name IN (:...access_database_names)`] : []),
    ];
    return {
      sql: parts.length > 0 ? `(${parts.join(' OR ')})` : 'FALSE',
      params: { access_database_ids: ids, access_database_names: names },
    };
  }
}
