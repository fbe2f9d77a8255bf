import { expectSaga } from 'redux-saga-test-plan';
import { initialConfigState } from '../config';
import { defaultDatabaseId, LAST_DATABASE_KEY, readLastDatabaseId, rememberDatabaseId } from './default-database';
import { rememberSelectedDatabase, selectDefaultDatabase } from './default-database.saga';
import { asyncDb, editorFixture, examplesDb, sqlLabStateFixture } from './sqllab.fixtures';
import { queryEditorChanged } from './sqllab.slice';

describe('the database a tab without one starts on', () => {
  const databases = [asyncDb, examplesDb];

  it("is the user's last database, else the configured default, else the lowest id, each only when exposed", () => {
    expect(defaultDatabaseId(databases, { lastId: asyncDb.id, configuredId: examplesDb.id })).toBe(asyncDb.id);
    expect(defaultDatabaseId(databases, { lastId: 99, configuredId: asyncDb.id })).toBe(asyncDb.id);
    expect(defaultDatabaseId(databases, { lastId: null, configuredId: null })).toBe(examplesDb.id);
    expect(defaultDatabaseId(databases, { lastId: 99, configuredId: 98 })).toBe(examplesDb.id);
    expect(defaultDatabaseId([], { lastId: 3, configuredId: 3 })).toBeNull();
  });

  it('keeps the last database in the browser storage', () => {
    window.localStorage.removeItem(LAST_DATABASE_KEY);
    expect(readLastDatabaseId(window.localStorage)).toBeNull();
    rememberDatabaseId(window.localStorage, 4);
    expect(readLastDatabaseId(window.localStorage)).toBe(4);
    window.localStorage.setItem(LAST_DATABASE_KEY, 'nonsense');
    expect(readLastDatabaseId(window.localStorage)).toBeNull();
  });

  it('gives every tab without a database the configured default once the databases are loaded', async () => {
    window.localStorage.removeItem(LAST_DATABASE_KEY);
    const sqlLab = sqlLabStateFixture({
      editors: [editorFixture({ id: 'a', dbId: null }), editorFixture({ id: 'b', dbId: examplesDb.id })],
    });
    const config = { ...initialConfigState, loaded: true, conf: { SQLLAB_DEFAULT_DBID: asyncDb.id } };
    const { effects } = await expectSaga(selectDefaultDatabase).withState({ sqlLab, config }).run();
    const changes = (effects.put ?? []).map((effect) => effect.payload.action.payload);
    expect(changes).toEqual([expect.objectContaining({ id: 'a', changes: { dbId: asyncDb.id } })]);
  });

  it('leaves tabs alone while no database is known', async () => {
    const sqlLab = sqlLabStateFixture({ databases: { status: 'loading', list: [] }, editors: [editorFixture({ dbId: null })] });
    const { effects } = await expectSaga(selectDefaultDatabase).withState({ sqlLab, config: initialConfigState }).run();
    expect(effects.put).toBeUndefined();
  });

  it('remembers the database a tab moves to', () => {
    window.localStorage.removeItem(LAST_DATABASE_KEY);
    rememberSelectedDatabase(queryEditorChanged({ id: 'a', changes: { sql: 'SELECT 1' } }));
    expect(readLastDatabaseId(window.localStorage)).toBeNull();
    rememberSelectedDatabase(queryEditorChanged({ id: 'a', changes: { dbId: asyncDb.id } }));
    expect(readLastDatabaseId(window.localStorage)).toBe(asyncDb.id);
  });
});
