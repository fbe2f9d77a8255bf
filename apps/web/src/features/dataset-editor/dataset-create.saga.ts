import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, debounce, put, select, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import {
  createDataset,
  fetchSchemas,
  fetchTableColumns,
  fetchTableDataset,
  fetchTables,
  type ExistingDataset,
  type TableColumn,
  type TablePage,
} from './dataset-editor.api';
import {
  columnsLoaded,
  databaseSelected,
  datasetCreateFailed,
  datasetCreateRequested,
  datasetCreateSucceeded,
  datasetSourceLoadFailed,
  moreTablesRequested,
  schemaSelected,
  schemasLoaded,
  selectDatasetCreate,
  TABLE_PAGE_SIZE,
  tableSearchChanged,
  tableSelected,
  tablesLoaded,
  type DatasetCreateState,
} from './dataset-create.slice';

/** Typing in the table search waits this long before asking the server. */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;

export function* loadSchemas(action: PayloadAction<{ id: number } | null>): SagaIterator {
  if (!action.payload) return;
  try {
    const schemas: string[] = yield call(fetchSchemas, action.payload.id);
    yield put(schemasLoaded({ schemas }));
  } catch (error) {
    yield put(datasetSourceLoadFailed({ message: t('There was an error loading the schemas: %s', toClientError(error).message) }));
  }
}

/** Loads the next page of tables, or the first one after the schema or the search changed. */
export function* loadTables(action: PayloadAction<unknown>): SagaIterator {
  const state: DatasetCreateState = yield select(selectDatasetCreate);
  if (!state.database || state.schema === null) return;
  const page = action.type === moreTablesRequested.type ? state.tablePage + 1 : 0;
  try {
    const result: TablePage = yield call(fetchTables, state.database.id, state.schema, state.tableSearch.trim(), page, TABLE_PAGE_SIZE);
    yield put(tablesLoaded({ tables: result.tables, count: result.count, page }));
  } catch (error) {
    yield put(datasetSourceLoadFailed({ message: t('There was an error loading the tables: %s', toClientError(error).message) }));
  }
}

export function* loadColumns(action: PayloadAction<{ table: string }>): SagaIterator {
  const state: DatasetCreateState = yield select(selectDatasetCreate);
  if (!state.database || state.schema === null) return;
  try {
    const { table } = action.payload;
    const [columns, existing]: [TableColumn[], ExistingDataset | null] = yield all([
      call(fetchTableColumns, state.database.id, state.schema, table),
      call(fetchTableDataset, state.database.id, state.schema, table),
    ]);
    yield put(columnsLoaded({ columns, existing }));
  } catch (error) {
    yield put(datasetSourceLoadFailed({ message: t('An error occurred while fetching table metadata: %s', toClientError(error).message) }));
  }
}

export function* create(action: PayloadAction<{ explore: boolean }>): SagaIterator {
  const state: DatasetCreateState = yield select(selectDatasetCreate);
  if (!state.database || state.table === null) return;
  try {
    const id: number = yield call(createDataset, { database: state.database.id, schema: state.schema, table_name: state.table });
    yield put(datasetCreateSucceeded({ id, explore: action.payload.explore }));
  } catch (error) {
    yield put(datasetCreateFailed({ message: t('An error occurred while creating datasets: %s', toClientError(error).message) }));
  }
}

export function* datasetCreateSaga(): SagaIterator {
  yield takeLatest(databaseSelected.type, loadSchemas);
  yield takeLatest([schemaSelected.type, moreTablesRequested.type], loadTables);
  yield debounce(TABLE_SEARCH_DEBOUNCE_MS, tableSearchChanged.type, loadTables);
  yield takeLatest(tableSelected.type, loadColumns);
  yield takeLatest(datasetCreateRequested.type, create);
}
