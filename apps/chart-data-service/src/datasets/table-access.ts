import { tablesAccessDenied, type Caller } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { chartViewerOf, seesAllData, type ChartViewer } from '../access/viewer';
import type { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from './dataset.entity';

/** A table as the metadata endpoints name it; a dataset stored without a schema lives in `defaultSchema`. */
export interface TableRef {
  table: string;
  schema: string;
  catalog?: string | null;
}

/**
 * Which tables of a database a caller may read, by the SQL editor's rule (Superset's
 * `raise_for_access(table=…)`): Admin and all-data or database grants read everything, a schema or
 * catalog grant opens what is inside it, and `datasource_access` on a physical dataset opens the
 * table under it. Column lists, `SELECT *` and table lists all answer by it.
 */
@Injectable()
export class TableAccess {
  constructor(@InjectRepository(DatasetEntity) private readonly datasets: Repository<DatasetEntity>) {}

  /** FORBIDDEN with TABLE_SECURITY_ACCESS_ERROR when the caller may not read the table. */
  async assertReadable(database: DatabaseEntity, ref: TableRef, caller: Caller | undefined, defaultSchema: string | null): Promise<void> {
    const viewer = chartViewerOf(caller);
    if (this.seesDatabase(viewer, database) || this.seesSchema(viewer, database, ref.schema, ref.catalog ?? null)) return;
    const granted = await this.grantedTables(viewer, database, async () => defaultSchema);
    if (!granted.some((entry) => entry.table === ref.table && entry.schema === ref.schema))
      throw tablesAccessDenied([`${ref.schema}.${ref.table}`]);
  }

  /** The schemas the caller may list: granted schemas plus those holding a dataset they may read. */
  async visibleSchemas(
    database: DatabaseEntity,
    schemas: readonly string[],
    caller: Caller | undefined,
    defaultSchema: () => Promise<string | null>,
  ): Promise<string[]> {
    const viewer = chartViewerOf(caller);
    if (this.seesDatabase(viewer, database)) return [...schemas];
    const granted = await this.grantedTables(viewer, database, defaultSchema);
    const withDatasets = new Set(granted.map((entry) => entry.schema));
    return schemas.filter((schema) => withDatasets.has(schema) || this.seesSchema(viewer, database, schema, null));
  }

  /** The tables of one schema the caller may list. */
  async visibleTables<T extends { value: string }>(
    database: DatabaseEntity,
    schema: string,
    tables: readonly T[],
    caller: Caller | undefined,
    defaultSchema: () => Promise<string | null>,
  ): Promise<T[]> {
    const viewer = chartViewerOf(caller);
    if (this.seesDatabase(viewer, database) || this.seesSchema(viewer, database, schema, null)) return [...tables];
    const granted = await this.grantedTables(viewer, database, defaultSchema);
    const names = new Set(granted.filter((entry) => entry.schema === schema).map((entry) => entry.table));
    return tables.filter((entry) => names.has(entry.value));
  }

  private seesDatabase(viewer: ChartViewer, database: DatabaseEntity): boolean {
    return seesAllData(viewer) || viewer.access.allowsDatabaseWhole(database.id);
  }

  private seesSchema(viewer: ChartViewer, database: DatabaseEntity, schema: string, catalog: string | null): boolean {
    return viewer.access.allows({ id: -1, databaseId: -1, databaseName: database.databaseName, schema, catalog });
  }

  /** Tables under the physical datasets of this database the caller holds `datasource_access` on. */
  private async grantedTables(
    viewer: ChartViewer,
    database: DatabaseEntity,
    defaultSchema: () => Promise<string | null>,
  ): Promise<{ table: string; schema: string | null }[]> {
    const ids = viewer.access.grantedDatasetIds();
    if (ids.length === 0) return [];
    const datasets = await this.datasets
      .createQueryBuilder('d')
      .select(['d.id', 'd.tableName', 'd.schemaName'])
      .where('d.database_id = :databaseId', { databaseId: database.id })
      .andWhere('d.id IN (:...ids)', { ids })
      // Virtual datasets never count: their name says nothing about the tables they read.
      .andWhere("(d.sql IS NULL OR btrim(d.sql) = '')")
      .getMany();
    const fallback = datasets.some((dataset) => !dataset.schemaName) ? await defaultSchema() : null;
    return datasets.map((dataset) => ({ table: dataset.tableName, schema: dataset.schemaName ?? fallback }));
  }
}
