import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DatasetView } from './dataset-editor.api';
import type { DatasetDraft, EditableColumn } from './dataset-editor.types';

export interface DatasetEditorState {
  datasetId: number | null;
  /** The dataset as the server last sent it. */
  dataset: DatasetView | null;
  draft: DatasetDraft | null;
  loading: boolean;
  loadError: string | null;
  syncing: boolean;
  saving: boolean;
  /** Shown in the 'Error saving dataset' dialog. */
  saveError: string | null;
  /** The dataset reloaded after a save; the modal hands it on and closes. */
  saved: DatasetView | null;
}

export const initialDatasetEditorState: DatasetEditorState = {
  datasetId: null,
  dataset: null,
  draft: null,
  loading: false,
  loadError: null,
  syncing: false,
  saving: false,
  saveError: null,
  saved: null,
};

const datasetEditorSlice = createSlice({
  name: 'datasetEditor',
  initialState: initialDatasetEditorState,
  reducers: {
    loadRequested(_state, action: PayloadAction<{ id: number }>) {
      return { ...initialDatasetEditorState, datasetId: action.payload.id, loading: true };
    },
    loadSucceeded(state, action: PayloadAction<{ dataset: DatasetView; draft: DatasetDraft }>) {
      state.loading = false;
      state.dataset = action.payload.dataset;
      state.draft = action.payload.draft;
    },
    loadFailed(state, action: PayloadAction<{ message: string }>) {
      state.loading = false;
      state.loadError = action.payload.message;
    },
    draftChanged(state, action: PayloadAction<Partial<DatasetDraft>>) {
      if (state.draft) Object.assign(state.draft, action.payload);
    },
    syncRequested(state) {
      state.syncing = true;
    },
    syncSucceeded(state, action: PayloadAction<{ columns: EditableColumn[] }>) {
      state.syncing = false;
      if (state.draft) state.draft.columns = action.payload.columns;
    },
    syncFailed(state) {
      state.syncing = false;
    },
    saveRequested(state) {
      state.saving = true;
      state.saveError = null;
    },
    saveSucceeded(state, action: PayloadAction<{ dataset: DatasetView }>) {
      state.saving = false;
      state.saved = action.payload.dataset;
    },
    saveFailed(state, action: PayloadAction<{ message: string }>) {
      state.saving = false;
      state.saveError = action.payload.message;
    },
    saveErrorDismissed(state) {
      state.saveError = null;
    },
  },
});

export const {
  loadRequested: datasetLoadRequested,
  loadSucceeded: datasetLoadSucceeded,
  loadFailed: datasetLoadFailed,
  draftChanged: datasetDraftChanged,
  syncRequested: columnSyncRequested,
  syncSucceeded: columnSyncSucceeded,
  syncFailed: columnSyncFailed,
  saveRequested: datasetSaveRequested,
  saveSucceeded: datasetSaveSucceeded,
  saveFailed: datasetSaveFailed,
  saveErrorDismissed: datasetSaveErrorDismissed,
} = datasetEditorSlice.actions;
export const datasetEditorReducer = datasetEditorSlice.reducer;

export const selectDatasetEditor = (state: { datasetEditor: DatasetEditorState }) => state.datasetEditor;
