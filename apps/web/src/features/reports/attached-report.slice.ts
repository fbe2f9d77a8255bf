import type { ReportListRow } from '@tessera/contracts/web';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { activeToggled, scheduleDeleted } from './report-actions.slice';
import type { ContentKind } from './report-formats';

export interface AttachedReportScope {
  kind: ContentKind;
  id: number;
  userId: number;
}

export interface AttachedReportState {
  /** Which dashboard or chart, and whose report, was asked for last. */
  scope: AttachedReportScope | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The signed-in user's report on this dashboard or chart; null when there is none. */
  report: ReportListRow | null;
}

export const initialAttachedReportState: AttachedReportState = { scope: null, status: 'idle', report: null };

const attachedReportSlice = createSlice({
  name: 'attachedReport',
  initialState: initialAttachedReportState,
  reducers: {
    requested(state, action: PayloadAction<AttachedReportScope>) {
      state.scope = action.payload;
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ report: ReportListRow | null }>) {
      state.status = 'loaded';
      state.report = action.payload.report;
    },
    failed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(activeToggled, (state, action) => {
        if (state.report?.id === action.payload.id) state.report.active = action.payload.active;
      })
      .addCase(scheduleDeleted, (state, action) => {
        if (state.report?.id === action.payload.id) state.report = null;
      });
  },
});

export const {
  requested: attachedReportRequested,
  loaded: attachedReportLoaded,
  failed: attachedReportFailed,
} = attachedReportSlice.actions;
export const attachedReportReducer = attachedReportSlice.reducer;

export const selectAttachedReport = (state: { attachedReport: AttachedReportState }) => state.attachedReport;
