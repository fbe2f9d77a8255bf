import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api';
import { configReducer, initialConfigState, type ConfigState } from '../config';
import { fakeApi } from '../resource-list/testing/fake-api';
import { editorFixture, sqlLabStateFixture } from './sqllab.fixtures';
import { sqlLabSaga } from './sqllab.saga';
import {
  queryEditorActivated,
  queryEditorAdded,
  queryEditorChanged,
  queryEditorClosed,
  queryEditorRenamed,
  sqlLabOpened,
  sqlLabReducer,
  tableRemoved,
  tabsRestored,
  type SqlLabState,
} from './sqllab.slice';
import type { QueryEditor, SqlLabBootstrap, SqlLabQuery, TableSchemaEntry, TabStateView } from './sqllab.types';
import {
  activateTabState,
  createTableSchemaView,
  createTabState,
  deleteTableSchemaView,
  deleteTabState,
  fetchSqlLabBootstrap,
  fetchTabState,
  migrateQuery,
  QUERY_EDITOR_VERSION,
  updateTabState,
} from './tab-state.api';
import { TABS_STORAGE_KEY } from './tab-storage';
import { BACKEND_PERSISTENCE_FLAG, readServerTabs, TAB_SYNC_DELAY_MS, tabSyncSaga } from './tab-sync.saga';

interface TestState {
  sqlLab: SqlLabState;
  config: ConfigState;
}

const reducer = combineReducers({ sqlLab: sqlLabReducer, config: configReducer }) as unknown as Reducer<TestState>;

function stateWith(persistence: boolean, sqlLab: SqlLabState = sqlLabStateFixture()): TestState {
  return { sqlLab, config: { ...initialConfigState, featureFlags: { [BACKEND_PERSISTENCE_FLAG]: persistence } } };
}

function tabView(id: number, overrides: Partial<TabStateView> = {}): TabStateView {
  return {
    id,
    label: `Tab ${id}`,
    active: false,
    database_id: 3,
    schema: 'public',
    sql: `SELECT ${id}`,
    query_limit: 100,
    saved_query: null,
    ...overrides,
  };
}

/** Records the tab-state calls the saga makes; created tabs get ids from 50 up. */
function recordingProvider(calls: unknown[][]) {
  let nextId = 50;
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      const known = new Map<unknown, string>([
        [createTabState, 'create'],
        [updateTabState, 'update'],
        [deleteTabState, 'delete'],
        [activateTabState, 'activate'],
      ]);
      const name = known.get(effect.fn);
      if (!name) return next();
      calls.push(name === 'create' ? [name, (effect.args[0] as { name: string }).name] : [name, ...effect.args]);
      return name === 'create' ? nextId++ : undefined;
    },
  };
}

describe('readServerTabs', () => {
  it('reads every tab of the bootstrap, the active one without a second request', async () => {
    const bootstrap: SqlLabBootstrap = {
      active_tab: tabView(8, { active: true, label: 'Revenue', hide_left_bar: true }),
      tab_state_ids: [
        [7, 'Tab 7'],
        [8, 'Revenue'],
      ],
    };
    const fetched: unknown[] = [];
    const { returnValue } = await expectSaga(readServerTabs)
      .provide({
        call(effect, next) {
          if (effect.fn === fetchSqlLabBootstrap) return bootstrap;
          if (effect.fn === fetchTabState) {
            fetched.push(effect.args[0]);
            return tabView(7, { saved_query: { id: 4 } });
          }
          return next();
        },
      })
      .run();
    expect(fetched).toEqual([7]);
    expect(returnValue).toEqual({
      editors: [
        {
          id: 'tab-7',
          name: 'Tab 7',
          dbId: 3,
          schema: 'public',
          sql: 'SELECT 7',
          queryLimit: 100,
          latestQueryId: null,
          remoteId: 4,
          tabStateId: 7,
          catalog: null,
          templateParams: null,
        },
        {
          id: 'tab-8',
          name: 'Revenue',
          dbId: 3,
          schema: 'public',
          sql: 'SELECT 8',
          queryLimit: 100,
          latestQueryId: null,
          remoteId: null,
          tabStateId: 8,
          catalog: null,
          templateParams: null,
          hideLeftBar: true,
        },
      ],
      activeEditorId: 'tab-8',
    });
  });
});

describe('tabSyncSaga', () => {
  it('creates new tabs, sends only changed ones, deletes closed ones and activates the current one', async () => {
    const restored = {
      editors: [editorFixture({ id: 'tab-7', tabStateId: 7 }), editorFixture({ id: 'tab-8', name: 'Other', tabStateId: 8 })],
      activeEditorId: 'tab-7',
    };
    const calls: unknown[][] = [];
    const saga = expectSaga(tabSyncSaga, 20)
      .withReducer(reducer, stateWith(true, sqlLabStateFixture({ editors: [], activeEditorId: null, restored: false })))
      .provide(recordingProvider(calls));
    const running = saga.run({ timeout: 1000, silenceTimeout: true });
    saga.dispatch(tabsRestored(restored));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);

    saga.dispatch(queryEditorChanged({ id: 'tab-8', changes: { sql: 'SELECT 2', hideLeftBar: true } }));
    saga.dispatch(queryEditorAdded());
    saga.dispatch(queryEditorClosed('tab-7'));
    const { storeState } = await running;
    expect(calls).toEqual([
      [
        'update',
        8,
        {
          label: 'Other',
          database_id: 3,
          schema: 'public',
          sql: 'SELECT 2',
          query_limit: 1000,
          saved_query_id: null,
          catalog: null,
          template_params: null,
          hide_left_bar: true,
          extra_json: { updatedAt: expect.any(Number), version: QUERY_EDITOR_VERSION },
        },
      ],
      ['create', 'Untitled Query 2'],
      ['delete', 7],
      ['activate', 50],
    ]);
    expect((storeState as TestState).sqlLab.editors.map((editor) => editor.tabStateId)).toEqual([8, 50]);
  });

  it('counts a tab already gone from the server as deleted', async () => {
    const calls: unknown[][] = [];
    const saga = expectSaga(tabSyncSaga, 20)
      .withReducer(reducer, stateWith(true, sqlLabStateFixture({ editors: [], activeEditorId: null, restored: false })))
      .provide({
        call(effect, next) {
          if (effect.fn === deleteTabState) {
            calls.push(['delete', ...effect.args]);
            throw new ApiError({ message: 'Not found', status: 404, errors: [] });
          }
          if (effect.fn === activateTabState) {
            calls.push(['activate', ...effect.args]);
            return undefined;
          }
          return next();
        },
      })
      .not.put.like({ action: { type: 'toasts/added' } });
    const running = saga.run({ timeout: 500, silenceTimeout: true });
    saga.dispatch(
      tabsRestored({
        editors: [editorFixture({ id: 'tab-7', tabStateId: 7 }), editorFixture({ id: 'tab-8', tabStateId: 8 })],
        activeEditorId: 'tab-7',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    saga.dispatch(queryEditorClosed('tab-7'));
    await running;
    expect(calls).toEqual([
      ['delete', 7],
      ['activate', 8],
    ]);
  });

  it('moves a local-only tab to the server with its table panes and queries, then keeps its panes in step', async () => {
    const pane: TableSchemaEntry = {
      id: 'pane-1',
      queryEditorId: 'tab-1',
      dbId: 3,
      schema: 'public',
      name: 'orders',
      status: 'loaded',
      columns: [],
      error: null,
    };
    const ranLocally = (id: string): SqlLabQuery => ({
      id,
      sqlEditorId: 'tab-1',
      dbId: 3,
      sql: 'SELECT 1',
      state: 'success',
      startDttm: 1,
      endDttm: 2,
      rows: 1,
      resultsKey: null,
      limit: 1000,
      limitingFactor: 'NOT_LIMITED',
      results: null,
      errorMessage: null,
      error: null,
    });
    const calls: unknown[][] = [];
    const initial = sqlLabStateFixture({
      editors: [],
      activeEditorId: null,
      restored: false,
      tableSchemas: [pane],
      queries: { q1: ranLocally('q1'), q2: ranLocally('q2') },
    });
    const saga = expectSaga(tabSyncSaga, 20)
      .withReducer(reducer, stateWith(true, initial))
      .provide({
        call(effect, next) {
          if (effect.fn === createTabState) return 60;
          if (effect.fn === migrateQuery) {
            calls.push(['migrate', ...effect.args]);
            // The server never saw q2 (it failed before reaching it): that counts as done.
            if (effect.args[1] === 'q2') throw new ApiError({ message: 'Query not found', status: 404, errors: [] });
            return undefined;
          }
          if (effect.fn === createTableSchemaView) {
            calls.push(['table', effect.args[0], (effect.args[1] as TableSchemaEntry).name]);
            return 90;
          }
          if (effect.fn === deleteTableSchemaView) {
            calls.push(['untable', ...effect.args]);
            return undefined;
          }
          if (effect.fn === activateTabState) return undefined;
          return next();
        },
      })
      .not.put.like({ action: { type: 'toasts/added' } });
    const running = saga.run({ timeout: 600, silenceTimeout: true });
    saga.dispatch(tabsRestored({ editors: [editorFixture()], activeEditorId: 'tab-1' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toEqual([
      ['migrate', 60, 'q1'],
      ['migrate', 60, 'q2'],
      ['table', 60, 'orders'],
    ]);
    saga.dispatch(tableRemoved('pane-1'));
    const { storeState } = await running;
    expect(calls.at(-1)).toEqual(['untable', 90]);
    const state = (storeState as TestState).sqlLab;
    // The tab keeps its id in the page, so its panes and queries stay with it.
    expect(state.editors[0]).toMatchObject({ id: 'tab-1', tabStateId: 60 });
    expect(Object.values(state.queries).map((query) => query.sqlEditorId)).toEqual(['tab-1', 'tab-1']);
  });

  it('leaves the server alone when the backend does not keep editor state', async () => {
    const calls: unknown[][] = [];
    const saga = expectSaga(tabSyncSaga, 20).withReducer(reducer, stateWith(false)).provide(recordingProvider(calls));
    const running = saga.run({ timeout: 300, silenceTimeout: true });
    saga.dispatch(queryEditorAdded());
    saga.dispatch(queryEditorActivated('tab-1'));
    await running;
    expect(calls).toEqual([]);
  });
});

/** A store running `saga` on the real reducers, with the backend keeping tabs and the config loaded. */
function storeRunning(saga: () => Generator, sqlLab: SqlLabState) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: { sqlLab, config: { ...initialConfigState, loaded: true, featureFlags: { [BACKEND_PERSISTENCE_FLAG]: true } } },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(sagas),
  });
  const task = sagas.run(saga);
  return { store, task };
}

describe('autosave', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('waits until the tabs have been quiet for 5000 ms, then sends the latest edit with its time and version', async () => {
    expect(TAB_SYNC_DELAY_MS).toBe(5000);
    const api = fakeApi([{ method: 'PUT', url: /^\/tabstateview\/7$/, body: 7 }]);
    const { store, task } = storeRunning(tabSyncSaga, sqlLabStateFixture({ editors: [], activeEditorId: null, restored: false }));
    store.dispatch(tabsRestored({ editors: [editorFixture({ id: 'tab-7', tabStateId: 7 })], activeEditorId: 'tab-7' }));
    await jest.advanceTimersByTimeAsync(TAB_SYNC_DELAY_MS);
    expect(api.calls).toEqual([]);

    store.dispatch(queryEditorChanged({ id: 'tab-7', changes: { sql: 'SELECT 2' } }));
    await jest.advanceTimersByTimeAsync(3000);
    store.dispatch(queryEditorRenamed({ id: 'tab-7', name: 'Revenue' }));
    const renamedAt = Date.now();
    // The rename starts the quiet period again.
    await jest.advanceTimersByTimeAsync(TAB_SYNC_DELAY_MS - 1);
    expect(api.callsTo('PUT', /tabstateview/)).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.callsTo('PUT', /tabstateview/)).toEqual([
      {
        method: 'PUT',
        url: '/tabstateview/7',
        body: expect.objectContaining({
          label: 'Revenue',
          sql: 'SELECT 2',
          extra_json: { updatedAt: renamedAt, version: QUERY_EDITOR_VERSION },
        }),
      },
    ]);
    expect(store.getState().sqlLab.editors[0]?.updatedAt).toBe(renamedAt);
    task.cancel();
  });
});

describe('loading the tabs when the backend keeps them', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => jest.useRealTimers());

  const serverCopy = tabView(7, {
    active: true,
    label: 'Revenue',
    sql: 'SELECT 7 -- server',
    extra_json: { updatedAt: 2_000, version: 1 },
  });

  /** Opens the editor with `local` in the browser's storage and the server holding `serverCopy`. */
  async function openWith(local: QueryEditor) {
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ editors: [local], activeEditorId: local.id }));
    const api = fakeApi([
      { method: 'GET', url: /^\/api\/v1\/sqllab\/$/, body: { result: { active_tab: serverCopy, tab_state_ids: [[7, 'Revenue']] } } },
      { method: 'GET', url: /^\/api\/v1\/database\/\?/, body: { result: [] } },
      { method: 'PUT', url: /^\/tabstateview\/7$/, body: 7 },
    ]);
    const { store, task } = storeRunning(sqlLabSaga, sqlLabStateFixture({ editors: [], activeEditorId: null, restored: false }));
    store.dispatch(sqlLabOpened({ savedQueryId: null }));
    await jest.advanceTimersByTimeAsync(0);
    return { api, store, task };
  }

  it('shows a local copy edited after the server copy, and sends it to the server after the quiet period', async () => {
    const { api, store, task } = await openWith(
      editorFixture({ id: 'here', name: 'Revenue (edited)', sql: 'SELECT 7 -- local', tabStateId: 7, updatedAt: 3_000 }),
    );
    expect(store.getState().sqlLab.editors).toEqual([
      expect.objectContaining({ id: 'tab-7', name: 'Revenue (edited)', sql: 'SELECT 7 -- local', tabStateId: 7, updatedAt: 3_000 }),
    ]);
    expect(api.callsTo('PUT', /tabstateview/)).toEqual([]);
    await jest.advanceTimersByTimeAsync(TAB_SYNC_DELAY_MS);
    expect(api.callsTo('PUT', /tabstateview/)).toEqual([
      {
        method: 'PUT',
        url: '/tabstateview/7',
        body: expect.objectContaining({
          label: 'Revenue (edited)',
          sql: 'SELECT 7 -- local',
          extra_json: { updatedAt: 3_000, version: QUERY_EDITOR_VERSION },
        }),
      },
    ]);
    task.cancel();
  });

  it('shows the server copy when it changed after the local one, and leaves the server alone', async () => {
    const { api, store, task } = await openWith(
      editorFixture({ id: 'here', name: 'Old name', sql: 'SELECT 7 -- local', tabStateId: 7, updatedAt: 1_000 }),
    );
    expect(store.getState().sqlLab.editors).toEqual([
      expect.objectContaining({ id: 'tab-7', name: 'Revenue', sql: 'SELECT 7 -- server', tabStateId: 7, updatedAt: 2_000 }),
    ]);
    await jest.advanceTimersByTimeAsync(TAB_SYNC_DELAY_MS * 2);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    // The browser's copy now matches the server's.
    expect(JSON.parse(window.localStorage.getItem(TABS_STORAGE_KEY) ?? '{}').editors).toEqual([
      expect.objectContaining({ sql: 'SELECT 7 -- server', tabStateId: 7, updatedAt: 2_000 }),
    ]);
    task.cancel();
  });
});
