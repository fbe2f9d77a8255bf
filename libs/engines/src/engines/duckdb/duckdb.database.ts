import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';

import type {
  ConnectionFacts,
  CostEstimate,
  EngineDatabase,
  ExecuteOptions,
  OpenDatabaseConfig,
  QueryResult,
  ResultColumn,
  SelectStarOptions,
  StreamOptions,
  StreamResult,
} from '../../engine-database';
import type { ConnectionParameters } from '../../engine-spec';
import { mapDriverError, type ErrorContext } from '../../errors/error-rules';
import { executeWithCursor, streamWithCursor, type RunContext } from '../../execution/query-runner';
import { splitStatements } from '../../execution/sql-statements';
import type { IntrospectionQuery } from '../../introspection/introspection-query';
import { buildSelectStar } from '../../introspection/select-star';
import type { TableList, TableListOptions, TableMetadata } from '../../introspection/table-metadata';
import { buildTableMetadata } from '../../introspection/table-metadata.builder';
import { normalizeValue } from '../../value-normalizer';
import { duckdbPath, openDuckdbInstance, type DuckdbOpenSettings } from './duckdb.connection';
import { duckdbColumns, DuckdbCursorOpener } from './duckdb.cursor';
import { DUCKDB_ENGINE_SPEC } from './duckdb.engine-spec';
import * as introspection from './duckdb.introspection';
import { duckdbValueConverter, toDuckdbParams } from './duckdb.values';

const spec = DUCKDB_ENGINE_SPEC;

/** An embedded DuckDB database file (or in-memory database); the instance opens on first use. */
export class DuckdbDatabase implements EngineDatabase {
  readonly engine = spec.engine;
  readonly spec = spec;
  private readonly parameters: ConnectionParameters;
  private readonly settings: DuckdbOpenSettings;
  private readonly context: ErrorContext;
  private readonly opener: DuckdbCursorOpener;
  private readonly runContext: RunContext;
  private instancePromise: Promise<DuckDBInstance> | null = null;
  private closed = false;

  constructor(config: OpenDatabaseConfig) {
    this.parameters = spec.parseUri(config.uri);
    this.settings = { allowFileAccess: config.allowFileAccess, memoryLimit: config.memoryLimit };
    this.context = { database: duckdbPath(this.parameters) };
    this.opener = new DuckdbCursorOpener(() => this.instance(), this.context);
    this.runContext = { engineName: spec.displayName, defaultTimeoutMs: config.queryTimeoutMs };
  }

  execute(sql: string, params: readonly unknown[] = [], options: ExecuteOptions = {}): Promise<QueryResult> {
    return executeWithCursor(this.opener, sql, params, options, this.runContext);
  }

  stream(sql: string, params: readonly unknown[] = [], options: StreamOptions = {}): Promise<StreamResult> {
    return streamWithCursor(this.opener, sql, params, options, this.runContext);
  }

  getColumnsOfQuery(sql: string, params: readonly unknown[] = []): Promise<ResultColumn[]> {
    const inner = sql.trim().replace(/;+\s*$/, '');
    return this.withConnection(inner, async (connection) => {
      const result = await connection.stream(`SELECT * FROM (${inner}) AS virtual_table LIMIT 0`, toDuckdbParams(params));
      return duckdbColumns(result).columns;
    });
  }

  listCatalogs(): Promise<string[]> {
    return introspection.listDuckdbCatalogs(this.query);
  }

  listSchemas(catalog?: string | null): Promise<string[]> {
    return introspection.listDuckdbSchemas(this.query, catalog, spec.systemSchemas);
  }

  listTables(schema: string, options: TableListOptions = {}): Promise<TableList> {
    return introspection.listDuckdbTables(this.query, schema, options);
  }

  async getTableMetadata(table: string, schema: string, catalog?: string | null): Promise<TableMetadata> {
    const facts = await introspection.readDuckdbTable(this.query, table, schema, catalog);
    return buildTableMetadata(table, facts, spec.dialect, buildSelectStar(spec.dialect, { table, schema, catalog }));
  }

  tableExists(table: string, schema: string, catalog?: string | null): Promise<boolean> {
    return introspection.duckdbTableExists(this.query, table, schema, catalog);
  }

  async selectStar(table: string, schema: string, options: SelectStarOptions = {}): Promise<string> {
    const columns = options.showCols
      ? (await introspection.readDuckdbTable(this.query, table, schema, options.catalog)).columns.map((c) => c.name)
      : undefined;
    return buildSelectStar(spec.dialect, { table, schema, catalog: options.catalog }, { ...options, columns });
  }

  /** DuckDB's scalar and aggregate functions and macros, built in or created, from `duckdb_functions()`. */
  async functionNames(): Promise<string[]> {
    const result = await this.execute(
      "SELECT DISTINCT function_name AS name FROM duckdb_functions() WHERE function_type IN ('scalar', 'aggregate', 'macro') ORDER BY 1",
    );
    return result.rows.map((row) => String(row.name));
  }

  async estimateCost(sql: string, params: readonly unknown[] = []): Promise<CostEstimate[]> {
    const statements = splitStatements(sql);
    const estimates: CostEstimate[] = [];
    for (const statement of statements) {
      const values = toDuckdbParams(statements.length === 1 ? params : []);
      estimates.push(
        await this.withConnection(statement, async (connection) => {
          const text = (await connection.runAndReadAll(`EXPLAIN ${statement}`, values)).getRowObjectsJS()[0]?.explain_value;
          const json = (await connection.runAndReadAll(`EXPLAIN (FORMAT json) ${statement}`, values)).getRowObjectsJS()[0]?.explain_value;
          const root = (JSON.parse(String(json ?? '[]')) as { extra_info?: Record<string, unknown> }[])[0];
          const rows = Number(root?.extra_info?.['Estimated Cardinality']);
          return { 'Physical plan': String(text ?? ''), 'Plan rows': Number.isFinite(rows) ? rows : null };
        }),
      );
    }
    return estimates;
  }

  /** DuckDB has no roles; what a query may reach is decided by file access instead. */
  async testConnection(): Promise<ConnectionFacts> {
    await this.withConnection('SELECT 1', (connection) => connection.run('SELECT 1'));
    return { superuser: false };
  }

  async close(): Promise<void> {
    this.closed = true;
    const pending = this.instancePromise;
    this.instancePromise = null;
    if (pending) (await pending.catch(() => null))?.closeSync();
  }

  private instance(): Promise<DuckDBInstance> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    if (!this.instancePromise) {
      this.instancePromise = openDuckdbInstance(this.parameters, this.settings);
      // A failed open (missing directory, lock held elsewhere) is retried on the next call.
      this.instancePromise.catch(() => (this.instancePromise = null));
    }
    return this.instancePromise;
  }

  private async withConnection<T>(sql: string, work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    try {
      const connection = await (await this.instance()).connect();
      try {
        return await work(connection);
      } finally {
        connection.closeSync();
      }
    } catch (error) {
      throw mapDriverError(spec.displayName, spec.errorRules, error, { ...this.context, sql });
    }
  }

  private readonly query: IntrospectionQuery = <R extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) =>
    this.withConnection(sql, async (connection) => {
      const reader = await connection.runAndReadAll(sql, toDuckdbParams(params));
      return reader.convertRowObjects(duckdbValueConverter).map((row) => normalizeValue(row) as R);
    });
}
