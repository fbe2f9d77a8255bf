import { createSelector } from '@reduxjs/toolkit';
import type { ExtraFormData } from '@tessera/viz';
import { selectCurrentUser, selectHasPermission, selectIsAdmin, type StateWithSession } from '../auth';
import type { StateWithConfig } from '../config';
import type { ChartRuntime, DashboardChart } from './dashboard.types';
import type { DashboardState } from './dashboard.slice';
import { idleChart } from './dashboard.slice';
import { crossFilterExtraFormData } from './model/cross-filters';
import { chartExtraFormData, extraFormDataKey } from './model/native-filters';
import { isChartNear } from './layout/chart-nearness';
import { chartAncestors, visibleChartIds } from './layout/layout';
import { estimatedChartTops } from './layout/layout-offsets';
import { toPermalinkState, type DataMaskEntry } from './model/permalink-state';

export interface StateWithDashboard {
  dashboard: DashboardState;
}

/** A chart query the loading saga should run. */
export interface ChartJob {
  chartId: number;
  extraFormData: ExtraFormData;
  filtersKey: string;
  force: boolean;
}

export const selectDashboardState = (state: StateWithDashboard): DashboardState => state.dashboard;
export const selectDashboard = (state: StateWithDashboard) => state.dashboard.dashboard;
export const selectLayout = (state: StateWithDashboard) => state.dashboard.layout;
export const selectActiveTabs = (state: StateWithDashboard) => state.dashboard.activeTabs;
export const selectNativeFilters = (state: StateWithDashboard) => state.dashboard.filters;
export const selectStarred = (state: StateWithDashboard) => state.dashboard.starred;
export const selectCrossFilters = (state: StateWithDashboard) => state.dashboard.crossFilters;
const selectMetadata = (state: StateWithDashboard) => state.dashboard.dashboard?.metadata;

/** Edit rights (spec part 2 §6): can_write on Dashboard, and admin or owner. */
export const selectCanEditDashboard = (state: StateWithDashboard & StateWithSession): boolean => {
  const dashboard = state.dashboard.dashboard;
  const user = selectCurrentUser(state);
  if (!dashboard || !selectHasPermission('can_write', 'Dashboard')(state)) return false;
  return selectIsAdmin(state) || dashboard.owners.some((owner) => owner.id === user?.id);
};

export const selectChart =
  (chartId: number) =>
  (state: StateWithDashboard): DashboardChart | undefined =>
    state.dashboard.charts[chartId];

export const selectChartRuntime =
  (chartId: number) =>
  (state: StateWithDashboard): ChartRuntime =>
    state.dashboard.chartStates[chartId] ?? idleChart;

const selectAncestors = createSelector([selectLayout], (layout) => chartAncestors(layout));

/** Charts in the selected tabs, in on-screen order. */
export const selectVisibleChartIds = createSelector([selectLayout, selectActiveTabs], (layout, activeTabs) =>
  visibleChartIds(layout, activeTabs),
);

/** Filters as each chart's `extra_form_data`: the applied native filter values, then the other charts' cross-filters. */
export const selectChartExtraFormData = createSelector(
  [
    (state: StateWithDashboard) => state.dashboard.charts,
    selectNativeFilters,
    (state: StateWithDashboard) => state.dashboard.appliedFilterValues,
    selectAncestors,
    selectCrossFilters,
    selectMetadata,
  ],
  (charts, filters, applied, ancestors, crossFilters, metadata) =>
    Object.fromEntries(
      Object.values(charts).map((chart) => {
        const native = chartExtraFormData(filters, applied, chart, ancestors.get(chart.id));
        const cross = crossFilterExtraFormData(crossFilters, metadata ?? {}, charts, chart.id);
        return [chart.id, cross.filters ? { ...native, filters: [...(native.filters ?? []), ...cross.filters] } : native];
      }),
    ) as Record<number, ExtraFormData>,
);

/** Superset's feature flag for charts far below the fold waiting until scrolled near: on unless the server turns it off. */
export const DASHBOARD_VIRTUALIZATION_FLAG = 'DASHBOARD_VIRTUALIZATION';

/** The window height the dashboard loads lazily for, or null when every chart loads at once. */
export const selectLazyLoadingViewportHeight = (state: StateWithDashboard & Partial<StateWithConfig>): number | null =>
  state.config?.featureFlags[DASHBOARD_VIRTUALIZATION_FLAG] === false ? null : state.dashboard.lazyLoadingViewportHeight;

/** Where each chart of the selected tabs should start on the page, from the layout (before the page has measured it). */
const selectEstimatedChartTops = createSelector([selectLayout, selectActiveTabs], (layout, activeTabs) =>
  estimatedChartTops(layout, activeTabs),
);

/**
 * The charts of the selected tabs whose current answer is missing or was asked with other
 * filters: what the loading saga queries (a loading chart stays in the list while its request is
 * still the right one). Charts on or near the screen come first, each group in layout order. When
 * the dashboard loads lazily, charts far from the screen are left out until scrolled near, except
 * one whose query is already running for its current filters (cancelling it would waste it).
 */
export const selectChartJobs = createSelector(
  [
    selectVisibleChartIds,
    (state: StateWithDashboard) => state.dashboard.chartStates,
    selectChartExtraFormData,
    (state: StateWithDashboard) => state.dashboard.chartsInView,
    selectEstimatedChartTops,
    selectLazyLoadingViewportHeight,
  ],
  (visible, chartStates, extras, inView, estimatedTops, viewportHeight): ChartJob[] => {
    const near = (chartId: number) =>
      viewportHeight === null ? inView[chartId] !== false : isChartNear(chartId, inView, estimatedTops, viewportHeight);
    const job = (chartId: number): ChartJob | null => {
      const runtime = chartStates[chartId];
      const extraFormData = extras[chartId];
      if (!runtime || !extraFormData) return null;
      const filtersKey = extraFormDataKey(extraFormData);
      const needed = runtime.status === 'idle' || runtime.status === 'loading' || runtime.filtersKey !== filtersKey;
      return needed ? { chartId, extraFormData, filtersKey, force: runtime.force } : null;
    };
    const isJob = (candidate: ChartJob | null): candidate is ChartJob => candidate !== null;
    const nearJobs = visible.filter(near).map(job).filter(isJob);
    const farJobs = visible
      .filter((chartId) => !near(chartId))
      .map(job)
      .filter(isJob)
      .filter(
        (candidate) =>
          viewportHeight === null ||
          (chartStates[candidate.chartId]?.status === 'loading' && chartStates[candidate.chartId]?.filtersKey === candidate.filtersKey),
      );
    return [...nearJobs, ...farJobs];
  },
);

function refreshSeconds(value: unknown): number {
  const seconds = Number(value ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** The metadata's `refresh_frequency` in seconds (0, the default, is off). */
export const selectMetadataRefreshFrequency = (state: StateWithDashboard): number =>
  refreshSeconds(state.dashboard.dashboard?.metadata.refresh_frequency);

/** Seconds between timed refreshes: the session's pick from the header, else the metadata's frequency. */
export const selectRefreshFrequency = (state: StateWithDashboard): number =>
  state.dashboard.sessionRefreshFrequency ?? selectMetadataRefreshFrequency(state);

/**
 * Charts showing their description under the title: `json_metadata.expanded_slices` (`{chartId: true}`)
 * with the viewer's 'Toggle chart description' choices on top.
 */
export const selectExpandedSlices = createSelector(
  [selectMetadata, (state: StateWithDashboard) => state.dashboard.expandedSlices],
  (metadata, toggled): Record<number, boolean> => {
    const saved = metadata?.['expanded_slices'];
    const expanded: Record<number, boolean> = {};
    if (typeof saved === 'object' && saved !== null && !Array.isArray(saved)) {
      for (const [chartId, value] of Object.entries(saved))
        if (value === true && Number.isInteger(Number(chartId))) expanded[Number(chartId)] = true;
    }
    for (const [chartId, value] of Object.entries(toggled)) {
      if (value) expanded[Number(chartId)] = true;
      else delete expanded[Number(chartId)];
    }
    return expanded;
  },
);

/** The dashboard as a save writes it: the viewer's chart description toggles become its `expanded_slices`. */
export const selectDashboardToSave = createSelector(
  [selectDashboard, (state: StateWithDashboard) => state.dashboard.expandedSlices, selectExpandedSlices],
  (dashboard, toggled, expanded) => {
    if (!dashboard || Object.keys(toggled).length === 0) return dashboard;
    const expandedSlices = Object.fromEntries(Object.keys(expanded).map((chartId) => [chartId, true]));
    return { ...dashboard, metadata: { ...dashboard.metadata, expanded_slices: expandedSlices } };
  },
);

/** One entry of the dashboard's data mask in Superset's shape (`ownState` is always empty here). */
export type DataMask = Record<string, DataMaskEntry & { ownState: Record<string, unknown> }>;

/**
 * The dashboard's current data mask as Superset shapes it: each native filter's applied value
 * keyed by its id, each chart's cross-filter keyed by the chart id.
 */
export const selectDataMask = createSelector(
  [selectNativeFilters, (state: StateWithDashboard) => state.dashboard.appliedFilterValues, selectCrossFilters],
  (filters, applied, crossFilters): DataMask =>
    Object.fromEntries(
      Object.entries(toPermalinkState(filters, applied, {}, crossFilters).dataMask).map(([id, entry]) => [id, { ...entry, ownState: {} }]),
    ),
);

/**
 * Some fields of the dashboard state, for a component to select with `shallowEqual`: it then
 * re-renders when one of them changes, not on every chart answer.
 */
export function pickDashboardState<K extends keyof DashboardState>(state: StateWithDashboard, ...keys: K[]): Pick<DashboardState, K> {
  const picked = {} as Pick<DashboardState, K>;
  for (const key of keys) picked[key] = state.dashboard[key];
  return picked;
}
