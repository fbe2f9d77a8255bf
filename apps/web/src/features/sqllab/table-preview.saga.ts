import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { newClientId } from './query-editor-names';
import { executeToEnd } from './query-execution.saga';
import { selectSqlLab } from './sqllab.selectors';
import { tablePreviewStarted, type SqlLabState } from './sqllab.slice';
import type { ExecuteBody } from './sqllab.types';

/** Rows a data preview shows (the server's `SELECT *` of a table is limited the same way). */
export const DATA_PREVIEW_ROW_LIMIT = 100;

/**
 * Runs the table's `SELECT *` (as the server wrote it for the database) synchronously as its data
 * preview. The query is filed under no tab, so it never becomes the tab's latest query.
 */
export function* runTablePreview(tableId: string): SagaIterator {
  const { tableSchemas }: SqlLabState = yield select(selectSqlLab);
  const table = tableSchemas.find((entry) => entry.id === tableId);
  if (!table?.selectStar) return;
  const id = newClientId();
  const body: ExecuteBody = {
    client_id: id,
    database_id: table.dbId,
    sql: table.selectStar,
    schema: table.schema,
    catalog: table.catalog ?? null,
    runAsync: false,
    queryLimit: DATA_PREVIEW_ROW_LIMIT,
    tab: '',
    templateParams: null,
    select_as_cta: false,
    ctas_method: 'TABLE',
    tmp_table_name: '',
    json: true,
    expand_data: true,
  };
  yield put(
    tablePreviewStarted({
      tableId,
      query: {
        id,
        sqlEditorId: table.queryEditorId,
        dbId: table.dbId,
        sql: table.selectStar,
        schema: table.schema,
        tab: '',
        state: 'running',
        startDttm: Date.now(),
        endDttm: null,
        rows: null,
        resultsKey: null,
        limit: DATA_PREVIEW_ROW_LIMIT,
        limitingFactor: null,
        results: null,
        errorMessage: null,
        error: null,
        isDataPreview: true,
      },
    }),
  );
  yield call(executeToEnd, body);
}
