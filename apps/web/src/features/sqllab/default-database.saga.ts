import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import { selectConfig, type ConfigState } from '../config';
import { defaultDatabaseId, readLastDatabaseId, rememberDatabaseId } from './default-database';
import { selectSqlLab } from './sqllab.selectors';
import { queryEditorChanged, type SqlLabState } from './sqllab.slice';
import type { EditorChanges } from './sqllab.state';

/** Once the databases are known, each tab still without one gets the default database. */
export function* selectDefaultDatabase(): SagaIterator {
  const { editors, databases }: SqlLabState = yield select(selectSqlLab);
  const waiting = editors.filter((editor) => editor.dbId === null);
  if (waiting.length === 0) return;
  const config: ConfigState = yield select(selectConfig);
  const dbId = defaultDatabaseId(databases.list, {
    lastId: readLastDatabaseId(window.localStorage),
    configuredId: config.conf['SQLLAB_DEFAULT_DBID'],
  });
  if (dbId === null) return;
  for (const editor of waiting) yield put(queryEditorChanged({ id: editor.id, changes: { dbId } }));
}

/** The database a tab moves to becomes the user's last database. */
export function rememberSelectedDatabase(action: PayloadAction<{ changes: EditorChanges }>): void {
  const { dbId } = action.payload.changes;
  if (typeof dbId === 'number') rememberDatabaseId(window.localStorage, dbId);
}
