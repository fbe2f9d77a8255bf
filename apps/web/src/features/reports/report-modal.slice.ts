import type { ReportScheduleFields } from '@tessera/contracts/web';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientError } from '../../api';
import type { ReportFormValues, ScheduleType } from './report-form';

export interface ReportModalState {
  open: boolean;
  type: ScheduleType;
  /** The report or alert being edited; null when creating one. */
  editingId: number | null;
  /** What the form starts with; null while an edited schedule loads. */
  initial: ReportFormValues | null;
  /** Names of the dashboard, chart and database the edited schedule points at, for its selects. */
  labels: { dashboard?: string; chart?: string; database?: string };
  saving: boolean;
  saveError: ClientError | null;
}

export const initialReportModalState: ReportModalState = {
  open: false,
  type: 'Report',
  editingId: null,
  initial: null,
  labels: {},
  saving: false,
  saveError: null,
};

const reportModalSlice = createSlice({
  name: 'reportModal',
  initialState: initialReportModalState,
  reducers: {
    /** A new schedule starts from `initial`; an existing one (`id`) is loaded first. */
    opened(_state, action: PayloadAction<{ type: ScheduleType; id: number | null; initial?: ReportFormValues }>) {
      const { type, id, initial } = action.payload;
      return { ...initialReportModalState, open: true, type, editingId: id, initial: initial ?? null };
    },
    loaded(state, action: PayloadAction<{ initial: ReportFormValues; labels: ReportModalState['labels'] }>) {
      state.initial = action.payload.initial;
      state.type = action.payload.initial.type;
      state.labels = action.payload.labels;
    },
    closed() {
      return initialReportModalState;
    },
    saveRequested(state, _action: PayloadAction<ReportScheduleFields>) {
      state.saving = true;
      state.saveError = null;
    },
    saveSucceeded(_state, _action: PayloadAction<{ id: number; created: boolean }>) {
      return initialReportModalState;
    },
    saveFailed(state, action: PayloadAction<{ error: ClientError }>) {
      state.saving = false;
      state.saveError = action.payload.error;
    },
  },
});

export const {
  opened: reportModalOpened,
  loaded: reportModalLoaded,
  closed: reportModalClosed,
  saveRequested: reportSaveRequested,
  saveSucceeded: reportSaveSucceeded,
  saveFailed: reportSaveFailed,
} = reportModalSlice.actions;
export const reportModalReducer = reportModalSlice.reducer;

export interface StateWithReportModal {
  reportModal: ReportModalState;
}

export const selectReportModal = (state: StateWithReportModal) => state.reportModal;
