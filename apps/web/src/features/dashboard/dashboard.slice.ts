import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientError } from '../../api';
import type { DashboardChart, DashboardInfo, DashboardLayout, NativeFilter } from './dashboard.types';
import { defaultFilterValues } from './model/native-filters';
import { defaultActiveTabs } from './layout/layout';
import { restoreActiveTabs, restoreCrossFilters, restoreFilterValues, type PermalinkState } from './model/permalink-state';
import { chartReducers } from './state/chart.reducers';
import { idleChart, initialDashboardState } from './state/dashboard-state';
import { editingReducers } from './state/editing.reducers';
import { filterReducers } from './state/filter.reducers';
import { headerReducers } from './state/header.reducers';

export { idleChart, initialDashboardState } from './state/dashboard-state';

/** What opening a dashboard asks for (see `requested`). */
export interface DashboardRequest {
  idOrSlug: string;
  restore?: Partial<PermalinkState>;
  asGuest?: boolean;
  viewportHeight?: number;
}
export type { DashboardState } from './state/dashboard-state';

/** The open dashboard: loading it and its tabs here; charts, filters, editing and header changes in `state/`. */
export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    /**
     * `asGuest`: an embedded viewer who is not signed in and has no favourites to ask about.
     * `viewportHeight`: the window's height, when charts far below the fold should wait until scrolled near.
     */
    requested(_state, action: PayloadAction<DashboardRequest>) {
      const { idOrSlug, restore, viewportHeight } = action.payload;
      return {
        ...initialDashboardState,
        idOrSlug,
        restore: restore ?? null,
        lazyLoadingViewportHeight: viewportHeight ?? null,
        status: 'loading',
      };
    },
    /** A permalink is being opened (the saga reads `key`); its dashboard is requested once the permalink is read. */
    permalinkOpened(_state, _action: PayloadAction<{ key: string }>) {
      return { ...initialDashboardState, status: 'loading' };
    },
    loaded(
      state,
      action: PayloadAction<{ dashboard: DashboardInfo; layout: DashboardLayout; charts: DashboardChart[]; filters: NativeFilter[] }>,
    ) {
      const { dashboard, layout, charts, filters } = action.payload;
      state.status = 'loaded';
      state.dashboard = dashboard;
      state.saved = dashboard;
      state.layout = layout;
      state.savedLayout = layout;
      state.charts = Object.fromEntries(charts.map((chart) => [chart.id, chart]));
      state.chartStates = Object.fromEntries(charts.map((chart) => [chart.id, idleChart]));
      state.activeTabs = restoreActiveTabs(layout, defaultActiveTabs(layout), state.restore?.activeTabs ?? [], state.restore?.anchor);
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
    ...chartReducers,
    ...filterReducers,
    ...editingReducers,
    ...headerReducers,
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
  allChartsRequested,
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

/** The viewer asked for a permalink of what they see; `anchor` is the layout id of the component it links to (a chart's menu). */
export const permalinkShareRequested = createAction<{ anchor?: string } | undefined>('dashboard/permalinkShareRequested');

export const dashboardReducer = dashboardSlice.reducer;
