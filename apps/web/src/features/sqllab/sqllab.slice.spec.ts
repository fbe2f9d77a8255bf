import { registerCatalogue, setLocale } from '../../i18n';
import { reducerTester } from '../../testing/reducer-tester';
import { editorFixture, resultsFixture, sqlLabStateFixture } from './sqllab.fixtures';
import { nextUntitledName } from './query-editor-names';
import {
  initialSqlLabState,
  queryEditorActivated,
  queryEditorAdded,
  queryEditorChanged,
  queryEditorClosed,
  queryEditorRenamed,
  queryStarted,
  queryStopped,
  querySucceeded,
  savedQueryOpened,
  sqlLabReducer,
  tableAdded,
  tabsRestored,
  type SqlLabState,
} from './sqllab.slice';
import type { SqlLabQuery } from './sqllab.types';

const names = (state: SqlLabState) => state.editors.map((editor) => editor.name);

function startedQuery(id: string, sqlEditorId = 'tab-1'): SqlLabQuery {
  return {
    id,
    sqlEditorId,
    dbId: 3,
    sql: 'SELECT 1',
    state: 'running',
    startDttm: 1,
    endDttm: null,
    rows: null,
    resultsKey: null,
    limit: 1000,
    limitingFactor: null,
    results: null,
    errorMessage: null,
    error: null,
  };
}

describe('nextUntitledName', () => {
  it("follows the highest 'Untitled Query N' in use", () => {
    expect(nextUntitledName([])).toBe('Untitled Query 1');
    expect(nextUntitledName(['Untitled Query 1', 'Revenue', 'Untitled Query 4'])).toBe('Untitled Query 5');
    expect(nextUntitledName(['Untitled Query x', 'Untitled Query 0'])).toBe('Untitled Query 1');
  });

  it('names new tabs in the reader’s language', () => {
    registerCatalogue('fr', { 'Untitled Query': 'Requête sans titre' });
    setLocale('fr');
    try {
      expect(nextUntitledName(['Untitled Query 3'])).toBe('Requête sans titre 1');
      expect(nextUntitledName(['Requête sans titre 2', 'Untitled Query 3'])).toBe('Requête sans titre 3');
    } finally {
      setLocale('en');
    }
  });
});

describe('sqlLab tabs', () => {
  it('restores stored tabs, or starts with one untitled tab', () => {
    const restored = sqlLabReducer(
      initialSqlLabState,
      tabsRestored({ editors: [editorFixture({ id: 'a', name: 'Revenue' })], activeEditorId: 'a' }),
    );
    expect(restored).toMatchObject({ restored: true, activeEditorId: 'a' });
    expect(names(restored)).toEqual(['Revenue']);

    const fresh = sqlLabReducer(initialSqlLabState, tabsRestored({ editors: [], activeEditorId: null }));
    expect(names(fresh)).toEqual(['Untitled Query 1']);
    expect(fresh.activeEditorId).toBe(fresh.editors[0]?.id);
  });

  it('adds numbered tabs on the active tab’s database and schema, renames, switches and closes them', () => {
    reducerTester<SqlLabState>()
      .givenReducer(sqlLabReducer, sqlLabStateFixture())
      .whenActionIsDispatched(queryEditorAdded())
      .thenStatePredicateShouldEqual((state) => {
        const added = state.editors[1];
        return (
          names(state).join() === 'Untitled Query 1,Untitled Query 2' &&
          state.activeEditorId === added?.id &&
          added.dbId === 3 &&
          added.schema === 'public' &&
          added.sql === ''
        );
      })
      .whenActionIsDispatched(queryEditorRenamed({ id: 'tab-1', name: '  Revenue  ' }))
      .thenStatePredicateShouldEqual((state) => names(state).join() === 'Revenue,Untitled Query 2')
      .whenActionIsDispatched(queryEditorRenamed({ id: 'tab-1', name: '   ' }))
      .thenStatePredicateShouldEqual((state) => names(state)[0] === 'Revenue')
      .whenActionIsDispatched(queryEditorAdded())
      .thenStatePredicateShouldEqual((state) => names(state)[2] === 'Untitled Query 3')
      .whenActionIsDispatched(queryEditorActivated('tab-1'))
      .thenStatePredicateShouldEqual((state) => state.activeEditorId === 'tab-1')
      .whenActionIsDispatched(queryEditorClosed('tab-1'))
      .thenStatePredicateShouldEqual(
        (state) => names(state).join() === 'Untitled Query 2,Untitled Query 3' && state.activeEditorId === state.editors[0]?.id,
      );
  });

  it('closing a tab drops its tables and queries; closing the last one opens a fresh tab', () => {
    let state = sqlLabReducer(sqlLabStateFixture(), tableAdded({ queryEditorId: 'tab-1', dbId: 3, schema: 'public', name: 'orders' }));
    state = sqlLabReducer(state, queryStarted(startedQuery('q1')));
    expect(state.tableSchemas).toHaveLength(1);
    state = sqlLabReducer(state, queryEditorClosed('tab-1'));
    expect(state.tableSchemas).toEqual([]);
    expect(state.queries).toEqual({});
    expect(names(state)).toEqual(['Untitled Query 1']);
    expect(state.editors[0]?.id).not.toBe('tab-1');
    expect(state.activeEditorId).toBe(state.editors[0]?.id);
  });

  it('forgets the schema when the database changes', () => {
    const state = sqlLabReducer(sqlLabStateFixture(), queryEditorChanged({ id: 'tab-1', changes: { dbId: 4 } }));
    expect(state.editors[0]).toMatchObject({ dbId: 4, schema: null });
    const sameDb = sqlLabReducer(sqlLabStateFixture(), queryEditorChanged({ id: 'tab-1', changes: { sql: 'SELECT 2', queryLimit: 10 } }));
    expect(sameDb.editors[0]).toMatchObject({ dbId: 3, schema: 'public', sql: 'SELECT 2', queryLimit: 10 });
  });

  it('adds a table of a tab once', () => {
    const table = { queryEditorId: 'tab-1', dbId: 3, schema: 'public', name: 'orders' };
    const state = sqlLabReducer(sqlLabReducer(sqlLabStateFixture(), tableAdded(table)), tableAdded(table));
    expect(state.tableSchemas).toEqual([expect.objectContaining({ ...table, status: 'loading', columns: [] })]);
  });

  it('opens a saved query in a new tab named after it, and only once', () => {
    const saved = {
      id: 9,
      label: 'Top customers',
      description: null,
      schema: 'sales',
      sql: 'SELECT * FROM customers',
      template_parameters: null,
      database: { id: 4, database_name: 'warehouse' },
    };
    let state = sqlLabReducer(sqlLabStateFixture(), savedQueryOpened(saved));
    expect(state.editors[1]).toMatchObject({
      name: 'Top customers',
      dbId: 4,
      schema: 'sales',
      sql: 'SELECT * FROM customers',
      remoteId: 9,
    });
    expect(state.activeEditorId).toBe(state.editors[1]?.id);
    state = sqlLabReducer(sqlLabReducer(state, queryEditorActivated('tab-1')), savedQueryOpened(saved));
    expect(state.editors).toHaveLength(2);
    expect(state.activeEditorId).toBe(state.editors[1]?.id);
  });
});

describe('sqlLab queries', () => {
  it('a stopped query stays stopped when its results arrive late', () => {
    reducerTester<SqlLabState>()
      .givenReducer(sqlLabReducer, sqlLabStateFixture())
      .whenActionIsDispatched(queryStarted(startedQuery('q1')))
      .thenStatePredicateShouldEqual((state) => state.editors[0]?.latestQueryId === 'q1')
      .whenActionIsDispatched(queryStopped({ id: 'q1', endDttm: 2 }))
      .whenActionIsDispatched(querySucceeded({ id: 'q1', results: resultsFixture(), endDttm: 3 }))
      .thenStatePredicateShouldEqual((state) => state.queries.q1?.state === 'stopped' && state.queries.q1.results === null);
  });
});
