import { TesseraError, ErrorCode, type Caller, type SqlQueryEvent, type SqlQueryJob } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PLATFORM_RUNTIME, TESSERA_CONFIG, type PlatformRuntime, type TesseraConfig } from '@tessera/platform';
import { Repository } from 'typeorm';
import { SqlDatabases } from '../databases/sql-databases';
import { QueryEntity } from './query.entity';
import { extraOf, queryErrorsOf } from './query.mapper';
import { QueryExecutionService } from './query-execution.service';
import { QueryRunnerService } from './query-runner.service';
import { WORKER_IDENTITY } from './worker-identity';

const WORKER_LOST_MESSAGE = 'The worker running this query stopped before it finished. Run the query again.';

/**
 * Runs queued SQL editor queries (`JOBS_SQL`). Only a pending query is claimed, by one worker; a
 * redelivered job whose query had already started is failed rather than run twice.
 */
@Injectable()
export class QueryWorkerService {
  constructor(
    @InjectRepository(QueryEntity) private readonly queries: Repository<QueryEntity>,
    private readonly execution: QueryExecutionService,
    private readonly runner: QueryRunnerService,
    private readonly databases: SqlDatabases,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
  ) {}

  async runJob(job: SqlQueryJob, caller: Caller | undefined, deliveryCount: number): Promise<void> {
    const query = await this.queries.findOneBy({ clientId: job.clientId });
    if (!query) return;
    if (query.status === 'running' && deliveryCount > 1) {
      const failed = await this.runner.recordFailure(query, new TesseraError(ErrorCode.UNAVAILABLE, WORKER_LOST_MESSAGE));
      return this.report(job, caller, failed);
    }
    // The claim names the worker at once, so a query lost with its worker says where it was.
    const claim = this.queries.update(
      { id: query.id, status: 'pending' },
      { status: 'running', startRunningTime: Date.now(), extraJson: JSON.stringify({ ...extraOf(query), worker: WORKER_IDENTITY }) },
    );
    // The database and the checked script are made ready while the claim is written (nothing runs before it holds):
    // the first page comes a round trip sooner.
    const timeLimitSeconds = this.config.limits.sqllabAsyncTimeLimitSeconds;
    const preparing = this.databases
      .connectionInfo(query.databaseId, caller)
      .then(async (database) => ({ database, script: await this.execution.prepare(query, database, caller, timeLimitSeconds) }));
    preparing.catch(() => undefined);
    if (!(await claim).affected) return;
    let finished: QueryEntity;
    try {
      const { database, script } = await preparing;
      const timeoutMs = timeLimitSeconds * 1000;
      finished = (
        await this.runner.run(query, script, this.databases.pool(database, query.schema), {
          timeoutMs,
          timeoutErrorType: 'SQLLAB_TIMEOUT_ERROR',
        })
      ).query;
    } catch (error) {
      finished = await this.runner.recordFailure(query, error);
    }
    await this.report(job, caller, finished);
  }

  /** Tells the caller's async event channel how the query ended. */
  private async report(job: SqlQueryJob, caller: Caller | undefined, query: QueryEntity): Promise<void> {
    if (!job.channel) return;
    const userId = caller?.userId ?? null;
    const ok = query.status === 'success';
    const event: SqlQueryEvent = {
      channel_id: job.channel,
      job_id: query.clientId,
      user_id: userId === null ? null : String(userId),
      status: ok ? 'done' : 'error',
      state: query.status,
      errors: ok ? [] : queryErrorsOf(query),
      result_url: ok && query.resultsKey ? `/api/v1/sqllab/results/?q=(key:'${query.resultsKey}')` : null,
    };
    await this.runtime.events.append(job.channel, { ...event });
  }
}
