import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { chartQueryStarted, chartQuerySucceeded, dashboardLoaded, dashboardReducer, propertiesSaved } from './dashboard.slice';
import { parseLayout } from './layout/layout';
import { periodicRefresh, periodicRefreshFollowingProperties } from './refresh.saga';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from './testing/dashboard.fixtures';

function loadedStore(metadata: Record<string, unknown>, saga: () => Generator = periodicRefresh) {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: combineReducers({ dashboard: dashboardReducer }), middleware: (defaults) => defaults({ thunk: false }).concat(sagas) });
  store.dispatch(dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout: parseLayout(POSITION_JSON, []), charts: fixtureCharts(), filters: [] }));
  for (const chartId of [1, 2]) {
    store.dispatch(chartQueryStarted({ chartId, seq: chartId, filtersKey: '{}' }));
    store.dispatch(chartQuerySucceeded({ chartId, seq: chartId, queriesResponse: [] }));
  }
  const task = sagas.run(saga);
  return { store, task, chart: (id: number) => store.getState().dashboard.chartStates[id] };
}

describe('periodicRefresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('forces a new query of every chart but the immune ones each refresh_frequency seconds', async () => {
    const { task, chart } = loadedStore({ refresh_frequency: 10, timed_refresh_immune_slices: [2] });
    await jest.advanceTimersByTimeAsync(9_999);
    expect(chart(1)?.status).toBe('success');
    await jest.advanceTimersByTimeAsync(1);
    expect(chart(1)).toMatchObject({ status: 'idle', force: true });
    expect(chart(2)?.status).toBe('success');
    expect(task.isRunning()).toBe(true);
    task.cancel();
  });

  it('does nothing when the refresh frequency is 0', async () => {
    const { task, chart } = loadedStore({ refresh_frequency: 0 });
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(chart(1)?.status).toBe('success');
    expect(task.isRunning()).toBe(false);
  });

  it('follows a refresh frequency changed in the properties', async () => {
    const { store, task, chart } = loadedStore({ refresh_frequency: 0 }, periodicRefreshFollowingProperties);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(chart(1)?.status).toBe('success');
    store.dispatch(propertiesSaved({ dashboard: fixtureDashboard({ refresh_frequency: 10 }) }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(chart(1)).toMatchObject({ status: 'idle', force: true });
    task.cancel();
  });
});
