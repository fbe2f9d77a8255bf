import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { toastsReducer, type ToastsState } from '../toasts';
import { pollDelayMs, POLL_INTERVAL_MS, runQuery } from './query-execution.saga';
import { executeQuery, fetchQueriesUpdatedSince, fetchQueryResults, stopQuery } from './sqllab.api';
import { asyncDb, editorFixture, resultsFixture, serverQueryFixture, sqlLabStateFixture } from './sqllab.fixtures';
import { runRequested, sqlLabReducer, stopRequested, type SqlLabState } from './sqllab.slice';
import type { ExecuteBody, SqlLabQuery } from './sqllab.types';

interface TestState {
  sqlLab: SqlLabState;
  toasts: ToastsState;
}

const reducer = combineReducers({ sqlLab: sqlLabReducer, toasts: toastsReducer }) as unknown as Reducer<TestState>;

function stateWith(sqlLab: SqlLabState = sqlLabStateFixture()): TestState {
  return { sqlLab, toasts: reducer(undefined, { type: '@@init' }).toasts };
}

/** The one query the run created. */
function onlyQuery(state: TestState): SqlLabQuery {
  const queries = Object.values(state.sqlLab.queries);
  expect(queries).toHaveLength(1);
  return queries[0] as SqlLabQuery;
}

const never = new Promise<never>(() => undefined);

describe('pollDelayMs', () => {
  it('looks at an async run soon, then waits twice as long each time, up to the polling interval', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(pollDelayMs)).toEqual([100, 200, 400, 800, POLL_INTERVAL_MS, POLL_INTERVAL_MS, POLL_INTERVAL_MS]);
  });
});

describe('runQuery', () => {
  it('runs synchronously with the tab’s database, schema, SQL and limit, and shows the rows', async () => {
    const sent: ExecuteBody[] = [];
    const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, stateWith())
      .provide({
        call(effect, next) {
          if (effect.fn !== executeQuery) return next();
          sent.push(effect.args[0] as ExecuteBody);
          return { kind: 'results', results: resultsFixture({ limitingFactor: 'DROPDOWN', rows: 1 }) };
        },
      })
      .run();
    expect(sent).toEqual([
      expect.objectContaining({
        database_id: 3,
        schema: 'public',
        sql: "SELECT 1 AS one, 'x' AS two",
        runAsync: false,
        queryLimit: 1000,
        sql_editor_id: 'tab-1',
        tab: 'Untitled Query 1',
      }),
    ]);
    const state = storeState as TestState;
    const query = onlyQuery(state);
    expect(query.id).toBe(sent[0]?.client_id);
    expect(query.id).toMatch(/^[\w-]{11}$/);
    expect(query).toMatchObject({ state: 'success', rows: 1, limitingFactor: 'DROPDOWN', results: { data: [{ one: 1, two: 'x' }] } });
    expect(state.sqlLab.editors[0]?.latestQueryId).toBe(query.id);
  });

  it('follows a sync run that answered with its first page while the rest is read, until it ends', async () => {
    let clientId = '';
    const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, stateWith())
      .provide({
        call(effect, next) {
          if (effect.fn === executeQuery) {
            clientId = (effect.args[0] as ExecuteBody).client_id;
            const firstPage = resultsFixture({ id: clientId, state: 'running', rows: null, resultsKey: 'key-2', startDttm: 5 });
            return { kind: 'results', results: { ...firstPage, status: 'running', displayLimitReached: true } };
          }
          if (effect.fn === fetchQueriesUpdatedSince)
            return [serverQueryFixture({ id: clientId, state: 'success', rows: 2, resultsKey: 'key-2' })];
          if (effect.fn === fetchQueryResults) return { ...resultsFixture({ id: clientId, rows: 2 }), data: [{ one: 1 }, { one: 2 }] };
          return next();
        },
      })
      .put.like({ action: { type: 'sqlLab/queryProgressed', payload: { state: 'fetching' } } })
      .run(5000);
    expect(onlyQuery(storeState as TestState)).toMatchObject({ state: 'success', rows: 2, results: { data: [{ one: 1 }, { one: 2 }] } });
  }, 10_000);

  it('does not run a tab without a database or without SQL', async () => {
    for (const editor of [editorFixture({ dbId: null }), editorFixture({ sql: '   ' })]) {
      const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
        .withReducer(reducer, stateWith(sqlLabStateFixture({ editors: [editor] })))
        .provide([[matchers.call.fn(executeQuery), never]])
        .not.call.fn(executeQuery)
        .run();
      expect((storeState as TestState).sqlLab.queries).toEqual({});
    }
  });

  it('queues on an async database, polls the changed queries soon and then up to every second until success, then fetches the results by key', async () => {
    const state = stateWith(sqlLabStateFixture({ editors: [editorFixture({ dbId: asyncDb.id })] }));
    let clientId = '';
    const polls: unknown[][] = [];
    const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, state)
      .provide({
        call(effect, next) {
          if (effect.fn === executeQuery) {
            const body = effect.args[0] as ExecuteBody;
            expect(body.runAsync).toBe(true);
            clientId = body.client_id;
            return {
              kind: 'queued',
              query: serverQueryFixture({ id: clientId, state: 'pending', rows: null, startDttm: 1_700_000_000_000 }),
            };
          }
          if (effect.fn === fetchQueriesUpdatedSince) {
            polls.push(effect.args);
            if (polls.length === 1) return [serverQueryFixture({ id: 'someone-else', state: 'success', resultsKey: 'other' })];
            if (polls.length === 2) return [serverQueryFixture({ id: clientId, state: 'running', progress: 40 })];
            return [serverQueryFixture({ id: clientId, state: 'success', resultsKey: 'key-1' })];
          }
          if (effect.fn === fetchQueryResults) {
            expect(effect.args).toEqual(['key-1']);
            return resultsFixture({ id: clientId });
          }
          return next();
        },
      })
      .put.like({ action: { type: 'sqlLab/queryStarted', payload: { state: 'pending' } } })
      .put.like({ action: { type: 'sqlLab/queryProgressed', payload: { state: 'running', progress: 40 } } })
      .put.like({ action: { type: 'sqlLab/queryProgressed', payload: { state: 'fetching' } } })
      .run(5000);
    expect(polls).toEqual([[1_700_000_000_000], [1_700_000_000_000], [1_700_000_000_000]]);
    expect(onlyQuery(storeState as TestState)).toMatchObject({ state: 'success', results: { data: [{ one: 1, two: 'x' }] } });
  }, 10_000);

  it('keeps the error entries of a failed run for the error panel', async () => {
    const failure = new ApiError({
      message: 'relation "no_such_table" does not exist',
      status: 400,
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      errors: [
        {
          message: 'relation "no_such_table" does not exist',
          error_type: 'GENERIC_DB_ENGINE_ERROR',
          level: 'error',
          extra: { engine_name: 'PostgreSQL' },
        },
      ],
    });
    const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, stateWith())
      .provide([[matchers.call.fn(executeQuery), throwError(failure)]])
      .run();
    const query = onlyQuery(storeState as TestState);
    expect(query).toMatchObject({ state: 'failed', errorMessage: 'relation "no_such_table" does not exist', results: null });
    expect(query.error?.errors[0]).toMatchObject({ error_type: 'GENERIC_DB_ENGINE_ERROR', extra: { engine_name: 'PostgreSQL' } });
  });

  it('fails an async run with the message the server recorded', async () => {
    const state = stateWith(sqlLabStateFixture({ editors: [editorFixture({ dbId: asyncDb.id })] }));
    let clientId = '';
    const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, state)
      .provide({
        call(effect, next) {
          if (effect.fn === executeQuery) {
            clientId = (effect.args[0] as ExecuteBody).client_id;
            return { kind: 'queued', query: serverQueryFixture({ id: clientId, state: 'pending' }) };
          }
          if (effect.fn === fetchQueriesUpdatedSince) {
            const errors = [
              { message: 'Only SELECT statements are allowed against this database.', error_type: 'DML_NOT_ALLOWED_ERROR', level: 'error' },
            ];
            return [
              serverQueryFixture({
                id: clientId,
                state: 'failed',
                errorMessage: 'Only SELECT statements are allowed against this database.',
                extra: { errors },
              }),
            ];
          }
          return next();
        },
      })
      .run(3000);
    const query = onlyQuery(storeState as TestState);
    expect(query).toMatchObject({ state: 'failed', errorMessage: 'Only SELECT statements are allowed against this database.' });
    expect(query.error?.errors[0]?.error_type).toBe('DML_NOT_ALLOWED_ERROR');
  });

  it('ends an async run the server timed out in timed_out (not failed), keeping the timeout text for its panel', async () => {
    const state = stateWith(sqlLabStateFixture({ editors: [editorFixture({ dbId: asyncDb.id })] }));
    const killed = 'The query was killed after 30 seconds. It might be too complex, or the database might be under heavy load.';
    let clientId = '';
    const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, state)
      .provide({
        call(effect, next) {
          if (effect.fn === executeQuery) {
            clientId = (effect.args[0] as ExecuteBody).client_id;
            return { kind: 'queued', query: serverQueryFixture({ id: clientId, state: 'pending' }) };
          }
          if (effect.fn === fetchQueriesUpdatedSince) {
            const errors = [{ message: killed, error_type: 'SQLLAB_TIMEOUT_ERROR', level: 'error', extra: { timeout: 30 } }];
            return [serverQueryFixture({ id: clientId, state: 'timed_out', errorMessage: killed, extra: { errors } })];
          }
          return next();
        },
      })
      .run(3000);
    const query = onlyQuery(storeState as TestState);
    expect(query).toMatchObject({ state: 'timed_out', errorMessage: killed, results: null });
    expect(query.endDttm).not.toBeNull();
    expect(query.error?.errors[0]).toMatchObject({ error_type: 'SQLLAB_TIMEOUT_ERROR', extra: { timeout: 30 } });
  });

  it('ends in timed_out an async run the server timed out without recording why', async () => {
    const state = stateWith(sqlLabStateFixture({ editors: [editorFixture({ dbId: asyncDb.id })] }));
    let clientId = '';
    const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, state)
      .provide({
        call(effect, next) {
          if (effect.fn === executeQuery) {
            clientId = (effect.args[0] as ExecuteBody).client_id;
            return { kind: 'queued', query: serverQueryFixture({ id: clientId, state: 'pending' }) };
          }
          if (effect.fn === fetchQueriesUpdatedSince) return [serverQueryFixture({ id: clientId, state: 'timed_out', errorMessage: null })];
          return next();
        },
      })
      .run(3000);
    expect(onlyQuery(storeState as TestState).state).toBe('timed_out');
  });

  it('ends in timed_out a sync run the server answered with the SQL editor timeout error', async () => {
    const killed = 'The query was killed after 5 seconds. It might be too complex, or the database might be under heavy load.';
    const failure = new ApiError({
      message: killed,
      status: 408,
      errorType: 'SQLLAB_TIMEOUT_ERROR',
      errors: [{ message: killed, error_type: 'SQLLAB_TIMEOUT_ERROR', level: 'error', extra: { timeout: 5 } }],
    });
    const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, stateWith())
      .provide([[matchers.call.fn(executeQuery), throwError(failure)]])
      .run();
    expect(onlyQuery(storeState as TestState)).toMatchObject({ state: 'timed_out', errorMessage: killed });
  });

  it('runs CREATE TABLE AS with the chosen name when asked to (issue 19, bug 14)', async () => {
    const sent: ExecuteBody[] = [];
    await expectSaga(runQuery, runRequested({ editorId: 'tab-1', ctas: { method: 'VIEW', tableName: 'fruit_view' } }))
      .withReducer(reducer, stateWith())
      .provide({
        call(effect, next) {
          if (effect.fn !== executeQuery) return next();
          sent.push(effect.args[0] as ExecuteBody);
          return { kind: 'results', results: resultsFixture() };
        },
      })
      .run();
    expect(sent[0]).toMatchObject({ select_as_cta: true, ctas_method: 'VIEW', tmp_table_name: 'fruit_view' });
  });

  it('sends the tab’s template parameters and keeps them on the query', async () => {
    const params = '{"region": "EMEA"}';
    const sent: ExecuteBody[] = [];
    const { storeState } = await expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, stateWith(sqlLabStateFixture({ editors: [editorFixture({ templateParams: params })] })))
      .provide({
        call(effect, next) {
          if (effect.fn !== executeQuery) return next();
          sent.push(effect.args[0] as ExecuteBody);
          return { kind: 'results', results: resultsFixture() };
        },
      })
      .run();
    expect(sent[0]?.templateParams).toBe(params);
    expect(onlyQuery(storeState as TestState).templateParams).toBe(params);
  });

  it("stops the running query on the server when its own 'Stop' is pressed, not another query's", async () => {
    let clientId = '';
    const stopped: unknown[][] = [];
    const saga = expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, stateWith())
      .provide({
        call(effect, next) {
          if (effect.fn === executeQuery) {
            clientId = (effect.args[0] as ExecuteBody).client_id;
            return never;
          }
          if (effect.fn === stopQuery) {
            stopped.push(effect.args);
            return undefined;
          }
          return next();
        },
      });
    const running = saga.run(500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    saga.dispatch(stopRequested('another-query'));
    saga.dispatch(stopRequested(clientId));
    const { storeState } = await running;
    expect(stopped).toEqual([[clientId]]);
    const state = storeState as TestState;
    expect(onlyQuery(state).state).toBe('stopped');
    expect(state.toasts.items.map((toast) => toast.text)).toContain('Query was stopped.');
  });

  it("says 'Failed to stop query.' when the server refuses to stop it", async () => {
    let clientId = '';
    const saga = expectSaga(runQuery, runRequested({ editorId: 'tab-1' }))
      .withReducer(reducer, stateWith())
      .provide({
        call(effect, next) {
          if (effect.fn === executeQuery) {
            clientId = (effect.args[0] as ExecuteBody).client_id;
            return never;
          }
          if (effect.fn === stopQuery) throw new ApiError({ message: 'Query not found', status: 404, errors: [] });
          return next();
        },
      });
    const running = saga.run(500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    saga.dispatch(stopRequested(clientId));
    const state = (await running).storeState as TestState;
    expect(state.toasts.items.map((toast) => toast.text)).toContain('Failed to stop query.');
    expect(onlyQuery(state).state).toBe('failed');
  });
});
