import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The schedule whose log is shown: its name heads the page. */
export interface LogScheduleState {
  name: string | null;
  missing: boolean;
}

const logScheduleSlice = createSlice({
  name: 'logSchedule',
  initialState: { name: null, missing: false } as LogScheduleState,
  reducers: {
    loaded(_state, action: PayloadAction<{ name: string }>) {
      return { name: action.payload.name, missing: false };
    },
    failed() {
      return { name: null, missing: true };
    },
  },
});

export const { loaded: logScheduleLoaded, failed: logScheduleFailed } = logScheduleSlice.actions;
export const logScheduleReducer = logScheduleSlice.reducer;
export const selectLogSchedule = (state: { logSchedule: LogScheduleState }) => state.logSchedule;
