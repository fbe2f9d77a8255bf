import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api';
import { configReducer, initialConfigState, type ConfigState } from '../config';
import { editorFixture, sqlLabStateFixture } from './sqllab.fixtures';
import { queryEditorActivated, queryEditorAdded, queryEditorChanged, queryEditorClosed, sqlLabReducer, tabsRestored, type SqlLabState } from './sqllab.slice';
import type { SqlLabBootstrap, TabStateView } from './sqllab.types';
import { activateTabState, createTabState, deleteTabState, fetchSqlLabBootstrap, fetchTabState, updateTabState } from './tab-state.api';
import { BACKEND_PERSISTENCE_FLAG, readServerTabs, tabSyncSaga } from './tab-sync.saga';

interface TestState {
  sqlLab: SqlLabState;
  config: ConfigState;
}

const reducer = combineReducers({ sqlLab: sqlLabReducer, config: configReducer }) as unknown as Reducer<TestState>;

function stateWith(persistence: boolean, sqlLab: SqlLabState = sqlLabStateFixture()): TestState {
  return { sqlLab, config: { ...initialConfigState, featureFlags: { [BACKEND_PERSISTENCE_FLAG]: persistence } } };
}

function tabView(id: number, overrides: Partial<TabStateView> = {}): TabStateView {
  return { id, label: `Tab ${id}`, active: false, database_id: 3, schema: 'public', sql: `SELECT ${id}`, query_limit: 100, saved_query: null, ...overrides };
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
    const bootstrap: SqlLabBootstrap = { active_tab: tabView(8, { active: true, label: 'Revenue' }), tab_state_ids: [[7, 'Tab 7'], [8, 'Revenue']] };
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
        { id: 'tab-7', name: 'Tab 7', dbId: 3, schema: 'public', sql: 'SELECT 7', queryLimit: 100, latestQueryId: null, remoteId: 4, tabStateId: 7 },
        { id: 'tab-8', name: 'Revenue', dbId: 3, schema: 'public', sql: 'SELECT 8', queryLimit: 100, latestQueryId: null, remoteId: null, tabStateId: 8 },
      ],
      activeEditorId: 'tab-8',
    });
  });
});

describe('tabSyncSaga', () => {
  it('creates new tabs, sends only changed ones, deletes closed ones and activates the current one', async () => {
    const restored = { editors: [editorFixture({ id: 'tab-7', tabStateId: 7 }), editorFixture({ id: 'tab-8', name: 'Other', tabStateId: 8 })], activeEditorId: 'tab-7' };
    const calls: unknown[][] = [];
    const saga = expectSaga(tabSyncSaga, 20).withReducer(reducer, stateWith(true, sqlLabStateFixture({ editors: [], activeEditorId: null, restored: false }))).provide(recordingProvider(calls));
    const running = saga.run({ timeout: 1000, silenceTimeout: true });
    saga.dispatch(tabsRestored(restored));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);

    saga.dispatch(queryEditorChanged({ id: 'tab-8', changes: { sql: 'SELECT 2' } }));
    saga.dispatch(queryEditorAdded());
    saga.dispatch(queryEditorClosed('tab-7'));
    const { storeState } = await running;
    expect(calls).toEqual([
      ['update', 8, { label: 'Other', database_id: 3, schema: 'public', sql: 'SELECT 2', query_limit: 1000, saved_query_id: null }],
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
    saga.dispatch(tabsRestored({ editors: [editorFixture({ id: 'tab-7', tabStateId: 7 }), editorFixture({ id: 'tab-8', tabStateId: 8 })], activeEditorId: 'tab-7' }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    saga.dispatch(queryEditorClosed('tab-7'));
    await running;
    expect(calls).toEqual([
      ['delete', 7],
      ['activate', 8],
    ]);
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
