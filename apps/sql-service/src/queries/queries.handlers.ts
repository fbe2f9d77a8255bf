import {
  JOBS_SQL,
  QueryStopRequested,
  SqlQueries,
  type DistinctRequest,
  type ExecuteQueryRequest,
  type QueriesUpdatedSinceRequest,
  type QueryGetRequest,
  type QueryHistoryListRequest,
  type QueryResultsRequest,
  type QueryStopEvent,
  type SqlQueryJob,
  type StopQueryRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest, OnEvent, ProcessJob } from '@tessera/platform';
import { QueryExecutionService } from './query-execution.service';
import { QueryHistoryService } from './query-history.service';
import { QueryWorkerService } from './query-worker.service';
import { RunningQueries } from './running-queries';

@Controller()
export class QueriesHandlers {
  constructor(
    private readonly execution: QueryExecutionService,
    private readonly history: QueryHistoryService,
    private readonly worker: QueryWorkerService,
    private readonly running: RunningQueries,
  ) {}

  @HandleRequest(SqlQueries.execute)
  execute(@Payload() request: ExecuteQueryRequest, @Ctx() context: BusContext) {
    return this.execution.execute(request, context.caller);
  }

  @HandleRequest(SqlQueries.results)
  results(@Payload() request: QueryResultsRequest, @Ctx() context: BusContext) {
    return this.history.fetchResults(request.key, request.rows, request.offset, context.caller);
  }

  @HandleRequest(SqlQueries.stop)
  stop(@Payload() request: StopQueryRequest, @Ctx() context: BusContext) {
    return this.history.stop(request.client_id, context.caller);
  }

  @HandleRequest(SqlQueries.list)
  list(@Payload() request: QueryHistoryListRequest, @Ctx() context: BusContext) {
    return this.history.list(request.query, request.allQueries, context.caller);
  }

  @HandleRequest(SqlQueries.get)
  get(@Payload() request: QueryGetRequest, @Ctx() context: BusContext) {
    return this.history.get(request.id, request.allQueries, context.caller);
  }

  @HandleRequest(SqlQueries.updatedSince)
  updatedSince(@Payload() request: QueriesUpdatedSinceRequest, @Ctx() context: BusContext) {
    return this.history.updatedSince(request.last_updated_ms, context.caller);
  }

  @HandleRequest(SqlQueries.related)
  related(@Payload() request: DistinctRequest) {
    return this.history.related(request);
  }

  @HandleRequest(SqlQueries.distinct)
  distinct(@Payload() request: DistinctRequest, @Ctx() context: BusContext) {
    return this.history.distinct(request, context.caller);
  }

  /** Every replica hears it; the one running the query cancels it. */
  @OnEvent(QueryStopRequested, { fanout: true })
  cancel(@Payload() event: QueryStopEvent) {
    this.running.cancel(event.client_id);
  }

  @ProcessJob(JOBS_SQL)
  runJob(@Payload() job: SqlQueryJob, @Ctx() context: BusContext) {
    return this.worker.runJob(job, context.caller, context.job?.deliveryCount ?? 1);
  }
}
