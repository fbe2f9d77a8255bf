import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  JOBS_SQL,
  SupersetErrorType,
  TesseraError,
  type Caller,
  type DatabaseConnectionInfo,
  type ExecuteQueryReply,
  type ExecuteQueryRequest,
} from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { allowsFileAccess } from '@tessera/engines';
import { BusClient, TESSERA_CONFIG, UserDirectoryClient, type TesseraConfig, serverText } from '@tessera/platform';
import { Repository } from 'typeorm';
import { SqlDatabases } from '../databases/sql-databases';
import { QueryEntity } from './query.entity';
import { toQueryView, toResultsView } from './query.mapper';
import { QueryResultsStore } from './query-results.store';
import { QueryRunnerService, type RunOptions } from './query-runner.service';
import { prepareScript, type CtasTarget, type PreparedScript } from './script-preparation';
import { SqlTableGate } from './sql-table-gate';

/** Superset's client ids are 10 characters of [0-9A-Za-z_-]; ours too when the editor sends none. */
function newClientId(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

/**
 * `POST /api/v1/sqllab/execute/`: records the query, prepares it (templates, DML rule, limit) and
 * runs it now, or queues it for a worker when the caller asked for an async run and the database
 * allows one. A client id that was seen before answers the earlier run instead of running again.
 */
@Injectable()
export class QueryExecutionService {
  constructor(
    @InjectRepository(QueryEntity) private readonly queries: Repository<QueryEntity>,
    private readonly databases: SqlDatabases,
    private readonly runner: QueryRunnerService,
    private readonly results: QueryResultsStore,
    private readonly users: UserDirectoryClient,
    private readonly bus: BusClient,
    private readonly tables: SqlTableGate,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  async execute(request: ExecuteQueryRequest, caller: Caller | undefined): Promise<ExecuteQueryReply> {
    const clientId = request.client_id ?? newClientId();
    // Looked up while the client id is checked (a round trip sooner to the first page); an earlier run with this
    // client id is answered as before, whatever the lookup says now.
    const databaseLookup = this.databases.connectionInfo(request.database_id, caller);
    databaseLookup.catch(() => undefined);
    const earlier = await this.queries.findOneBy({ clientId });
    if (earlier) return this.answerEarlierRun(earlier, caller);
    const database = await databaseLookup;
    const runAsync = request.runAsync === true && database.allow_run_async;
    const query = await this.record(clientId, request, database, caller, runAsync);
    if (!query) return this.answerEarlierRun(await this.queries.findOneByOrFail({ clientId }), caller);

    let script: PreparedScript;
    try {
      script = await this.prepare(
        query,
        database,
        caller,
        runAsync ? this.config.limits.sqllabAsyncTimeLimitSeconds : this.config.limits.sqllabTimeoutSeconds,
      );
    } catch (error) {
      await this.runner.recordFailure(query, error);
      throw error;
    }
    if (runAsync) return this.enqueue(query, script, request.asyncChannel ?? '', caller);
    return this.runSync(query, script, database);
  }

  /**
   * Runs now and answers with the first page as soon as more rows than it are stored, the query still running
   * (its state says so; the rest goes on into the results backend, where the editor pages through it). A result
   * that fits the first page is answered finished, as before.
   */
  private async runSync(query: QueryEntity, script: PreparedScript, database: DatabaseConnectionInfo): Promise<ExecuteQueryReply> {
    let firstPage!: () => void;
    const firstPageStored = new Promise<'first page'>((resolve) => (firstPage = () => resolve('first page')));
    const run = this.runner.run(query, script, this.databases.pool(database, query.schema), {
      ...this.syncRunOptions(),
      onFirstPage: firstPage,
      firstPageRows: this.config.limits.displayMaxRow,
    });
    const first = await Promise.race([run, firstPageStored]);
    if (first === 'first page') {
      // The rest of the run reports on its query row; nobody awaits it here, so nothing of it may go unhandled.
      run.catch(() => undefined);
      return this.resultsOf(await this.queries.findOneByOrFail({ id: query.id }));
    }
    if (first.error) throw first.error;
    return this.resultsOf(first.query);
  }

  /** Queues the run for any worker replica; the row stays pending until one claims it. */
  private async enqueue(
    query: QueryEntity,
    script: PreparedScript,
    channel: string,
    caller: Caller | undefined,
  ): Promise<ExecuteQueryReply> {
    // Copied before queueing (not read back, a round trip the first page would wait for): a worker may claim the
    // job at once, and the answer describes the queued run.
    const queued = Object.assign(new QueryEntity(), query, { executedSql: script.executedSql, limit: script.limit });
    const users = this.usersOf(query);
    users.catch(() => undefined);
    try {
      // The row's copy of the checked script is written while the job is queued: the worker checks the script
      // again and records what it ran, so nothing it does waits for this write.
      await Promise.all([
        this.queries.update({ id: query.id }, { executedSql: script.executedSql, limit: script.limit }),
        this.bus.enqueue(JOBS_SQL, { clientId: query.clientId, channel }, { jobId: query.clientId, caller }),
      ]);
    } catch (error) {
      await this.runner.recordFailure(query, error);
      throw error;
    }
    return { query: toQueryView(queued, await users), queued: true };
  }

  /**
   * The same preparation the worker repeats for a queued run: the SQL guard, the caller's access to
   * every table the script references, and the caller's row-level security on them.
   */
  async prepare(
    query: QueryEntity,
    database: DatabaseConnectionInfo,
    caller: Caller | undefined,
    timeLimitSeconds: number,
  ): Promise<PreparedScript> {
    return prepareScript({
      timeLimitSeconds,
      sql: query.sql,
      templateParams: query.templateParams,
      user: { id: caller?.userId ?? null, username: caller?.username ?? '' },
      engine: database.engine,
      allowDml: database.allow_dml,
      allowFileAccess: allowsFileAccess(database.extra),
      queryLimit: query.limit,
      maxRow: this.config.limits.sqlMaxRow,
      ctas: query.selectAsCta ? ctasTargetOf(query, database) : null,
      admitTables: this.tables.admission(database, query.schema, caller),
    });
  }

  private syncRunOptions(): RunOptions {
    return { timeoutMs: this.config.limits.sqllabTimeoutSeconds * 1000, timeoutErrorType: 'SQLLAB_TIMEOUT_ERROR' };
  }

  /** Inserts the query row; null when another request with the same client id got there first. */
  private async record(
    clientId: string,
    request: ExecuteQueryRequest,
    database: DatabaseConnectionInfo,
    caller: Caller | undefined,
    runAsync: boolean,
  ): Promise<QueryEntity | null> {
    const inserted = await this.queries
      .createQueryBuilder()
      .insert()
      .values({
        clientId,
        databaseId: database.id,
        databaseName: database.database_name,
        userId: caller?.userId ?? null,
        status: runAsync ? 'pending' : 'running',
        tabName: request.tab ?? null,
        sqlEditorId: request.sql_editor_id ?? null,
        catalog: request.catalog ?? null,
        schema: request.schema ?? null,
        sql: request.sql,
        limit: request.queryLimit ?? null,
        selectAsCta: request.select_as_cta === true,
        ctasMethod: request.ctas_method ?? null,
        tmpTableName:
          request.tmp_table_name ||
          (request.select_as_cta ? `tmp_${caller?.userId ?? 0}_table_${clientId.toLowerCase().replace(/[^a-z0-9]/g, '')}` : null),
        tmpSchemaName: request.select_as_cta
          ? (database.force_ctas_schema ?? request.tmp_schema ?? request.schema ?? null)
          : (request.tmp_schema ?? null),
        templateParams: request.templateParams ?? null,
        startTime: Date.now(),
      })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (inserted.raw as { id: number }[])[0]?.id;
    return id === undefined ? null : this.queries.findOneByOrFail({ id });
  }

  private async answerEarlierRun(query: QueryEntity, caller: Caller | undefined): Promise<ExecuteQueryReply> {
    if (query.userId !== (caller?.userId ?? null))
      throw new TesseraError('CONFLICT', serverText('A query with client id %s already exists', query.clientId));
    if (query.status === 'success' && query.resultsKey) return this.resultsOf(query);
    return { query: toQueryView(query, await this.usersOf(query)), queued: false };
  }

  private async resultsOf(query: QueryEntity): Promise<ExecuteQueryReply> {
    const page = query.resultsKey ? await this.results.page(query.resultsKey, 0, this.config.limits.displayMaxRow) : null;
    return toResultsView(query, await this.usersOf(query), page);
  }

  private usersOf(query: QueryEntity) {
    return this.users.describe([query.userId]);
  }
}

/** The table or view a CTAS/CVAS run creates; the database must allow that kind. */
function ctasTargetOf(query: QueryEntity, database: DatabaseConnectionInfo): CtasTarget {
  const method = query.ctasMethod === 'VIEW' ? 'VIEW' : 'TABLE';
  if (method === 'TABLE' ? !database.allow_ctas : !database.allow_cvas) {
    const kind = method === 'TABLE' ? 'CREATE TABLE AS' : 'CREATE VIEW AS';
    // A setting of the database, not a fault of the query: INVALID_CTAS/CVAS carry issue texts (1023-1025)
    // about the query's last statement, which would mislead here.
    throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('%s is not allowed on this database.', kind), {
      errorType: SupersetErrorType.GENERIC_COMMAND_ERROR,
    });
  }
  return { method, table: query.tmpTableName as string, schema: query.tmpSchemaName };
}
