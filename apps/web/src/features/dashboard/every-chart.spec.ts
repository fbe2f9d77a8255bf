import { configureStore } from '@reduxjs/toolkit';
import { loadEveryChart } from './every-chart';
import {
  chartQueryFailed,
  chartQueryStarted,
  chartQuerySucceeded,
  chartRendered,
  dashboardLoaded,
  dashboardReducer,
  dashboardRequested,
} from './dashboard.slice';
import { parseLayout } from './layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from './testing/dashboard.fixtures';

function openDashboard(request: { viewportHeight?: number }) {
  const store = configureStore({ reducer: { dashboard: dashboardReducer } });
  store.dispatch(dashboardRequested({ idOrSlug: 'sales', ...request }));
  store.dispatch(
    dashboardLoaded({
      dashboard: fixtureDashboard({}),
      layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
      charts: fixtureCharts(),
      filters: [],
    }),
  );
  return store;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading every chart before a download', () => {
  it('loads the charts a lazy dashboard held back and waits until each chart of the selected tabs drew or failed', async () => {
    const store = openDashboard({ viewportHeight: 300 });
    let done = false;
    void loadEveryChart(store).then(() => (done = true));
    expect(store.getState().dashboard.lazyLoadingViewportHeight).toBeNull();

    for (const chartId of [1, 2]) {
      store.dispatch(chartQueryStarted({ chartId, seq: chartId, filtersKey: '{}' }));
      store.dispatch(chartQuerySucceeded({ chartId, seq: chartId, queriesResponse: [] }));
      store.dispatch(chartRendered({ chartId }));
    }
    await flush();
    expect(done).toBe(false);

    // Chart 3 is the last of the selected tab; charts 4 and 5 are on the other tab and not waited for.
    store.dispatch(chartQueryStarted({ chartId: 3, seq: 3, filtersKey: '{}' }));
    store.dispatch(chartQueryFailed({ chartId: 3, seq: 3, error: { message: 'boom', errors: [] } }));
    await flush();
    expect(done).toBe(true);
  });

  it('does not wait on a dashboard that loaded every chart', async () => {
    const store = openDashboard({});
    await expect(loadEveryChart(store)).resolves.toBeUndefined();
  });

  it('gives up waiting after the time allowed, so the download shows what there is', async () => {
    const store = openDashboard({ viewportHeight: 300 });
    await expect(loadEveryChart(store, 10)).resolves.toBeUndefined();
  });
});
