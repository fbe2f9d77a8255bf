import type { SqlLabState } from './sqllab.slice';
import type { QueryEditor, SqlLabQuery } from './sqllab.types';

export interface StateWithSqlLab {
  sqlLab: SqlLabState;
}

export const selectSqlLab = (state: StateWithSqlLab): SqlLabState => state.sqlLab;

export const selectActiveEditor = (state: StateWithSqlLab): QueryEditor | null =>
  state.sqlLab.editors.find((editor) => editor.id === state.sqlLab.activeEditorId) ?? null;

/** The latest query of the active tab. */
export const selectActiveQuery = (state: StateWithSqlLab): SqlLabQuery | null => {
  const queryId = selectActiveEditor(state)?.latestQueryId;
  return (queryId && state.sqlLab.queries[queryId]) || null;
};
