import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type EffectProviders, type StaticProvider } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { toastsReducer, type ToastsState } from '../toasts';
import { removeHistoryRow } from './history-removal.saga';
import { readRemovedQueryIds } from './removed-queries';
import { fetchQueryOrigin } from './sqllab.api';
import { sqlLabStateFixture } from './sqllab.fixtures';
import { historyRowRemoveRequested, sqlLabReducer, type SqlLabState } from './sqllab.slice';
import type { QueryHistoryRow, QueryOrigin, SqlLabQuery } from './sqllab.types';
import { deleteTabStateQuery } from './tab-state.api';
import { selectBackendPersistence } from './tab-sync.saga';

interface TestState {
  sqlLab: SqlLabState;
  toasts: ToastsState;
}

const reducer = combineReducers({ sqlLab: sqlLabReducer, toasts: toastsReducer }) as unknown as Reducer<TestState>;

function historyRow(id: number): QueryHistoryRow {
  return {
    id,
    changed_on: null,
    database: { id: 3, database_name: 'examples' },
    rows: 1,
    schema: 'public',
    sql: `SELECT ${id}`,
    status: 'success',
    tab_name: 'Untitled Query 1',
    start_time: 1_700_000_000_000,
    end_time: null,
  };
}

const ranQuery = {
  id: 'client-1',
  sqlEditorId: 'tab-1',
  dbId: 3,
  sql: 'SELECT 1',
  state: 'success',
  startDttm: 1,
  endDttm: 2,
  rows: 1,
  resultsKey: null,
  limit: 1000,
  limitingFactor: null,
  results: null,
  errorMessage: null,
  error: null,
} as SqlLabQuery;

function stateWith(): TestState {
  const sqlLab = sqlLabStateFixture({
    history: { status: 'loaded', rows: [historyRow(1), historyRow(2)], error: null },
    queries: { 'client-1': ranQuery },
  });
  return { sqlLab, toasts: reducer(undefined, { type: '@@init' }).toasts };
}

const origin = (sqlEditorId: string | null): QueryOrigin => ({ id: 1, client_id: 'client-1', sql_editor_id: sqlEditorId });
const notFound = new ApiError({ message: 'Not found', status: 404, errors: [] });

function removeFirstRow(persistence: boolean, providers: (StaticProvider | EffectProviders)[]) {
  return expectSaga(removeHistoryRow, historyRowRemoveRequested(historyRow(1)))
    .withReducer(reducer, stateWith())
    .provide([[matchers.select(selectBackendPersistence), persistence], ...providers]);
}

const rowIds = (state: TestState) => state.sqlLab.history.rows.map((row) => row.id);

beforeEach(() => window.localStorage.clear());

describe('removeHistoryRow', () => {
  it('deletes the query of a server tab on the server and drops it from the list and its tab', async () => {
    const deleted: unknown[][] = [];
    const { storeState } = await removeFirstRow(true, [
      [matchers.call.fn(fetchQueryOrigin), origin('7')],
      {
        call(effect, next) {
          if (effect.fn !== deleteTabStateQuery) return next();
          deleted.push(effect.args);
          return undefined;
        },
      },
    ]).run();
    const state = storeState as TestState;
    expect(deleted).toEqual([[7, 'client-1']]);
    expect(rowIds(state)).toEqual([2]);
    expect(state.sqlLab.queries).toEqual({});
    // The server forgot it: the browser need not hide it.
    expect(readRemovedQueryIds(window.localStorage).size).toBe(0);
  });

  it('counts a 404 from the server as done and hides the row in this browser, which the history may still list', async () => {
    const { storeState } = await removeFirstRow(true, [
      [matchers.call.fn(fetchQueryOrigin), origin('7')],
      [matchers.call.fn(deleteTabStateQuery), throwError(notFound)],
    ]).run();
    expect(rowIds(storeState as TestState)).toEqual([2]);
    expect([...readRemovedQueryIds(window.localStorage)]).toEqual([1]);
  });

  it("says 'An error occurred while removing query…' when the server fails, and keeps the row", async () => {
    const { storeState } = await removeFirstRow(true, [
      [matchers.call.fn(fetchQueryOrigin), origin('7')],
      [matchers.call.fn(deleteTabStateQuery), throwError(new ApiError({ message: 'Forbidden', status: 403, errors: [] }))],
    ]).run();
    const state = storeState as TestState;
    expect(state.toasts.items.map((toast) => toast.text)).toEqual([
      'An error occurred while removing query. Please contact your administrator.',
    ]);
    expect(rowIds(state)).toEqual([1, 2]);
    expect(state.sqlLab.queries['client-1']).toBeDefined();
    expect(readRemovedQueryIds(window.localStorage).size).toBe(0);
  });

  it('hides in this browser a query of a tab the server never kept, without asking it to delete', async () => {
    const { storeState } = await removeFirstRow(true, [[matchers.call.fn(fetchQueryOrigin), origin('tab-1')]])
      .not.call.fn(deleteTabStateQuery)
      .run();
    expect(rowIds(storeState as TestState)).toEqual([2]);
    expect([...readRemovedQueryIds(window.localStorage)]).toEqual([1]);
  });

  it('without backend persistence, hides the row in this browser and never deletes on the server', async () => {
    const { storeState } = await removeFirstRow(false, [[matchers.call.fn(fetchQueryOrigin), origin('7')]])
      .not.call.fn(deleteTabStateQuery)
      .run();
    const state = storeState as TestState;
    expect(rowIds(state)).toEqual([2]);
    expect(state.sqlLab.queries).toEqual({});
    expect([...readRemovedQueryIds(window.localStorage)]).toEqual([1]);
  });

  it('without backend persistence, still removes the row when the server cannot name its query', async () => {
    const { storeState } = await removeFirstRow(false, [
      [matchers.call.fn(fetchQueryOrigin), throwError(new ApiError({ message: 'Server error', status: 500, errors: [] }))],
    ]).run();
    const state = storeState as TestState;
    expect(rowIds(state)).toEqual([2]);
    expect(state.toasts.items).toEqual([]);
    expect([...readRemovedQueryIds(window.localStorage)]).toEqual([1]);
  });
});
