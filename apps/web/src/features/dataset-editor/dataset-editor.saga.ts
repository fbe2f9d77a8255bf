import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t, tn } from '../../i18n';
import { addToast } from '../toasts';
import { fetchDataset, fetchExternalColumns, updateDataset, type DatasetView, type ExternalColumn } from './dataset-editor.api';
import type { DatasetDraft } from './dataset-editor.types';
import { toDraft, toUpdatePayload } from './dataset-draft';
import {
  columnSyncFailed,
  columnSyncRequested,
  columnSyncSucceeded,
  datasetLoadFailed,
  datasetLoadRequested,
  datasetLoadSucceeded,
  datasetSaveFailed,
  datasetSaveRequested,
  datasetSaveSucceeded,
  selectDatasetEditor,
  type DatasetEditorState,
} from './dataset-editor.slice';
import { syncColumns, type ColumnChanges } from './sync-columns';

export function* loadDataset(action: PayloadAction<{ id: number }>): SagaIterator {
  try {
    const dataset: DatasetView = yield call(fetchDataset, action.payload.id);
    yield put(datasetLoadSucceeded({ dataset, draft: toDraft(dataset) }));
  } catch (error) {
    const { message } = toClientError(error);
    yield put(datasetLoadFailed({ message }));
    yield put(addToast({ type: 'danger', text: t('An error occurred while fetching %s info: %s', t('dataset'), message) }));
  }
}

/** The source as the draft defines it (its SQL may be unsaved). */
function draftSource(dataset: DatasetView, draft: DatasetDraft) {
  return { ...dataset, table_name: draft.table_name, sql: draft.sql, normalize_columns: draft.normalize_columns };
}

function* reportChanges(changes: ColumnChanges): SagaIterator {
  const { modified, removed, added } = changes;
  if (modified.length)
    yield put(
      addToast({
        type: 'success',
        text: tn(
          'Modified 1 column in the virtual dataset',
          'Modified %s columns in the virtual dataset',
          modified.length,
          modified.length,
        ),
      }),
    );
  if (removed.length)
    yield put(
      addToast({
        type: 'success',
        text: tn(
          'Removed 1 column from the virtual dataset',
          'Removed %s columns from the virtual dataset',
          removed.length,
          removed.length,
        ),
      }),
    );
  if (added.length)
    yield put(
      addToast({
        type: 'success',
        text: tn('Added 1 new column to the virtual dataset', 'Added %s new columns to the virtual dataset', added.length, added.length),
      }),
    );
}

/** 'Sync columns from source': merges the source's columns into the draft. */
export function* syncDraftColumns(): SagaIterator {
  const { dataset, draft }: DatasetEditorState = yield select(selectDatasetEditor);
  if (!dataset || !draft) return;
  try {
    const source: ExternalColumn[] = yield call(fetchExternalColumns, draftSource(dataset, draft));
    const changes = syncColumns(draft.columns, source);
    yield put(columnSyncSucceeded({ columns: changes.columns }));
    yield call(reportChanges, changes);
    yield put(addToast({ type: 'success', text: t('Metadata has been synced') }));
  } catch {
    yield put(columnSyncFailed());
    yield put(addToast({ type: 'danger', text: t('An error has occurred while syncing virtual dataset columns') }));
  }
}

/**
 * Superset's dataset save: PUT the draft; if the SQL changed, sync the columns with what the new SQL
 * returns and save again; then reload the dataset so the caller sees what the server stored.
 */
export function* saveDataset(): SagaIterator {
  const { dataset, draft }: DatasetEditorState = yield select(selectDatasetEditor);
  if (!dataset || !draft) return;
  try {
    yield call(updateDataset, dataset.id, toUpdatePayload(dataset, draft));
    if (draft.sql !== null && draft.sql !== dataset.sql) {
      try {
        const source: ExternalColumn[] = yield call(fetchExternalColumns, draftSource(dataset, draft));
        const changes = syncColumns(draft.columns, source);
        yield call(reportChanges, changes);
        yield call(updateDataset, dataset.id, toUpdatePayload(dataset, draft, changes.columns));
      } catch {
        yield put(addToast({ type: 'danger', text: t('An error has occurred while syncing virtual dataset columns') }));
      }
    }
    const saved: DatasetView = yield call(fetchDataset, dataset.id);
    yield put(datasetSaveSucceeded({ dataset: saved }));
    yield put(addToast({ type: 'success', text: t('The dataset has been saved') }));
  } catch (error) {
    yield put(datasetSaveFailed({ message: toClientError(error).message }));
  }
}

export function* datasetEditorSaga(): SagaIterator {
  yield takeLatest(datasetLoadRequested.type, loadDataset);
  yield takeLatest(columnSyncRequested.type, syncDraftColumns);
  yield takeLatest(datasetSaveRequested.type, saveDataset);
}
