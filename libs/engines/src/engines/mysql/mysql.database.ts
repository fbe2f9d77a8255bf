import { createPool, type ConnectionOptions, type FieldPacket, type Pool } from 'mysql2';

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
import { mapDriverError, type ErrorContext } from '../../errors/error-rules';
import { executeWithCursor, streamWithCursor, type RunContext } from '../../execution/query-runner';
import { splitStatements } from '../../execution/sql-statements';
import type { IntrospectionQuery } from '../../introspection/introspection-query';
import { buildSelectStar } from '../../introspection/select-star';
import type { TableList, TableListOptions, TableMetadata } from '../../introspection/table-metadata';
import { buildTableMetadata } from '../../introspection/table-metadata.builder';
import { normalizeValue } from '../../value-normalizer';
import { killMysqlQuery } from './mysql.cancel';
import { mysqlConnectionOptions, mysqlErrorContext, mysqlPoolOptions } from './mysql.connection';
import { MysqlCursorOpener } from './mysql.cursor';
import { MYSQL_ENGINE_SPEC } from './mysql.engine-spec';
import * as introspection from './mysql.introspection';
import { mysqlTypeName } from './mysql.types';
import { MYSQL_BUILTIN_FUNCTIONS } from './mysql.functions';

const spec = MYSQL_ENGINE_SPEC;

/** root, or an account holding the SUPER privilege (`GRANTEE` reads `'user'@'host'`). */
const SUPERUSER_SQL = `SELECT SUBSTRING_INDEX(CURRENT_USER(), '@', 1) = 'root' OR EXISTS (
  SELECT 1 FROM information_schema.USER_PRIVILEGES WHERE PRIVILEGE_TYPE = 'SUPER'
    AND GRANTEE = CONCAT('''', SUBSTRING_INDEX(CURRENT_USER(), '@', 1), '''@''', SUBSTRING_INDEX(CURRENT_USER(), '@', -1), '''')
) AS superuser`;

/** A MySQL or MariaDB database behind one mysql2 pool; schemas play the part of catalogs. */
export class MysqlDatabase implements EngineDatabase {
  readonly engine = spec.engine;
  readonly spec = spec;
  private readonly options: ConnectionOptions;
  private readonly pool: Pool;
  private readonly context: ErrorContext;
  private readonly opener: MysqlCursorOpener;
  private readonly runContext: RunContext;

  constructor(config: OpenDatabaseConfig) {
    const parameters = spec.parseUri(config.uri);
    this.options = mysqlConnectionOptions(parameters, config);
    this.pool = createPool(mysqlPoolOptions(this.options, config.poolSize ?? 5));
    this.context = mysqlErrorContext(parameters);
    this.opener = new MysqlCursorOpener(
      this.pool,
      (threadId) => killMysqlQuery(this.options, threadId),
      this.context,
      parameters.database || undefined,
    );
    this.runContext = { engineName: spec.displayName, defaultTimeoutMs: config.queryTimeoutMs };
  }

  execute(sql: string, params: readonly unknown[] = [], options: ExecuteOptions = {}): Promise<QueryResult> {
    return executeWithCursor(this.opener, sql, params, options, this.runContext);
  }

  stream(sql: string, params: readonly unknown[] = [], options: StreamOptions = {}): Promise<StreamResult> {
    return streamWithCursor(this.opener, sql, params, options, this.runContext);
  }

  async getColumnsOfQuery(sql: string, params: readonly unknown[] = []): Promise<ResultColumn[]> {
    const inner = sql.trim().replace(/;+\s*$/, '');
    const [, fields] = await this.run(`SELECT * FROM (${inner}) AS virtual_table LIMIT 0`, params);
    return (fields ?? []).map((field) => {
      const type = mysqlTypeName(field);
      return { name: field.name, type, genericType: spec.dialect.genericType(type) };
    });
  }

  async listCatalogs(): Promise<string[]> {
    return [];
  }

  listSchemas(): Promise<string[]> {
    return introspection.listMysqlSchemas(this.query);
  }

  listTables(schema: string, options: TableListOptions = {}): Promise<TableList> {
    return introspection.listMysqlTables(this.query, schema, options);
  }

  async getTableMetadata(table: string, schema: string): Promise<TableMetadata> {
    const facts = await introspection.readMysqlTable(this.query, table, schema);
    return buildTableMetadata(table, facts, spec.dialect, buildSelectStar(spec.dialect, { table, schema }));
  }

  tableExists(table: string, schema: string): Promise<boolean> {
    return introspection.mysqlTableExists(this.query, table, schema);
  }

  async selectStar(table: string, schema: string, options: SelectStarOptions = {}): Promise<string> {
    const columns = options.showCols
      ? (await introspection.readMysqlTable(this.query, table, schema)).columns.map((c) => c.name)
      : undefined;
    return buildSelectStar(spec.dialect, { table, schema }, { ...options, columns });
  }

  /**
   * MySQL and MariaDB list no built-in functions a plain user can read (the help tables need the
   * `mysql` schema), so their documented built-ins are named here, joined with the stored functions
   * of the connection's database.
   */
  async functionNames(): Promise<string[]> {
    const stored = await this.execute(
      "SELECT ROUTINE_NAME AS name FROM information_schema.ROUTINES WHERE ROUTINE_TYPE = 'FUNCTION' AND ROUTINE_SCHEMA = DATABASE()",
    );
    return [...new Set([...MYSQL_BUILTIN_FUNCTIONS, ...stored.rows.map((row) => String(row.name))])].sort();
  }

  async estimateCost(sql: string, params: readonly unknown[] = []): Promise<CostEstimate[]> {
    const statements = splitStatements(sql, { backslashEscapes: true });
    const estimates: CostEstimate[] = [];
    for (const statement of statements) {
      const [rows] = await this.run(`EXPLAIN ${statement}`, statements.length === 1 ? params : []);
      for (const row of rows) {
        const estimate: CostEstimate = {};
        for (const [key, value] of Object.entries(row)) estimate[key] = normalizeValue(value) as string | number | null;
        estimates.push(estimate);
      }
    }
    return estimates;
  }

  async testConnection(): Promise<ConnectionFacts> {
    const [rows] = await this.run(SUPERUSER_SQL);
    return { superuser: Number(rows[0]?.superuser) === 1 };
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.pool.end((error) => (error ? reject(error) : resolve())));
  }

  private readonly query: IntrospectionQuery = async <R extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) =>
    (await this.run(sql, params))[0] as R[];

  private run(sql: string, params: readonly unknown[] = []): Promise<[Record<string, unknown>[], FieldPacket[] | undefined]> {
    return new Promise((resolve, reject) =>
      this.pool.query({ sql, values: [...params] }, (error, rows, fields) =>
        error
          ? reject(mapDriverError(spec.displayName, spec.errorRules, error, { ...this.context, sql }))
          : resolve([rows as Record<string, unknown>[], fields]),
      ),
    );
  }
}
