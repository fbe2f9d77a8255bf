import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientError } from '../../api';
import type { ChartRuntime, DashboardChart, DashboardInfo, DashboardLayout, FilterOptions, FilterValue, NativeFilter } from './dashboard.types';
import type { CrossFilter } from './filters/cross-filters';
import type { FilterChanges } from './filters/filter-config';
import { defaultFilterValues, parseNativeFilters } from './filters/native-filters';
import { defaultActiveTabs } from './layout/layout';
import type { OverwriteConflict } from './editor/overwrite-check';
import { emptyHistory, redo, recordEdit, undo, undoSlotsExhausted, type LayoutHistory } from './layout/layout-history';
import { restoreActiveTabs, restoreCrossFilters, restoreFilterValues, type PermalinkState } from './permalink/permalink-state';

export interface DashboardState {
  idOrSlug: string | null;
  /** State a permalink asks the dashboard to open in. */
  restore: Partial<PermalinkState> | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ClientError | null;
  dashboard: DashboardInfo | null;
  layout: DashboardLayout;
  charts: Record<number, DashboardChart>;
  chartStates: Record<number, ChartRuntime>;
  /** Per TABS component, the selected TAB. */
  activeTabs: Record<string, string>;
  filters: NativeFilter[];
  /** Values in the filter bar, not yet applied. */
  draftFilterValues: Record<string, FilterValue>;
  /** Values the charts are filtered by. */
  appliedFilterValues: Record<string, FilterValue>;
  filterOptions: Record<string, FilterOptions>;
  /** Per emitting chart, its active cross-filter. */
  crossFilters: Record<number, CrossFilter>;
  /** The native filters config modal: open, saving, and the last save error. */
  filtersConfig: { open: boolean; saving: boolean; error: string | null };
  /** Charts known to be on screen (or off it); unknown counts as on screen. */
  chartsInView: Record<number, boolean>;
  /**
   * Charts whose description was shown or hidden from their menu ('Toggle chart description');
   * charts not listed follow `json_metadata.expanded_slices`.
   */
  expandedSlices: Record<number, boolean>;
  starred: boolean;
  editMode: boolean;
  hasUnsavedChanges: boolean;
  isSaving: boolean;
  /** The dashboard as last loaded or saved, to discard edits back to. */
  saved: DashboardInfo | null;
  /** The layout as last loaded or saved, to discard edits back to. */
  savedLayout: DashboardLayout;
  /** Layout edits that can be undone and redone. */
  layoutHistory: LayoutHistory;
  /** Every undo slot is used: older edits can no longer be undone. */
  maxUndoHistoryExceeded: boolean;
  /** An overwrite waiting for the user's confirmation: the server copy differs from what would be saved. */
  overwriteConfirmation: OverwriteConflict | null;
  /** The 'Save as' modal; `copiedId` is the new dashboard to go to once the copy is saved. */
  saveAs: { open: boolean; saving: boolean; error: string | null; copiedId: number | null };
  /** The properties modal: open, saving (view mode saves directly), and the last save error. */
  properties: { open: boolean; saving: boolean; error: string | null };
  /** The auto-refresh interval (seconds) picked for this session only; null follows the metadata's `refresh_frequency`. */
  sessionRefreshFrequency: number | null;
  /** When a chart last received fresh data (epoch ms), for the 'Last updated' label. */
  lastRefreshedAt: number | null;
}

export const initialDashboardState: DashboardState = {
  idOrSlug: null,
  restore: null,
  status: 'idle',
  error: null,
  dashboard: null,
  layout: {},
  charts: {},
  chartStates: {},
  activeTabs: {},
  filters: [],
  draftFilterValues: {},
  appliedFilterValues: {},
  filterOptions: {},
  crossFilters: {},
  filtersConfig: { open: false, saving: false, error: null },
  chartsInView: {},
  expandedSlices: {},
  starred: false,
  editMode: false,
  hasUnsavedChanges: false,
  isSaving: false,
  saved: null,
  savedLayout: {},
  layoutHistory: emptyHistory,
  maxUndoHistoryExceeded: false,
  overwriteConfirmation: null,
  saveAs: { open: false, saving: false, error: null, copiedId: null },
  properties: { open: false, saving: false, error: null },
  sessionRefreshFrequency: null,
  lastRefreshedAt: null,
};

export const idleChart: ChartRuntime = { status: 'idle', requestSeq: 0, filtersKey: null, force: false, queriesResponse: null, error: null };

interface ChartRequest {
  chartId: number;
  seq: number;
}

/** An answer for a request that is no longer the chart's latest is dropped. */
function latest(state: DashboardState, { chartId, seq }: ChartRequest): ChartRuntime | null {
  const chart = state.chartStates[chartId];
  return chart && chart.requestSeq === seq ? chart : null;
}

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    /** `asGuest`: an embedded viewer who is not signed in and has no favourites to ask about. */
    requested(_state, action: PayloadAction<{ idOrSlug: string; restore?: Partial<PermalinkState>; asGuest?: boolean }>) {
      return { ...initialDashboardState, idOrSlug: action.payload.idOrSlug, restore: action.payload.restore ?? null, status: 'loading' };
    },
    /** A permalink is being opened (the saga reads `key`); its dashboard is requested once the permalink is read. */
    permalinkOpened(_state, _action: PayloadAction<{ key: string }>) {
      return { ...initialDashboardState, status: 'loading' };
    },
    loaded(state, action: PayloadAction<{ dashboard: DashboardInfo; layout: DashboardLayout; charts: DashboardChart[]; filters: NativeFilter[] }>) {
      const { dashboard, layout, charts, filters } = action.payload;
      state.status = 'loaded';
      state.dashboard = dashboard;
      state.saved = dashboard;
      state.layout = layout;
      state.savedLayout = layout;
      state.charts = Object.fromEntries(charts.map((chart) => [chart.id, chart]));
      state.chartStates = Object.fromEntries(charts.map((chart) => [chart.id, idleChart]));
      state.activeTabs = restoreActiveTabs(layout, defaultActiveTabs(layout), state.restore?.activeTabs ?? []);
      state.filters = filters;
      state.appliedFilterValues = restoreFilterValues(filters, defaultFilterValues(filters), state.restore?.dataMask ?? {});
      state.draftFilterValues = { ...state.appliedFilterValues };
      state.crossFilters = restoreCrossFilters(
        charts.map((chart) => chart.id),
        state.restore?.dataMask ?? {},
      );
    },
    failed(state, action: PayloadAction<{ error: ClientError }>) {
      state.status = 'failed';
      state.error = action.payload.error;
    },
    left() {
      return initialDashboardState;
    },
    tabActivated(state, action: PayloadAction<{ tabsId: string; tabId: string }>) {
      state.activeTabs[action.payload.tabsId] = action.payload.tabId;
    },
    chartQueryStarted(state, action: PayloadAction<ChartRequest & { filtersKey: string }>) {
      const chart = state.chartStates[action.payload.chartId];
      if (!chart) return;
      chart.status = 'loading';
      chart.requestSeq = action.payload.seq;
      chart.filtersKey = action.payload.filtersKey;
      chart.force = false;
      chart.error = null;
    },
    chartQuerySucceeded(state, action: PayloadAction<ChartRequest & { queriesResponse: unknown[] }>) {
      const chart = latest(state, action.payload);
      if (!chart) return;
      chart.status = 'success';
      chart.queriesResponse = action.payload.queriesResponse;
    },
    chartQueryFailed(state, action: PayloadAction<ChartRequest & { error: ClientError }>) {
      const chart = latest(state, action.payload);
      if (!chart) return;
      chart.status = 'failed';
      chart.error = action.payload.error;
      chart.queriesResponse = null;
    },
    /** The request was withdrawn (its tab was left, or newer filters superseded it); it queries again when needed. */
    chartQueryCancelled(state, action: PayloadAction<ChartRequest>) {
      const chart = latest(state, action.payload);
      if (!chart || chart.status !== 'loading') return;
      chart.status = 'idle';
      chart.filtersKey = null;
    },
    chartRendered(state, action: PayloadAction<{ chartId: number }>) {
      const chart = state.chartStates[action.payload.chartId];
      if (chart?.status === 'success') chart.status = 'rendered';
    },
    chartRenderFailed(state, action: PayloadAction<{ chartId: number; error: ClientError }>) {
      const chart = state.chartStates[action.payload.chartId];
      if (!chart || (chart.status !== 'success' && chart.status !== 'rendered')) return;
      chart.status = 'failed';
      chart.error = action.payload.error;
    },
    chartInViewChanged(state, action: PayloadAction<{ chartId: number; inView: boolean }>) {
      state.chartsInView[action.payload.chartId] = action.payload.inView;
    },
    chartDescriptionExpanded(state, action: PayloadAction<{ chartId: number; expanded: boolean }>) {
      state.expandedSlices[action.payload.chartId] = action.payload.expanded;
    },
    chartRefreshRequested(state, action: PayloadAction<{ chartId: number }>) {
      const chart = state.chartStates[action.payload.chartId];
      if (!chart) return;
      chart.status = 'idle';
      chart.force = true;
      chart.filtersKey = null;
    },
    /** Every chart queries again, bypassing the cache; a timed refresh leaves out the immune charts. */
    refreshRequested(state, action: PayloadAction<{ excludedChartIds?: number[] } | undefined>) {
      const excluded = new Set(action.payload?.excludedChartIds ?? []);
      for (const [chartId, chart] of Object.entries(state.chartStates)) {
        if (excluded.has(Number(chartId))) continue;
        chart.status = 'idle';
        chart.force = true;
        chart.filtersKey = null;
      }
    },
    filterValueChanged(state, action: PayloadAction<{ filterId: string; value: FilterValue }>) {
      state.draftFilterValues[action.payload.filterId] = action.payload.value;
    },
    filtersApplied(state) {
      state.appliedFilterValues = { ...state.draftFilterValues };
    },
    filtersCleared(state) {
      const cleared = Object.fromEntries(state.filters.map((filter) => [filter.id, null]));
      state.draftFilterValues = cleared;
      state.appliedFilterValues = { ...cleared };
    },
    /** A chart's mark was clicked: its cross-filter is set, or cleared when the selection is empty. */
    crossFilterChanged(state, action: PayloadAction<{ chartId: number; crossFilter: CrossFilter }>) {
      const { chartId, crossFilter } = action.payload;
      if (crossFilter.values.length === 0 || crossFilter.filters.length === 0) delete state.crossFilters[chartId];
      else state.crossFilters[chartId] = crossFilter;
    },
    crossFilterRemoved(state, action: PayloadAction<{ chartId: number }>) {
      delete state.crossFilters[action.payload.chartId];
    },
    /**
     * A filter state stored under the address's `native_filters_key` was read: while the dashboard
     * loads it is kept to be applied with it (like a permalink's); once loaded it replaces the
     * applied filters and cross-filters at once.
     */
    filterStateRestored(state, action: PayloadAction<{ dataMask: PermalinkState['dataMask'] }>) {
      const { dataMask } = action.payload;
      if (state.status !== 'loaded') {
        state.restore = { ...state.restore, dataMask };
        return;
      }
      state.appliedFilterValues = restoreFilterValues(state.filters, state.appliedFilterValues, dataMask);
      state.draftFilterValues = { ...state.appliedFilterValues };
      state.crossFilters = restoreCrossFilters(
        Object.keys(state.charts).map(Number),
        dataMask,
      );
    },
    /** The filter bar's 'Enable cross-filtering' setting: takes effect at once; the saga stores it (not a `revert` after a failed save). */
    crossFiltersEnabledChanged(state, action: PayloadAction<{ enabled: boolean; revert?: boolean }>) {
      for (const info of [state.dashboard, state.saved]) if (info) info.metadata = { ...info.metadata, cross_filters_enabled: action.payload.enabled };
    },
    filtersConfigOpened(state) {
      state.filtersConfig = { open: true, saving: false, error: null };
    },
    filtersConfigClosed(state) {
      state.filtersConfig = { open: false, saving: false, error: null };
    },
    filtersConfigSaveRequested(state, _action: PayloadAction<FilterChanges>) {
      state.filtersConfig.saving = true;
      state.filtersConfig.error = null;
    },
    filtersConfigSaveFailed(state, action: PayloadAction<{ message: string }>) {
      state.filtersConfig.saving = false;
      state.filtersConfig.error = action.payload.message;
    },
    /**
     * The server took the filter changes: the bar shows the new configuration; filters that are new
     * or changed start from their default, the others keep their values.
     */
    filtersConfigSaved(state, action: PayloadAction<{ configuration: Record<string, unknown>[] }>) {
      const { configuration } = action.payload;
      for (const info of [state.dashboard, state.saved]) if (info) info.metadata = { ...info.metadata, native_filter_configuration: configuration };
      const before = new Map(state.filters.map((filter) => [filter.id, JSON.stringify(filter)]));
      const filters = parseNativeFilters({ native_filter_configuration: configuration });
      const defaults = defaultFilterValues(filters);
      const keep = (filter: NativeFilter, values: Record<string, FilterValue>) =>
        before.get(filter.id) === JSON.stringify(filter) ? (values[filter.id] ?? null) : (defaults[filter.id] ?? null);
      state.draftFilterValues = Object.fromEntries(filters.map((filter) => [filter.id, keep(filter, state.draftFilterValues)]));
      state.appliedFilterValues = Object.fromEntries(filters.map((filter) => [filter.id, keep(filter, state.appliedFilterValues)]));
      state.filters = filters;
      state.filtersConfig = { open: false, saving: false, error: null };
    },
    filterOptionsStarted(state, action: PayloadAction<{ filterId: string }>) {
      state.filterOptions[action.payload.filterId] = { status: 'loading', values: [], error: null };
    },
    filterOptionsLoaded(state, action: PayloadAction<{ filterId: string; values: string[] }>) {
      state.filterOptions[action.payload.filterId] = { status: 'loaded', values: action.payload.values, error: null };
    },
    filterOptionsFailed(state, action: PayloadAction<{ filterId: string; error: ClientError }>) {
      state.filterOptions[action.payload.filterId] = { status: 'failed', values: [], error: action.payload.error };
    },
    editModeChanged(state, action: PayloadAction<{ editMode: boolean }>) {
      state.editMode = action.payload.editMode;
    },
    titleChanged(state, action: PayloadAction<{ title: string }>) {
      if (!state.dashboard || state.dashboard.title === action.payload.title) return;
      state.dashboard.title = action.payload.title;
      state.hasUnsavedChanges = true;
    },
    changesDiscarded(state) {
      state.dashboard = state.saved;
      state.layout = state.savedLayout;
      state.layoutHistory = emptyHistory;
      state.maxUndoHistoryExceeded = false;
      state.hasUnsavedChanges = false;
      state.editMode = false;
    },
    saveRequested(state) {
      state.isSaving = true;
    },
    saveSucceeded(state, action: PayloadAction<{ dashboard: DashboardInfo }>) {
      state.isSaving = false;
      state.hasUnsavedChanges = false;
      state.editMode = false;
      state.dashboard = action.payload.dashboard;
      state.saved = action.payload.dashboard;
      state.savedLayout = state.layout;
      state.layoutHistory = emptyHistory;
      state.maxUndoHistoryExceeded = false;
    },
    /** An edit of the layout in edit mode (drop, resize, delete, text), recorded for undo. */
    layoutEdited(state, action: PayloadAction<{ layout: DashboardLayout }>) {
      state.layoutHistory = recordEdit(state.layoutHistory, state.layout);
      state.layout = action.payload.layout;
      state.hasUnsavedChanges = true;
      if (undoSlotsExhausted(state.layoutHistory)) state.maxUndoHistoryExceeded = true;
    },
    layoutUndone(state) {
      const step = undo(state.layoutHistory, state.layout);
      if (!step) return;
      state.layout = step.layout;
      state.layoutHistory = step.history;
      // Undoing back to an empty history clears the flag (spec part 2 §4), unless the title changed too.
      state.hasUnsavedChanges = step.history.past.length > 0 || state.dashboard?.title !== state.saved?.title;
    },
    layoutRedone(state) {
      const step = redo(state.layoutHistory, state.layout);
      if (!step) return;
      state.layout = step.layout;
      state.layoutHistory = step.history;
      state.hasUnsavedChanges = true;
    },
    overwriteConfirmationRequested(state, action: PayloadAction<OverwriteConflict>) {
      state.overwriteConfirmation = action.payload;
    },
    overwriteConfirmed(state) {
      state.overwriteConfirmation = null;
    },
    overwriteCancelled(state) {
      state.overwriteConfirmation = null;
    },
    /** Charts added to the layout from the saved-charts panel, so they render and query like the others. */
    chartsAdded(state, action: PayloadAction<{ charts: DashboardChart[] }>) {
      for (const chart of action.payload.charts) {
        if (state.charts[chart.id]) continue;
        state.charts[chart.id] = chart;
        state.chartStates[chart.id] = idleChart;
      }
    },
    saveFailed(state) {
      state.isSaving = false;
    },
    saveAsOpened(state) {
      state.saveAs = { open: true, saving: false, error: null, copiedId: null };
    },
    saveAsClosed(state) {
      state.saveAs = { open: false, saving: false, error: null, copiedId: null };
    },
    saveAsRequested(state, _action: PayloadAction<{ title: string; duplicateSlices: boolean }>) {
      state.saveAs.saving = true;
      state.saveAs.error = null;
    },
    saveAsSucceeded(state, action: PayloadAction<{ id: number }>) {
      state.saveAs = { open: false, saving: false, error: null, copiedId: action.payload.id };
    },
    saveAsFailed(state, action: PayloadAction<{ message: string }>) {
      state.saveAs.saving = false;
      state.saveAs.error = action.payload.message;
    },
    propertiesOpened(state) {
      state.properties = { open: true, saving: false, error: null };
    },
    propertiesClosed(state) {
      state.properties = { open: false, saving: false, error: null };
    },
    /** Edit mode: the properties become part of the unsaved edits. */
    propertiesApplied(state, action: PayloadAction<{ dashboard: DashboardInfo }>) {
      state.dashboard = action.payload.dashboard;
      state.hasUnsavedChanges = true;
      state.properties = { open: false, saving: false, error: null };
    },
    /** View mode: the properties are saved straight away. */
    propertiesSaveRequested(state, _action: PayloadAction<{ dashboard: DashboardInfo }>) {
      state.properties.saving = true;
      state.properties.error = null;
    },
    propertiesSaved(state, action: PayloadAction<{ dashboard: DashboardInfo }>) {
      state.dashboard = action.payload.dashboard;
      state.saved = action.payload.dashboard;
      state.properties = { open: false, saving: false, error: null };
    },
    propertiesSaveFailed(state, action: PayloadAction<{ message: string }>) {
      state.properties.saving = false;
      state.properties.error = action.payload.message;
    },
    /**
     * The auto-refresh interval picked in the header: in edit mode (`persist`) it becomes the
     * metadata's `refresh_frequency`, saved with the dashboard; otherwise it lasts the session.
     */
    refreshFrequencyChanged(state, action: PayloadAction<{ seconds: number; persist: boolean }>) {
      const { seconds, persist } = action.payload;
      if (!persist || !state.dashboard) {
        state.sessionRefreshFrequency = seconds;
        return;
      }
      state.sessionRefreshFrequency = null;
      if (Number(state.dashboard.metadata.refresh_frequency ?? 0) === seconds) return;
      state.dashboard.metadata = { ...state.dashboard.metadata, refresh_frequency: seconds };
      state.hasUnsavedChanges = true;
    },
    /** The metadata's frequency changed (properties, discard): it takes over from the session's pick. */
    sessionRefreshFrequencyCleared(state) {
      state.sessionRefreshFrequency = null;
    },
    chartDataRefreshed(state, action: PayloadAction<{ at: number }>) {
      state.lastRefreshedAt = action.payload.at;
    },
    favoriteStatusLoaded(state, action: PayloadAction<{ starred: boolean }>) {
      state.starred = action.payload.starred;
    },
    favoriteToggled(state, action: PayloadAction<{ starred: boolean }>) {
      state.starred = action.payload.starred;
    },
    favoriteToggleFailed(state, action: PayloadAction<{ starred: boolean }>) {
      state.starred = !action.payload.starred;
    },
    publishToggled(state, action: PayloadAction<{ published: boolean }>) {
      if (state.dashboard) state.dashboard.published = action.payload.published;
      if (state.saved) state.saved.published = action.payload.published;
    },
    publishToggleFailed(state, action: PayloadAction<{ published: boolean }>) {
      if (state.dashboard) state.dashboard.published = !action.payload.published;
      if (state.saved) state.saved.published = !action.payload.published;
    },
  },
});

export const {
  requested: dashboardRequested,
  permalinkOpened,
  loaded: dashboardLoaded,
  failed: dashboardFailed,
  left: dashboardLeft,
  tabActivated,
  chartQueryStarted,
  chartQuerySucceeded,
  chartQueryFailed,
  chartQueryCancelled,
  chartRendered,
  chartRenderFailed,
  chartInViewChanged,
  chartRefreshRequested,
  chartDescriptionExpanded,
  refreshRequested: dashboardRefreshRequested,
  filterValueChanged,
  filtersApplied,
  filtersCleared,
  crossFilterChanged,
  crossFilterRemoved,
  filterStateRestored,
  crossFiltersEnabledChanged,
  filtersConfigOpened,
  filtersConfigClosed,
  filtersConfigSaveRequested,
  filtersConfigSaveFailed,
  filtersConfigSaved,
  filterOptionsStarted,
  filterOptionsLoaded,
  filterOptionsFailed,
  editModeChanged,
  titleChanged,
  changesDiscarded,
  saveRequested: dashboardSaveRequested,
  saveSucceeded: dashboardSaveSucceeded,
  saveFailed: dashboardSaveFailed,
  saveAsOpened,
  saveAsClosed,
  saveAsRequested,
  saveAsSucceeded,
  saveAsFailed,
  propertiesOpened,
  propertiesClosed,
  propertiesApplied,
  propertiesSaveRequested,
  propertiesSaved,
  propertiesSaveFailed,
  layoutEdited,
  layoutUndone,
  layoutRedone,
  chartsAdded,
  overwriteConfirmationRequested,
  overwriteConfirmed,
  overwriteCancelled,
  favoriteStatusLoaded,
  favoriteToggled,
  favoriteToggleFailed,
  publishToggled,
  publishToggleFailed,
  refreshFrequencyChanged,
  sessionRefreshFrequencyCleared,
  chartDataRefreshed,
} = dashboardSlice.actions;

/** The viewer asked for a permalink of what they see. */
export const permalinkShareRequested = createAction('dashboard/permalinkShareRequested');

export const dashboardReducer = dashboardSlice.reducer;
