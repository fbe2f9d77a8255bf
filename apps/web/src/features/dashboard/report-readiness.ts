import { createSelector } from '@reduxjs/toolkit';
import { selectVisibleChartIds, type StateWithDashboard } from './dashboard.selectors';

/** Whether every shown chart reached a final state, and the names of those that ended without a drawing. */
export interface ReportReadiness {
  ready: boolean;
  failed: string[];
}

const selectCharts = (state: StateWithDashboard) => state.dashboard.charts;
const selectChartStates = (state: StateWithDashboard) => state.dashboard.chartStates;
const selectLoaded = (state: StateWithDashboard) => state.dashboard.status === 'loaded';

/**
 * The signal a report screenshot waits for (`data-report-ready` on the dashboard): every chart of the
 * selected tabs is drawn (an empty result draws its own message) or ended in an error, a stopped
 * query or a missing definition — those are named, so the report can say which chart failed.
 * Data that arrived but is not drawn yet (`success`) is not final: a screenshot then would be blank.
 */
export const selectReportReadiness = createSelector(
  [selectLoaded, selectVisibleChartIds, selectCharts, selectChartStates],
  (loaded, ids, charts, states): ReportReadiness => {
    const failed: string[] = [];
    let ready = loaded;
    for (const id of ids) {
      const chart = charts[id];
      const status = states[id]?.status ?? 'idle';
      if (!chart) failed.push(`Chart ${id}`);
      else if (status === 'failed' || status === 'stopped') failed.push(chart.sliceName || `Chart ${id}`);
      else if (status !== 'rendered') ready = false;
    }
    return { ready, failed };
  },
);
