import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasChartPlugin, type ChartDataResponseResult, type QueryFormData } from '@tessera/viz';
import type { ClientError } from '../../api';
import type {
  ChartStatus,
  ExploreDatasource,
  ExploreLoaded,
  ExploreLoadParams,
  ExplorePermissions,
  ExploreSlice,
  SaveChartRequest,
} from './explore.types';
import { formDataForDatasource } from './datasource-swap';
import { exploreControlPanel, switchVizType } from './form-data';

/** The chart's runtime state (spec part 2 §3 'Chart runtime state'). */
export interface ChartRuntimeState {
  status: ChartStatus;
  /** The text shown instead of the chart when it failed or was stopped. */
  alert: string | null;
  error: ClientError | null;
  queriesResponse: ChartDataResponseResult[] | null;
  /** The form data the shown result was queried with; rendering uses it, not the edited controls. */
  latestQueryFormData: QueryFormData | null;
  startTime: number | null;
  endTime: number | null;
}

export interface ExploreState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  loadError: ClientError | null;
  /** The address parameters the state was loaded from. */
  loadedFrom: ExploreLoadParams | null;
  message: string | null;
  datasource: ExploreDatasource | null;
  formData: QueryFormData | null;
  /** The saved chart's form data, to tell what was altered; null for an unsaved exploration. */
  savedFormData: QueryFormData | null;
  slice: ExploreSlice | null;
  sliceName: string;
  dashboards: { id: number; dashboard_title: string }[];
  /** The saved chart's owners by full name. */
  owners: string[];
  /** Whether the user starred the saved chart; null until known. */
  starred: boolean | null;
  permissions: ExplorePermissions;
  chart: ChartRuntimeState;
  /** `openDashboardId`: the dashboard to open after 'Save & go to dashboard'. */
  save: { modalOpen: boolean; saving: boolean; error: string | null; openDashboardId: number | null };
}

export const initialChartState: ChartRuntimeState = {
  status: 'idle',
  alert: null,
  error: null,
  queriesResponse: null,
  latestQueryFormData: null,
  startTime: null,
  endTime: null,
};

export const initialExploreState: ExploreState = {
  status: 'idle',
  loadError: null,
  loadedFrom: null,
  message: null,
  datasource: null,
  formData: null,
  savedFormData: null,
  slice: null,
  sliceName: '',
  dashboards: [],
  owners: [],
  starred: null,
  permissions: { canAdd: false, canDownload: false, canOverwrite: false },
  chart: initialChartState,
  save: { modalOpen: false, saving: false, error: null, openDashboardId: null },
};

export const exploreSlice = createSlice({
  name: 'explore',
  initialState: initialExploreState,
  reducers: {
    loadRequested(state, action: PayloadAction<ExploreLoadParams>) {
      state.status = 'loading';
      state.loadError = null;
      state.loadedFrom = action.payload;
    },
    loadSucceeded(state, action: PayloadAction<ExploreLoaded & { savedFormData: QueryFormData | null }>) {
      const { datasource, formData, slice, dashboards, owners, permissions, message, savedFormData } = action.payload;
      return {
        ...initialExploreState,
        status: 'loaded',
        loadedFrom: state.loadedFrom,
        message,
        datasource,
        formData,
        savedFormData,
        slice,
        sliceName: slice?.slice_name ?? '',
        dashboards,
        owners,
        permissions,
      };
    },
    loadFailed(state, action: PayloadAction<{ error: ClientError }>) {
      state.status = 'failed';
      state.loadError = action.payload.error;
    },
    /** The form data now lives under `key`; the address follows, without reloading. */
    formDataKeyAssigned(state, action: PayloadAction<string>) {
      state.loadedFrom = { ...(state.loadedFrom ?? {}), formDataKey: action.payload };
    },
    controlChanged(state, action: PayloadAction<{ name: string; value: unknown }>) {
      if (!state.formData) return;
      const { name, value } = action.payload;
      if (value === undefined) delete state.formData[name];
      else state.formData[name] = value;
    },
    vizTypeChanged(state, action: PayloadAction<string>) {
      if (!state.formData || !state.datasource) return;
      state.formData = switchVizType(state.formData as QueryFormData, action.payload, state.datasource as ExploreDatasource);
    },
    /**
     * The dataset was edited or swapped. Form data is kept as is, like Superset: controls naming
     * columns the new dataset lacks stay, and the query reports them.
     */
    datasourceChanged(state, action: PayloadAction<ExploreDatasource>) {
      const { id, type } = action.payload;
      state.datasource = action.payload;
      if (state.formData && hasChartPlugin(state.formData.viz_type)) {
        // Columns, metrics and filters the dataset no longer has are dropped rather than queried.
        const panel = exploreControlPanel(state.formData.viz_type);
        state.formData = { ...formDataForDatasource(state.formData as QueryFormData, panel, action.payload), datasource: `${id}__${type}` };
      } else if (state.formData) state.formData.datasource = `${id}__${type}`;
      // An exploration opened from a dataset's address moves to the new dataset's address.
      if (state.loadedFrom?.datasourceId !== undefined) state.loadedFrom = { ...state.loadedFrom, datasourceId: id, datasourceType: type };
    },
    favoriteStatusLoaded(state, action: PayloadAction<boolean>) {
      state.starred = action.payload;
    },
    /** Star (true) or unstar the saved chart; the star moves once the server agrees. */
    favoriteToggleRequested(_state, _action: PayloadAction<boolean>) {},
    sliceNameChanged(state, action: PayloadAction<string>) {
      state.sliceName = action.payload;
    },
    /**
     * Runs the chart; `force` bypasses the results cache ('Force refresh'); `restored` says the form
     * data was just loaded from the address's `form_data_key`, so it is stored already.
     */
    chartUpdateRequested(_state, _action: PayloadAction<{ force?: boolean; restored?: boolean } | undefined>) {},
    chartUpdateStarted(state, action: PayloadAction<{ formData: QueryFormData; startTime: number }>) {
      state.chart = {
        ...state.chart,
        status: 'loading',
        alert: null,
        error: null,
        latestQueryFormData: action.payload.formData,
        startTime: action.payload.startTime,
        endTime: null,
      };
    },
    chartUpdateSucceeded(state, action: PayloadAction<{ result: ChartDataResponseResult[]; endTime: number }>) {
      state.chart.status = 'success';
      state.chart.queriesResponse = action.payload.result;
      state.chart.endTime = action.payload.endTime;
    },
    chartUpdateFailed(state, action: PayloadAction<{ error: ClientError; endTime: number }>) {
      state.chart.status = 'failed';
      state.chart.error = action.payload.error;
      state.chart.alert = action.payload.error.message;
      state.chart.queriesResponse = null;
      state.chart.endTime = action.payload.endTime;
    },
    chartStopRequested() {},
    chartUpdateStopped(state, action: PayloadAction<{ alert: string; endTime: number }>) {
      state.chart.status = 'stopped';
      state.chart.alert = action.payload.alert;
      state.chart.endTime = action.payload.endTime;
    },
    chartRenderSucceeded(state) {
      if (state.chart.status === 'success') state.chart.status = 'rendered';
    },
    chartRenderFailed(state, action: PayloadAction<{ message: string }>) {
      state.chart.status = 'failed';
      state.chart.alert = action.payload.message;
      state.chart.error = { message: action.payload.message, errors: [] };
    },
    /** Leaving Explore forgets the exploration, so coming back loads it afresh. */
    exploreClosed() {
      return initialExploreState;
    },
    saveModalOpened(state) {
      state.save = { modalOpen: true, saving: false, error: null, openDashboardId: null };
    },
    saveModalClosed(state) {
      state.save = { modalOpen: false, saving: false, error: null, openDashboardId: null };
    },
    saveRequested(state, _action: PayloadAction<SaveChartRequest>) {
      state.save.saving = true;
      state.save.error = null;
    },
    saveSucceeded(state, action: PayloadAction<{ openDashboardId?: number } | undefined>) {
      state.save = { modalOpen: false, saving: false, error: null, openDashboardId: action.payload?.openDashboardId ?? null };
    },
    saveFailed(state, action: PayloadAction<{ error: ClientError }>) {
      state.save.saving = false;
      state.save.error = action.payload.error.message;
    },
  },
});

/** The header's title was edited; a saved chart the user owns is renamed on the server too. */
export const titleEdited = createAction<string>('explore/titleEdited');

/** Load dataset `id` afresh (after an edit) or in place of the current one (a swap). */
export const datasourceReloadRequested = createAction<{ id: number }>('explore/datasourceReloadRequested');

export const {
  loadRequested,
  loadSucceeded,
  loadFailed,
  formDataKeyAssigned,
  controlChanged,
  vizTypeChanged,
  datasourceChanged,
  sliceNameChanged,
  favoriteStatusLoaded,
  favoriteToggleRequested,
  chartUpdateRequested,
  chartUpdateStarted,
  chartUpdateSucceeded,
  chartUpdateFailed,
  chartStopRequested,
  chartUpdateStopped,
  chartRenderSucceeded,
  chartRenderFailed,
  exploreClosed,
  saveModalOpened,
  saveModalClosed,
  saveRequested,
  saveSucceeded,
  saveFailed,
} = exploreSlice.actions;

export const exploreReducer = exploreSlice.reducer;
