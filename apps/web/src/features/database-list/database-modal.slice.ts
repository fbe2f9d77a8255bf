import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientError } from '../../api';
import type { AvailableEngine, DatabaseDetail, DatabasePayload } from './database-list.api';

export type ConnectionTest = { status: 'idle' | 'testing' } | { status: 'ok'; superuser: boolean } | { status: 'failed'; message: string };

export interface DatabaseModalState {
  open: boolean;
  /** The connection being edited; null when creating one. */
  editingId: number | null;
  engines: AvailableEngine[];
  /** The edited connection once loaded. */
  database: DatabaseDetail | null;
  loading: boolean;
  test: ConnectionTest;
  saving: boolean;
  saveError: ClientError | null;
}

export const initialDatabaseModalState: DatabaseModalState = {
  open: false,
  editingId: null,
  engines: [],
  database: null,
  loading: false,
  test: { status: 'idle' },
  saving: false,
  saveError: null,
};

const databaseModalSlice = createSlice({
  name: 'databaseModal',
  initialState: initialDatabaseModalState,
  reducers: {
    opened(state, action: PayloadAction<{ id: number | null }>) {
      return { ...initialDatabaseModalState, engines: state.engines, open: true, editingId: action.payload.id, loading: true };
    },
    closed() {
      return initialDatabaseModalState;
    },
    loaded(state, action: PayloadAction<{ engines: AvailableEngine[]; database: DatabaseDetail | null }>) {
      state.loading = false;
      state.engines = action.payload.engines;
      state.database = action.payload.database;
    },
    loadFailed(state) {
      state.loading = false;
    },
    testRequested(state, _action: PayloadAction<DatabasePayload>) {
      state.test = { status: 'testing' };
    },
    testSucceeded(state, action: PayloadAction<{ superuser: boolean }>) {
      state.test = { status: 'ok', superuser: action.payload.superuser };
    },
    testFailed(state, action: PayloadAction<{ message: string }>) {
      state.test = { status: 'failed', message: action.payload.message };
    },
    saveRequested(state, _action: PayloadAction<DatabasePayload>) {
      state.saving = true;
      state.saveError = null;
    },
    saveSucceeded() {
      return initialDatabaseModalState;
    },
    saveFailed(state, action: PayloadAction<{ error: ClientError }>) {
      state.saving = false;
      state.saveError = action.payload.error;
    },
  },
});

export const {
  opened: databaseModalOpened,
  closed: databaseModalClosed,
  loaded: databaseModalLoaded,
  loadFailed: databaseModalLoadFailed,
  testRequested: connectionTestRequested,
  testSucceeded: connectionTestSucceeded,
  testFailed: connectionTestFailed,
  saveRequested: databaseSaveRequested,
  saveSucceeded: databaseSaveSucceeded,
  saveFailed: databaseSaveFailed,
} = databaseModalSlice.actions;
export const databaseModalReducer = databaseModalSlice.reducer;

export const selectDatabaseModal = (state: { databaseModal: DatabaseModalState }) => state.databaseModal;
