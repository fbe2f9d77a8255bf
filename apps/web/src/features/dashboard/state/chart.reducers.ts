import type { PayloadAction } from '@reduxjs/toolkit';
import type { ClientError } from '../../../api';
import type { ChartRuntime, DashboardChart } from '../dashboard.types';
import { idleChart, type DashboardState } from './dashboard-state';

interface ChartRequest {
  chartId: number;
  seq: number;
}

/** An answer for a request that is no longer the chart's latest is dropped. */
function latest(state: DashboardState, { chartId, seq }: ChartRequest): ChartRuntime | null {
  const chart = state.chartStates[chartId];
  return chart && chart.requestSeq === seq ? chart : null;
}

/** Each chart's query and drawing: started, answered, failed, withdrawn, drawn, asked to refresh. */
export const chartReducers = {
  chartQueryStarted(state: DashboardState, action: PayloadAction<ChartRequest & { filtersKey: string }>) {
    const chart = state.chartStates[action.payload.chartId];
    if (!chart) return;
    chart.status = 'loading';
    chart.requestSeq = action.payload.seq;
    chart.filtersKey = action.payload.filtersKey;
    chart.force = false;
    chart.error = null;
  },
  chartQuerySucceeded(state: DashboardState, action: PayloadAction<ChartRequest & { queriesResponse: unknown[] }>) {
    const chart = latest(state, action.payload);
    if (!chart) return;
    chart.status = 'success';
    chart.queriesResponse = action.payload.queriesResponse;
  },
  chartQueryFailed(state: DashboardState, action: PayloadAction<ChartRequest & { error: ClientError }>) {
    const chart = latest(state, action.payload);
    if (!chart) return;
    chart.status = 'failed';
    chart.error = action.payload.error;
    chart.queriesResponse = null;
  },
  /** The request was withdrawn (its tab was left, or newer filters superseded it); it queries again when needed. */
  chartQueryCancelled(state: DashboardState, action: PayloadAction<ChartRequest>) {
    const chart = latest(state, action.payload);
    if (!chart || chart.status !== 'loading') return;
    chart.status = 'idle';
    chart.filtersKey = null;
  },
  chartRendered(state: DashboardState, action: PayloadAction<{ chartId: number }>) {
    const chart = state.chartStates[action.payload.chartId];
    if (chart?.status === 'success') chart.status = 'rendered';
  },
  chartRenderFailed(state: DashboardState, action: PayloadAction<{ chartId: number; error: ClientError }>) {
    const chart = state.chartStates[action.payload.chartId];
    if (!chart || (chart.status !== 'success' && chart.status !== 'rendered')) return;
    chart.status = 'failed';
    chart.error = action.payload.error;
  },
  /** Every chart of the selected tabs loads now, however far from the screen (before a download or print of the whole dashboard). */
  allChartsRequested(state: DashboardState) {
    state.lazyLoadingViewportHeight = null;
  },
  chartInViewChanged(state: DashboardState, action: PayloadAction<{ chartId: number; inView: boolean }>) {
    state.chartsInView[action.payload.chartId] = action.payload.inView;
  },
  chartDescriptionExpanded(state: DashboardState, action: PayloadAction<{ chartId: number; expanded: boolean }>) {
    state.expandedSlices[action.payload.chartId] = action.payload.expanded;
  },
  chartRefreshRequested(state: DashboardState, action: PayloadAction<{ chartId: number }>) {
    const chart = state.chartStates[action.payload.chartId];
    if (!chart) return;
    chart.status = 'idle';
    chart.force = true;
    chart.filtersKey = null;
  },
  /** Every chart queries again, bypassing the cache; a timed refresh leaves out the immune charts. */
  refreshRequested(state: DashboardState, action: PayloadAction<{ excludedChartIds?: number[] } | undefined>) {
    const excluded = new Set(action.payload?.excludedChartIds ?? []);
    for (const [chartId, chart] of Object.entries(state.chartStates)) {
      if (excluded.has(Number(chartId))) continue;
      chart.status = 'idle';
      chart.force = true;
      chart.filtersKey = null;
    }
  },
  /** Charts added to the layout from the saved-charts panel, so they render and query like the others. */
  chartsAdded(state: DashboardState, action: PayloadAction<{ charts: DashboardChart[] }>) {
    for (const chart of action.payload.charts) {
      if (state.charts[chart.id]) continue;
      state.charts[chart.id] = chart;
      state.chartStates[chart.id] = idleChart;
    }
  },
  chartDataRefreshed(state: DashboardState, action: PayloadAction<{ at: number }>) {
    state.lastRefreshedAt = action.payload.at;
  },
};
