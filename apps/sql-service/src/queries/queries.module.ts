import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SqlDatabases } from '../databases/sql-databases';
import { QueriesHandlers } from './queries.handlers';
import { QueryEntity } from './query.entity';
import { QueryExecutionService } from './query-execution.service';
import { QueryHistoryService } from './query-history.service';
import { QueryResultsStore } from './query-results.store';
import { QueryRunnerService } from './query-runner.service';
import { QueryWorkerService } from './query-worker.service';
import { RunningQueries } from './running-queries';
import { SqlTableGate } from './sql-table-gate';

/** Running SQL editor queries (sync and queued), their results, stop and history. */
@Module({
  imports: [TypeOrmModule.forFeature([QueryEntity])],
  controllers: [QueriesHandlers],
  providers: [
    SqlDatabases,
    RunningQueries,
    QueryResultsStore,
    QueryRunnerService,
    QueryExecutionService,
    QueryWorkerService,
    QueryHistoryService,
    SqlTableGate,
  ],
  exports: [QueryResultsStore, SqlDatabases, SqlTableGate],
})
export class QueriesModule {}
