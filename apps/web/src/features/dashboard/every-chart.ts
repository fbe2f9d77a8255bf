import { createSelector } from '@reduxjs/toolkit';
import { selectLazyLoadingViewportHeight, selectVisibleChartIds, type StateWithDashboard } from './dashboard.selectors';
import { allChartsRequested } from './dashboard.slice';
import type { ChartStatus } from './dashboard.types';

/** Statuses a chart keeps until something asks for it again. */
const SETTLED: ReadonlySet<ChartStatus> = new Set(['rendered', 'failed', 'stopped']);

/** Whether every chart of the selected tabs has drawn, failed or been stopped. */
export const selectEveryVisibleChartSettled = createSelector(
  [selectVisibleChartIds, (state: StateWithDashboard) => state.dashboard.chartStates],
  (chartIds, chartStates) => chartIds.every((chartId) => SETTLED.has(chartStates[chartId]?.status ?? 'idle')),
);

interface DashboardStore {
  getState(): StateWithDashboard;
  dispatch(action: ReturnType<typeof allChartsRequested>): unknown;
  subscribe(listener: () => void): () => void;
}

/** How long a download waits for the charts far below the fold before it shows what there is. */
export const EVERY_CHART_TIMEOUT_MS = 30_000;

/**
 * Before the whole dashboard is downloaded or printed: when its charts far below the fold were
 * waiting to be scrolled near, they load now, and this resolves once every chart of the selected
 * tabs has drawn or failed (or after `timeoutMs`). A dashboard that loaded everything resolves at once.
 */
export function loadEveryChart(store: DashboardStore, timeoutMs = EVERY_CHART_TIMEOUT_MS): Promise<void> {
  if (selectLazyLoadingViewportHeight(store.getState()) === null) return Promise.resolve();
  store.dispatch(allChartsRequested());
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => undefined;
    const finish = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    unsubscribe = store.subscribe(() => {
      if (selectEveryVisibleChartSettled(store.getState())) finish();
    });
    if (selectEveryVisibleChartSettled(store.getState())) finish();
  });
}
