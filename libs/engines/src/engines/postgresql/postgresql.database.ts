import { Pool, type ClientConfig } from 'pg';

import type {
  ConnectionFacts,
  CostEstimate,
  EngineDatabase,
  ExecuteOptions,
  OpenDatabaseConfig,
  PoolStats,
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
import { cancelPostgresBackend } from './postgresql.cancel';
import { copyOut, csvCopyStatement } from './postgresql.csv-copy';
import { postgresClientConfig, postgresErrorContext, postgresPoolConfig } from './postgresql.connection';
import { PostgresCursorOpener } from './postgresql.cursor';
import { POSTGRESQL_ENGINE_SPEC } from './postgresql.engine-spec';
import * as introspection from './postgresql.introspection';
import { prepareSession } from './postgresql.session';
import { PgTypeNames } from './postgresql.type-names';
import { pgTypeDisplayName } from './postgresql.types';

const spec = POSTGRESQL_ENGINE_SPEC;

function stripTrailingSemicolons(sql: string): string {
  return sql.trim().replace(/;+\s*$/, '');
}

/** A PostgreSQL database: one pool for the configured database, one small pool per other catalog listed. */
export class PostgresqlDatabase implements EngineDatabase {
  readonly engine = spec.engine;
  readonly spec = spec;
  private readonly parameters: ConnectionParameters;
  private readonly clientConfig: ClientConfig;
  private readonly pool: Pool;
  private readonly catalogPools = new Map<string, Pool>();
  private readonly context: ErrorContext;
  private readonly opener: PostgresCursorOpener;
  private readonly runContext: RunContext;

  constructor(private readonly config: OpenDatabaseConfig) {
    this.parameters = spec.parseUri(config.uri);
    this.clientConfig = postgresClientConfig(this.parameters, config);
    this.pool = this.createPool(this.clientConfig, config.poolSize ?? 5);
    this.context = postgresErrorContext(this.parameters);
    const cancel = (pid: number) => cancelPostgresBackend(this.clientConfig, pid);
    this.opener = new PostgresCursorOpener(this.pool, new PgTypeNames(), cancel, this.context);
    this.runContext = { engineName: spec.displayName, defaultTimeoutMs: config.queryTimeoutMs };
  }

  execute(sql: string, params: readonly unknown[] = [], options: ExecuteOptions = {}): Promise<QueryResult> {
    return executeWithCursor(this.opener, sql, params, options, this.runContext);
  }

  stream(sql: string, params: readonly unknown[] = [], options: StreamOptions = {}): Promise<StreamResult> {
    return streamWithCursor(this.opener, sql, params, options, this.runContext);
  }

  async copyCsv(select: string, limit: number | null): Promise<AsyncIterable<Buffer> | null> {
    // A statement that cannot be wrapped (a data-modifying one with RETURNING, where the database allows those) is
    // left to the row-by-row export, as is a result with a column COPY writes differently.
    const columns = await this.getColumnsOfQuery(select).catch(() => null);
    const statement = columns && csvCopyStatement(select, columns, limit);
    return statement ? this.mappedErrors(copyOut(this.pool, statement), select) : null;
  }

  /** A failure while the database writes rows (division by zero…) reported as the engine's error, as a query's is. */
  private async *mappedErrors(chunks: AsyncIterable<Buffer>, sql: string): AsyncGenerator<Buffer> {
    try {
      yield* chunks;
    } catch (error) {
      throw mapDriverError(spec.displayName, spec.errorRules, error, { ...this.context, sql });
    }
  }

  async getColumnsOfQuery(sql: string, params: readonly unknown[] = []): Promise<ResultColumn[]> {
    return this.guard(sql, async () => {
      const probe = await this.pool.query({
        text: `SELECT * FROM (${stripTrailingSemicolons(sql)}) AS virtual_table LIMIT 0`,
        values: [...params],
      });
      if (probe.fields.length === 0) return [];
      const types = await this.pool.query<{ type: string }>(
        'SELECT format_type(t.oid, t.mod) AS type FROM unnest($1::oid[], $2::int[]) WITH ORDINALITY AS t(oid, mod, ord) ORDER BY t.ord',
        [probe.fields.map((field) => field.dataTypeID), probe.fields.map((field) => field.dataTypeModifier)],
      );
      return probe.fields.map((field, index) => {
        const type = pgTypeDisplayName(types.rows[index]?.type ?? 'unknown');
        return { name: field.name, type, genericType: spec.dialect.genericType(type) };
      });
    });
  }

  listCatalogs(): Promise<string[]> {
    return this.introspect(null, introspection.listPostgresCatalogs);
  }

  listSchemas(catalog?: string | null): Promise<string[]> {
    return this.introspect(catalog, introspection.listPostgresSchemas);
  }

  listTables(schema: string, options: TableListOptions = {}): Promise<TableList> {
    return this.introspect(options.catalog, (query) => introspection.listPostgresTables(query, schema, options));
  }

  async getTableMetadata(table: string, schema: string, catalog?: string | null): Promise<TableMetadata> {
    const facts = await this.introspect(catalog, (query) => introspection.readPostgresTable(query, table, schema));
    return buildTableMetadata(table, facts, spec.dialect, buildSelectStar(spec.dialect, { table, schema }));
  }

  tableExists(table: string, schema: string, catalog?: string | null): Promise<boolean> {
    return this.introspect(catalog, (query) => introspection.postgresTableExists(query, table, schema));
  }

  async selectStar(table: string, schema: string, options: SelectStarOptions = {}): Promise<string> {
    const columns = options.showCols
      ? (await this.introspect(options.catalog, (query) => introspection.readPostgresTable(query, table, schema))).columns.map(
          (c) => c.name,
        )
      : undefined;
    return buildSelectStar(spec.dialect, { table, schema }, { ...options, columns });
  }

  /** Every function and aggregate in `pg_proc`, the server's own and the database's. */
  async functionNames(): Promise<string[]> {
    const result = await this.execute(
      "SELECT DISTINCT proname AS name FROM pg_catalog.pg_proc WHERE prokind IN ('f', 'a', 'w') ORDER BY 1",
    );
    return result.rows.map((row) => String(row.name));
  }

  async estimateCost(sql: string, params: readonly unknown[] = []): Promise<CostEstimate[]> {
    const statements = splitStatements(sql);
    const estimates: CostEstimate[] = [];
    for (const statement of statements) {
      const values = statements.length === 1 ? [...params] : [];
      const result = await this.guard(statement, () => this.pool.query({ text: `EXPLAIN (FORMAT JSON) ${statement}`, values }));
      const plan = (result.rows[0]?.['QUERY PLAN'] as { Plan: Record<string, number> }[] | undefined)?.[0]?.Plan ?? {};
      estimates.push({
        'Startup cost': plan['Startup Cost'] ?? null,
        'Total cost': plan['Total Cost'] ?? null,
        'Plan rows': plan['Plan Rows'] ?? null,
      });
    }
    return estimates;
  }

  async testConnection(): Promise<ConnectionFacts> {
    const sql = "SELECT current_setting('is_superuser') = 'on' AS superuser";
    return this.guard(sql, async () => {
      const client = await this.pool.connect();
      try {
        const { rows } = await client.query<{ superuser: boolean }>(sql);
        return { superuser: rows[0]?.superuser === true };
      } finally {
        client.release();
      }
    });
  }

  poolStats(): PoolStats {
    return [this.pool, ...this.catalogPools.values()].reduce<PoolStats>(
      (sum, pool) => ({
        max: sum.max + (pool.options.max ?? 10),
        open: sum.open + pool.totalCount,
        inUse: sum.inUse + pool.totalCount - pool.idleCount,
        waiting: sum.waiting + pool.waitingCount,
      }),
      { max: 0, open: 0, inUse: 0, waiting: 0 },
    );
  }

  async close(): Promise<void> {
    const pools = [this.pool, ...this.catalogPools.values()];
    this.catalogPools.clear();
    await Promise.all(pools.map((pool) => pool.end()));
  }

  private createPool(clientConfig: ClientConfig, size: number): Pool {
    const pool = new Pool({
      ...postgresPoolConfig(clientConfig, size),
      // Runs on every new connection before it is handed out.
      onConnect: (client) => prepareSession(client).catch(() => undefined),
    });
    // An idle connection dropped by the server must not crash the process; the next checkout reconnects.
    pool.on('error', () => undefined);
    return pool;
  }

  private poolFor(catalog: string | null | undefined): Pool {
    if (!catalog || catalog === this.parameters.database) return this.pool;
    let pool = this.catalogPools.get(catalog);
    if (!pool) {
      pool = this.createPool(postgresClientConfig(this.parameters, this.config, catalog), 2);
      this.catalogPools.set(catalog, pool);
    }
    return pool;
  }

  private introspect<T>(catalog: string | null | undefined, read: (query: IntrospectionQuery) => Promise<T>): Promise<T> {
    const pool = this.poolFor(catalog);
    const query: IntrospectionQuery = async <R extends Record<string, unknown>>(text: string, values: readonly unknown[] = []) =>
      (await pool.query<R>(text, [...values])).rows;
    return this.guard(undefined, () => read(query), catalog ?? undefined);
  }

  private async guard<T>(sql: string | undefined, work: () => Promise<T>, database?: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw mapDriverError(spec.displayName, spec.errorRules, error, { ...this.context, ...(database ? { database } : {}), sql });
    }
  }
}
