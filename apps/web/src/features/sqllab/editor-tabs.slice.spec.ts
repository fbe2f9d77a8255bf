import { editorFixture, sqlLabStateFixture } from './sqllab.fixtures';
import { otherQueryEditorsClosed, queryEditorCloned, queryEditorSwitched, sqlLabReducer, tableAdded } from './sqllab.slice';
import type { SqlLabQuery } from './sqllab.types';

const ranIn = (id: string, sqlEditorId: string): SqlLabQuery => ({
  id,
  sqlEditorId,
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
});

const threeTabs = () =>
  sqlLabStateFixture({
    editors: [editorFixture({ id: 'a', name: 'A' }), editorFixture({ id: 'b', name: 'B' }), editorFixture({ id: 'c', name: 'C' })],
    activeEditorId: 'a',
  });

describe('editor tab reducers', () => {
  it('switches to the next and previous tab, wrapping around at both ends', () => {
    let state = threeTabs();
    const visited: (string | null)[] = [];
    for (const direction of ['previous', 'previous', 'next', 'next', 'next'] as const) {
      state = sqlLabReducer(state, queryEditorSwitched(direction));
      visited.push(state.activeEditorId);
    }
    expect(visited).toEqual(['c', 'b', 'c', 'a', 'b']);
  });

  it("clones a tab as 'Copy of {name}' with its database, schema, SQL, limit and parameters, and opens it", () => {
    const source = editorFixture({
      id: 'a',
      name: 'Revenue',
      sql: 'SELECT 42',
      queryLimit: 10,
      catalog: 'main',
      templateParams: '{"x": 1}',
      remoteId: 5,
      tabStateId: 9,
    });
    const state = sqlLabReducer(sqlLabStateFixture({ editors: [source], activeEditorId: 'a' }), queryEditorCloned('a'));
    const copy = state.editors[1];
    expect(copy).toMatchObject({
      name: 'Copy of Revenue',
      dbId: 3,
      schema: 'public',
      sql: 'SELECT 42',
      queryLimit: 10,
      catalog: 'main',
      templateParams: '{"x": 1}',
    });
    // The copy is a new tab: no saved query or server tab of its own yet.
    expect(copy).toMatchObject({ remoteId: null, tabStateId: null, latestQueryId: null });
    expect(copy?.id).not.toBe('a');
    expect(state.activeEditorId).toBe(copy?.id);
  });

  it('closes every other tab with their table panes and queries', () => {
    let state = threeTabs();
    state = sqlLabReducer(state, tableAdded({ queryEditorId: 'a', dbId: 3, schema: 'public', name: 'orders' }));
    state = sqlLabReducer(state, tableAdded({ queryEditorId: 'b', dbId: 3, schema: 'public', name: 'orders' }));
    state = { ...state, queries: { q1: ranIn('q1', 'a'), q2: ranIn('q2', 'b') } };
    state = sqlLabReducer(state, otherQueryEditorsClosed('b'));
    expect(state.editors.map((editor) => editor.id)).toEqual(['b']);
    expect(state.activeEditorId).toBe('b');
    expect(state.tableSchemas.map((table) => table.queryEditorId)).toEqual(['b']);
    expect(Object.keys(state.queries)).toEqual(['q2']);
  });
});
