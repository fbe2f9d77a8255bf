import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientError } from '../../api';
import type { TagDetail, TaggedObject } from './tagged-entities.api';

export interface TaggedEntitiesState {
  tag: TagDetail | null;
  objects: TaggedObject[];
  loading: boolean;
  error: ClientError | null;
}

export const initialTaggedEntitiesState: TaggedEntitiesState = { tag: null, objects: [], loading: false, error: null };

const taggedEntitiesSlice = createSlice({
  name: 'taggedEntities',
  initialState: initialTaggedEntitiesState,
  reducers: {
    loadRequested(state, _action: PayloadAction<{ tagId: number }>) {
      state.loading = true;
      state.error = null;
    },
    loadSucceeded(state, action: PayloadAction<{ tag: TagDetail; objects: TaggedObject[] }>) {
      state.loading = false;
      state.tag = action.payload.tag;
      state.objects = action.payload.objects;
    },
    loadFailed(state, action: PayloadAction<{ error: ClientError }>) {
      state.loading = false;
      state.error = action.payload.error;
    },
  },
});

export const {
  loadRequested: taggedEntitiesRequested,
  loadSucceeded: taggedEntitiesLoaded,
  loadFailed: taggedEntitiesFailed,
} = taggedEntitiesSlice.actions;
export const taggedEntitiesReducer = taggedEntitiesSlice.reducer;
