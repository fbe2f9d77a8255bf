import { defineEvent, defineJob, defineRequest } from '../bus/descriptor';
import { DistinctRequest, EmptyRequest, type DistinctReply, type ListReply } from '../rest/list-query.dto';
import {
  EstimateQueryRequest,
  ExecuteQueryRequest,
  ExportCsvRequest,
  FormatSqlRequest,
  QueriesUpdatedSinceRequest,
  QueryGetRequest,
  QueryHistoryListRequest,
  QueryResultsRequest,
  QueryStopEvent,
  SqlPermalinkCreateRequest,
  SqlPermalinkKeyRequest,
  SqlQueryJob,
  StopQueryRequest,
  ValidateSqlRequest,
} from './query.dto';
import type { SqlLabBootstrap } from './saved-query.types';
import type {
  ExecuteQueryReply,
  QueryHistoryItem,
  QueryListRow,
  QueryResultsView,
  QueryView,
  SqlPermalinkState,
  SqlValidationAnnotation,
} from './sql.types';

/** What `sql.query.export-csv` answers: where the CSV chunks appear (see `csv-export.contracts`). */
export interface CsvExportStart {
  exportId: string;
  filename: string;
  /** The row limit the export applies, when it applies one. */
  rowLimit: number | null;
}

/** The SQL editor's queries: run, read results, stop, history, and the helpers around them. */
export const SqlQueries = {
  /** Sync runs answer when done (the gateway passes a deadline past the SQL Lab timeout). */
  execute: defineRequest<ExecuteQueryRequest, ExecuteQueryReply>('sql.query.execute', ExecuteQueryRequest, null, { timeoutMs: 120_000 }),
  results: defineRequest<QueryResultsRequest, QueryResultsView>('sql.query.results', QueryResultsRequest, null),
  stop: defineRequest<StopQueryRequest, { result: 'OK' }>('sql.query.stop', StopQueryRequest, null),
  estimate: defineRequest<EstimateQueryRequest, { result: Record<string, unknown>[] }>('sql.query.estimate', EstimateQueryRequest, null, {
    timeoutMs: 30_000,
  }),
  format: defineRequest<FormatSqlRequest, { result: string }>('sql.query.format', FormatSqlRequest, null),
  validate: defineRequest<ValidateSqlRequest, { result: SqlValidationAnnotation[] }>('sql.query.validate', ValidateSqlRequest, null, {
    timeoutMs: 30_000,
  }),
  /** Starts streaming a query's rows as CSV chunks into the shared store. */
  exportCsv: defineRequest<ExportCsvRequest, CsvExportStart>('sql.query.export-csv', ExportCsvRequest, null),
  list: defineRequest<QueryHistoryListRequest, ListReply<QueryListRow>>('sql.query.list', QueryHistoryListRequest, null),
  get: defineRequest<QueryGetRequest, QueryHistoryItem>('sql.query.get', QueryGetRequest, null),
  /** The caller's queries changed at or after a time (the editor polls it). */
  updatedSince: defineRequest<QueriesUpdatedSinceRequest, { result: QueryView[] }>(
    'sql.query.updated-since',
    QueriesUpdatedSinceRequest,
    null,
  ),
  related: defineRequest<DistinctRequest, DistinctReply>('sql.query.related', DistinctRequest, null),
  distinct: defineRequest<DistinctRequest, DistinctReply>('sql.query.distinct', DistinctRequest, null),
  bootstrap: defineRequest<EmptyRequest, SqlLabBootstrap>('sql.sqllab.bootstrap', EmptyRequest, null),
};

export const SqlPermalinks = {
  create: defineRequest<SqlPermalinkCreateRequest, { key: string }>('sql.permalink.create', SqlPermalinkCreateRequest, null),
  get: defineRequest<SqlPermalinkKeyRequest, SqlPermalinkState>('sql.permalink.get', SqlPermalinkKeyRequest, null),
};

/** Fanned out to every SQL replica: the one running the query cancels it. */
export const QueryStopRequested = defineEvent('evt.sql.query-stop', QueryStopEvent);

/**
 * Asynchronous SQL editor runs. A live worker extends its lease with heartbeats, so the lease decides
 * how soon a dead worker's job moves on; a redelivered job whose query had started is failed, never rerun.
 */
export const JOBS_SQL = defineJob('jobs.sql.query-run', 'JOBS_SQL', SqlQueryJob, { ackWaitMs: 20_000, maxDeliveries: 3 });
