import type { ExternalColumn } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import type { EngineDatabase } from '@tessera/engines';
import { GenericDataType, validateVirtualDatasetSql, type EngineName } from '@tessera/query-engine';
import { checkSql, type SqlGuardOptions } from '@tessera/sql-guard';
import { DatabaseConnections } from '../connections/database-connections';
import type { DatabaseEntity } from '../connections/database.entity';
import { warehouseQueryGuard } from '../connections/warehouse-query-guard';
import { tableNotFound } from './dataset.errors';

/** Where a dataset's columns come from: a table, or the SQL of a virtual dataset. */
export interface DatasetSource {
  tableName: string;
  schema: string | null;
  catalog: string | null;
  sql: string | null;
}

/**
 * Reads the columns a dataset's source has right now, from the database (Superset's
 * `external_metadata`): table columns through the engine's introspection, virtual datasets
 * through the columns of their query, which the SQL guard checks first (one read-only statement,
 * no host access, no SQL from strings).
 */
@Injectable()
export class DatasetSourceReader {
  constructor(private readonly connections: DatabaseConnections) {}

  async columns(database: DatabaseEntity, source: DatasetSource): Promise<ExternalColumn[]> {
    const engine = this.connections.forDatabase(database);
    if (source.sql && source.sql.trim() !== '') return this.queryColumns(engine, source.sql, warehouseQueryGuard(database));
    return this.tableColumns(engine, source);
  }

  /** The schema an unqualified table name resolves to in this database. */
  async defaultSchema(database: DatabaseEntity): Promise<string> {
    return defaultSchema(this.connections.forDatabase(database));
  }

  /** Whether the table exists (physical sources only). */
  async tableExists(database: DatabaseEntity, source: Omit<DatasetSource, 'sql'>): Promise<boolean> {
    const engine = this.connections.forDatabase(database);
    return engine.tableExists(source.tableName, source.schema ?? (await defaultSchema(engine)), source.catalog);
  }

  private async tableColumns(engine: EngineDatabase, source: DatasetSource): Promise<ExternalColumn[]> {
    const schema = source.schema ?? (await defaultSchema(engine));
    if (!(await engine.tableExists(source.tableName, schema, source.catalog)))
      throw tableNotFound(source.tableName, source.schema, source.catalog);
    const metadata = await engine.getTableMetadata(source.tableName, schema, source.catalog);
    return metadata.columns.map((column) => ({
      column_name: column.name,
      name: column.name,
      type: column.longType,
      type_generic: column.genericType,
      is_dttm: column.isDttm,
      nullable: column.nullable,
      default: null,
      comment: column.comment,
    }));
  }

  private async queryColumns(engine: EngineDatabase, sql: string, guard: SqlGuardOptions): Promise<ExternalColumn[]> {
    const query = validateVirtualDatasetSql(sql, engine.engine as EngineName);
    // Reading the columns makes the database plan (DuckDB: bind, which reads files) the query.
    await checkSql(query, guard);
    const columns = await engine.getColumnsOfQuery(query);
    return columns.map((column) => ({
      column_name: column.name,
      name: column.name,
      type: column.type,
      type_generic: column.genericType,
      is_dttm: column.genericType === GenericDataType.TEMPORAL,
      nullable: true,
      default: null,
      comment: null,
    }));
  }
}

/** The schema an unqualified table name resolves to on the usual engines. */
async function defaultSchema(engine: EngineDatabase): Promise<string> {
  const schemas = await engine.listSchemas(null);
  return schemas.includes('public') ? 'public' : schemas.includes('main') ? 'main' : (schemas[0] ?? 'public');
}
