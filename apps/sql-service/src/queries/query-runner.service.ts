import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  IN_PROGRESS_QUERY_STATES,
  QUERY_STOPPED_MESSAGE,
  SupersetErrorType,
  TesseraError,
  type QueryState,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isCancelledError, type EngineDatabase } from '@tessera/engines';
import { toErrorPayload, serverText } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { QueryEntity } from './query.entity';
import { extraOf, toResultColumn } from './query.mapper';
import { QueryResultsStore } from './query-results.store';
import { streamIntoResults, type StreamedRows } from './result-streaming';
import { RunningQueries } from './running-queries';
import { limitingFactorOf, type PreparedScript } from './script-preparation';
import { WORKER_IDENTITY } from './worker-identity';

export interface RunOptions {
  timeoutMs: number;
  timeoutErrorType: 'SQLLAB_TIMEOUT_ERROR' | 'BACKEND_TIMEOUT_ERROR';
  /**
   * Called once, while the query still runs, when more than this many rows are readable under its results key
   * (`firstPageRows`): a sync run answers with them instead of waiting for the rest.
   */
  onFirstPage?: () => void;
  firstPageRows?: number;
}

/**
 * A statement's timeout restated for the whole script, in Superset's words: the statement only got
 * what was left of the script's time, but the user set (and should read) the script's limit.
 */
function asScriptTimeout(error: unknown, options: RunOptions): unknown {
  if (!(error instanceof TesseraError) || error.explicitErrorType !== SupersetErrorType.SQLLAB_TIMEOUT_ERROR) return error;
  const seconds = options.timeoutMs / 1000;
  return new TesseraError(
    ErrorCode.TIMEOUT,
    serverText('The query was killed after %s seconds. It might be too complex, or the database might be under heavy load.', seconds),
    { errorType: SupersetErrorType.SQLLAB_TIMEOUT_ERROR, extra: { ...error.extra, timeout: seconds } },
  );
}

/** How a run ended; `error` is set for failed and timed-out runs. */
export interface RunOutcome {
  query: QueryEntity;
  error: unknown;
}

/**
 * Runs a prepared script statement by statement on one database, keeps the last statement's rows in
 * the results backend and records every step on the query row. A stop request (any replica) aborts
 * the statement in the database; a row already marked stopped is never overwritten.
 */
@Injectable()
export class QueryRunnerService {
  constructor(
    @InjectRepository(QueryEntity) private readonly queries: Repository<QueryEntity>,
    private readonly results: QueryResultsStore,
    private readonly running: RunningQueries,
  ) {}

  async run(query: QueryEntity, script: PreparedScript, database: EngineDatabase, options: RunOptions): Promise<RunOutcome> {
    const signal = this.running.start(query.clientId);
    try {
      const started = await this.transition(query, {
        status: 'running',
        startRunningTime: Date.now(),
        executedSql: script.executedSql,
        limit: script.limit,
        extraJson: JSON.stringify({ ...extraOf(query), worker: WORKER_IDENTITY }),
      });
      // Stopped before this replica could have heard of it: nothing runs.
      if (!started) return { query: await this.reload(query), error: null };
      const resultsKey = randomUUID();
      const result = await this.executeInOrder(query, script, database, signal, options, resultsKey);
      const last = script.statements[script.statements.length - 1];
      const now = Date.now();
      await this.transition(query, {
        status: 'success',
        progress: 100,
        rows: result.rows,
        limitingFactor: limitingFactorOf(last, result.rows, result.truncated),
        selectSql: last.sql,
        selectAsCtaUsed: query.selectAsCta,
        resultsKey,
        endTime: now,
        endResultBackendTime: now,
      });
      return { query: await this.reload(query), error: null };
    } catch (error) {
      return { query: await this.recordFailure(query, error), error: isCancelledError(error) ? null : error };
    } finally {
      this.running.finish(query.clientId);
    }
  }

  /**
   * Runs every statement in order within one deadline; the last one's rows are the query's, streamed from the
   * database into the results backend chunk by chunk, so a result is never held whole.
   */
  private async executeInOrder(
    query: QueryEntity,
    script: PreparedScript,
    database: EngineDatabase,
    signal: AbortSignal,
    options: RunOptions,
    resultsKey: string,
  ): Promise<StreamedRows> {
    const deadline = Date.now() + options.timeoutMs;
    const statementOptions = () => ({ signal, timeoutMs: Math.max(1, deadline - Date.now()), timeoutErrorType: options.timeoutErrorType });
    const asScript = (error: unknown) => {
      throw asScriptTimeout(error, options);
    };
    const statements = script.statements;
    for (const [index, statement] of statements.slice(0, -1).entries()) {
      await database.execute(statement.sql, [], { ...statementOptions(), limit: statement.limit ?? undefined }).catch(asScript);
      await this.transition(query, { progress: Math.round((100 * (index + 1)) / statements.length) });
    }
    const last = statements[statements.length - 1];
    let announced = false;
    let lastProgress = 0;
    return streamIntoResults(database, last, statementOptions(), {
      open: (columns) => this.results.writer(resultsKey, columns.map(toResultColumn)),
      // The first stored chunk makes the query's rows readable while it runs (Superset's `progress`, here the share
      // of the row limit read); a sync run answers once more rows than its first page are in.
      stored: async (rows) => {
        const progress = last.limit ? Math.min(99, Math.floor((100 * rows) / last.limit)) : 0;
        if (!announced || progress > lastProgress) await this.transition(query, announced ? { progress } : { resultsKey, progress });
        announced = true;
        lastProgress = progress;
        if (options.onFirstPage && rows > (options.firstPageRows ?? 0)) {
          options.onFirstPage();
          options.onFirstPage = undefined;
        }
      },
    }).catch(asScript);
  }

  /** Marks an in-progress query failed (or stopped, when it was cancelled) with the error's message. */
  async recordFailure(query: QueryEntity, error: unknown): Promise<QueryEntity> {
    const cancelled = isCancelledError(error);
    const payload = toErrorPayload(error);
    const status: QueryState = cancelled
      ? 'stopped'
      : payload.errorType === SupersetErrorType.SQLLAB_TIMEOUT_ERROR
        ? 'timed_out'
        : 'failed';
    const message = cancelled ? QUERY_STOPPED_MESSAGE : payload.message;
    const errors = cancelled
      ? []
      : [
          {
            message,
            error_type: payload.errorType ?? SupersetErrorType.GENERIC_DB_ENGINE_ERROR,
            level: 'error',
            extra: payload.extra ?? {},
          },
        ];
    // Keep what the row already says (the worker that ran it), read afresh: the caller's copy may predate the run.
    const extra = extraOf(await this.reload(query));
    await this.transition(query, { status, errorMessage: message, endTime: Date.now(), extraJson: JSON.stringify({ ...extra, errors }) });
    return this.reload(query);
  }

  /** Updates the row only while the query is in progress, so a stop that came first stays. */
  private async transition(query: QueryEntity, changes: Partial<QueryEntity>): Promise<boolean> {
    const updated = await this.queries.update({ id: query.id, status: In([...IN_PROGRESS_QUERY_STATES]) }, changes);
    return (updated.affected ?? 0) > 0;
  }

  private async reload(query: QueryEntity): Promise<QueryEntity> {
    return this.queries.findOneByOrFail({ id: query.id });
  }
}
