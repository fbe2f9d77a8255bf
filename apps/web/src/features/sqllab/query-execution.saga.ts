import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { ApiError, toClientError, type ClientError, type SupersetErrorEntry } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { newClientId } from './query-editor-names';
import { executeQuery, fetchQueriesUpdatedSince, fetchQueryResults, stopQuery } from './sqllab.api';
import { selectSqlLab } from './sqllab.selectors';
import {
  queryFailed,
  queryProgressed,
  queryStarted,
  queryStopped,
  querySucceeded,
  stopRequested,
  type runRequested,
  type SqlLabState,
} from './sqllab.slice';
import type { ExecuteBody, ExecuteOutcome, QueryResults, ServerQuery } from './sqllab.types';

/** How often an async run's state is asked for once it has run a while (spec part 2 §9). */
export const POLL_INTERVAL_MS = 1000;
/** The first look comes sooner, and the wait doubles up to the interval: a quick run is shown without waiting a second. */
const FIRST_POLL_MS = 100;

/** The wait before the `attempt`-th look (0 for the first) at an async run's state. */
export function pollDelayMs(attempt: number): number {
  return Math.min(POLL_INTERVAL_MS, FIRST_POLL_MS * 2 ** attempt);
}

/** The error a failed async run recorded, in the shape the error panels read. */
export function serverQueryError(query: ServerQuery): ClientError {
  const recorded = Array.isArray(query.extra?.errors) ? (query.extra.errors as Partial<SupersetErrorEntry>[]) : [];
  const errors: SupersetErrorEntry[] = recorded
    .filter((entry) => typeof entry.message === 'string')
    .map((entry) => ({
      message: entry.message as string,
      error_type: entry.error_type ?? 'GENERIC_DB_ENGINE_ERROR',
      level: entry.level ?? 'error',
      extra: entry.extra ?? null,
    }));
  const message = query.errorMessage || errors[0]?.message || t('Unknown error');
  return { message, errorType: errors[0]?.error_type, errors };
}

/** The server's error type for a run that went past the SQL editor's time limit. */
export const SQLLAB_TIMEOUT_ERROR = 'SQLLAB_TIMEOUT_ERROR';

/** An async run the server ended as `timed_out`, whatever error entries it recorded. */
export class QueryTimedOutError extends ApiError {}

/** Whether a run's failure is its time limit running out (async: the server's state; sync: the error type). */
export function isTimeout(error: unknown): boolean {
  return error instanceof QueryTimedOutError || toClientError(error).errorType === SQLLAB_TIMEOUT_ERROR;
}

/** Polls the caller's changed queries until `clientId` ends, then fetches its results by key. */
export function* waitForAsyncQuery(clientId: string, queued: ServerQuery): SagaIterator<QueryResults | null> {
  const since = queued.startDttm ?? 0;
  for (let attempt = 0; ; attempt += 1) {
    yield delay(pollDelayMs(attempt));
    const changed: ServerQuery[] = yield call(fetchQueriesUpdatedSince, since);
    const query = changed.find((candidate) => candidate.id === clientId);
    if (!query) continue;
    if (query.state === 'success') {
      if (!query.resultsKey) throw new ApiError({ message: t('Failed at retrieving results'), errors: [] });
      yield put(queryProgressed({ id: clientId, state: 'fetching' }));
      const results: QueryResults = yield call(fetchQueryResults, query.resultsKey);
      return results;
    }
    if (query.state === 'timed_out') throw new QueryTimedOutError(serverQueryError(query));
    if (query.state === 'failed') throw new ApiError(serverQueryError(query));
    if (query.state === 'stopped') return null;
    yield put(queryProgressed({ id: clientId, state: query.state, progress: query.progress ?? undefined }));
  }
}

/**
 * A sync run answers with its first page while a large result is still being read; the editor then follows it
 * as it follows an async run, until it ends.
 */
function isInProgress(query: ServerQuery): boolean {
  return query.state === 'running' || query.state === 'pending';
}

/** Runs `body` to its end and records how it ended on its query. */
export function* executeToEnd(body: ExecuteBody): SagaIterator {
  const id = body.client_id;
  try {
    const outcome: ExecuteOutcome = yield call(executeQuery, body);
    const results: QueryResults | null =
      outcome.kind === 'results' && !isInProgress(outcome.results.query)
        ? outcome.results
        : yield call(waitForAsyncQuery, id, outcome.kind === 'results' ? outcome.results.query : outcome.query);
    if (results) yield put(querySucceeded({ id, results, endDttm: Date.now() }));
    else yield put(queryStopped({ id, endDttm: Date.now() }));
  } catch (error) {
    yield put(queryFailed({ id, error: toClientError(error), endDttm: Date.now(), timedOut: isTimeout(error) }));
  }
}

/** Asks the server to cancel the query; the editor marks it stopped once the server agrees. */
export function* stopRunningQuery(id: string): SagaIterator {
  try {
    yield call(stopQuery, id);
    yield put(queryStopped({ id, endDttm: Date.now() }));
    yield put(addToast({ type: 'info', text: t('Query was stopped.') }));
  } catch {
    yield put(addToast({ type: 'danger', text: t('Failed to stop query.') }));
    yield put(queryFailed({ id, error: { message: t('Failed to stop query.'), errors: [] }, endDttm: Date.now() }));
  }
}

/**
 * Runs the tab's SQL: synchronously, or queued (202) on a database that runs queries asynchronously
 * and then polled. 'Stop' for this query wins the race, aborts the request and stops it server-side.
 */
export function* runQuery(action: ReturnType<typeof runRequested>): SagaIterator {
  const state: SqlLabState = yield select(selectSqlLab);
  const editor = state.editors.find((tab) => tab.id === action.payload.editorId);
  // 'Run selection' runs only the selected text.
  const sql = action.payload.sql ?? editor?.sql ?? '';
  if (!editor || editor.dbId === null || sql.trim() === '') return;
  const database = state.databases.list.find((candidate) => candidate.id === editor.dbId);
  const runAsync = database?.allow_run_async === true;
  const id = newClientId();
  const body: ExecuteBody = {
    client_id: id,
    database_id: editor.dbId,
    sql,
    schema: editor.schema,
    catalog: editor.catalog ?? null,
    runAsync,
    queryLimit: editor.queryLimit,
    // The server files queries under its own id of the tab when it keeps the tabs.
    sql_editor_id: editor.tabStateId === null ? editor.id : String(editor.tabStateId),
    tab: editor.name,
    templateParams: editor.templateParams?.trim() ? editor.templateParams : null,
    select_as_cta: action.payload.ctas !== undefined,
    ctas_method: action.payload.ctas?.method ?? 'TABLE',
    tmp_table_name: action.payload.ctas?.tableName ?? '',
    json: true,
    expand_data: true,
  };
  yield put(
    queryStarted({
      id,
      sqlEditorId: editor.id,
      dbId: editor.dbId,
      sql,
      schema: editor.schema,
      tab: editor.name,
      templateParams: body.templateParams,
      progress: 0,
      state: runAsync ? 'pending' : 'running',
      startDttm: Date.now(),
      endDttm: null,
      rows: null,
      resultsKey: null,
      limit: editor.queryLimit,
      limitingFactor: null,
      results: null,
      errorMessage: null,
      error: null,
    }),
  );
  const { stopped } = yield race({
    done: call(executeToEnd, body),
    stopped: take((candidate: Action) => stopRequested.match(candidate) && candidate.payload === id),
  });
  if (stopped) yield call(stopRunningQuery, id);
}
