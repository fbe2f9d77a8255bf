import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ExamplesState {
  /** The examples are being loaded right now. */
  loading: boolean;
  /** Counts the loads seen to finish while a page watched: pages key their lists on it to fetch them again. */
  finishedLoads: number;
}

export const initialExamplesState: ExamplesState = { loading: false, finishedLoads: 0 };

export const examplesSlice = createSlice({
  name: 'examples',
  initialState: initialExamplesState,
  reducers: {
    /** A page that lists examples is shown: watch whether they are still loading. */
    watchRequested() {},
    watchStopped() {},
    statusReceived(state, action: PayloadAction<{ loading: boolean }>) {
      if (state.loading && !action.payload.loading) state.finishedLoads += 1;
      state.loading = action.payload.loading;
    },
  },
});

export const {
  watchRequested: examplesWatchRequested,
  watchStopped: examplesWatchStopped,
  statusReceived: examplesStatusReceived,
} = examplesSlice.actions;
export const examplesReducer = examplesSlice.reducer;
