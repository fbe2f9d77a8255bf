import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FetchDataConfig } from '@tessera/ui';
import type { ClientError } from '../../api';
import type { ListState } from './list.types';

export const initialListState: ListState = {
  resource: '',
  rows: [],
  count: 0,
  loading: false,
  error: null,
  config: null,
  permissions: null,
  deleting: false,
};

const listSlice = createSlice({
  name: 'list',
  initialState: initialListState,
  reducers: {
    loadRequested(state, action: PayloadAction<FetchDataConfig>) {
      state.loading = true;
      state.error = null;
      state.config = action.payload;
    },
    refreshRequested(state) {
      state.loading = state.config !== null;
    },
    loadSucceeded(state, action: PayloadAction<{ rows: unknown[]; count: number }>) {
      state.loading = false;
      state.rows = action.payload.rows;
      state.count = action.payload.count;
    },
    loadFailed(state, action: PayloadAction<{ error: ClientError }>) {
      state.loading = false;
      state.error = action.payload.error;
    },
    permissionsLoaded(state, action: PayloadAction<string[]>) {
      state.permissions = action.payload;
    },
    deleteRequested(state, _action: PayloadAction<{ rows: unknown[] }>) {
      state.deleting = true;
    },
    deleteSucceeded(state) {
      state.deleting = false;
    },
    deleteFailed(state, _action: PayloadAction<{ error: ClientError }>) {
      state.deleting = false;
    },
  },
});

export const {
  loadRequested,
  refreshRequested,
  loadSucceeded,
  loadFailed,
  permissionsLoaded,
  deleteRequested,
  deleteSucceeded,
  deleteFailed,
} = listSlice.actions;
export const listReducer = listSlice.reducer;
