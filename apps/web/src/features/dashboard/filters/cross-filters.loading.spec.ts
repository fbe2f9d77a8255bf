import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { fetchChartData } from '../chart-data.api';
import { chartLoadingSaga } from '../chart-loading.saga';
import { crossFilterChanged, crossFilterRemoved, dashboardLoaded, dashboardReducer } from '../dashboard.slice';
import { parseLayout } from '../layout/layout';
import { createChartDataFake, settle, type PendingRequest } from '../testing/chart-data.fake';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../testing/dashboard.fixtures';

jest.mock('../chart-data.api', () => ({ fetchChartData: jest.fn() }));

const NORTH = { column: 'region', label: 'north', values: ['north'], filters: [{ col: 'region', op: 'IN', val: ['north'] }] };

async function loadedDashboard(metadata: Record<string, unknown> = {}) {
  const fake = createChartDataFake();
  jest.mocked(fetchChartData).mockImplementation(fake.fetch);
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ dashboard: dashboardReducer }),
    middleware: (defaults) => defaults({ thunk: false }).concat(sagas),
  });
  sagas.run(chartLoadingSaga, 10);
  store.dispatch(
    dashboardLoaded({
      dashboard: fixtureDashboard(metadata),
      layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
      charts: fixtureCharts(),
      filters: [],
    }),
  );
  await settle();
  fake.open().forEach((request) => request.answer(1));
  await settle();
  fake.requests.length = 0;
  return { store, fake };
}

const queryFilters = (request: PendingRequest | undefined) => request?.context.queries[0]?.filters;

describe('cross-filter loading', () => {
  it('re-queries the other visible charts of the dataset with the clicked value, and again without it once removed', async () => {
    const { store, fake } = await loadedDashboard();
    store.dispatch(crossFilterChanged({ chartId: 1, crossFilter: NORTH }));
    await settle();
    expect(fake.requests.map((request) => request.sliceId)).toEqual([2, 3]);
    expect(queryFilters(fake.requests[0])).toContainEqual(expect.objectContaining({ col: 'region', op: 'IN', val: ['north'] }));
    fake.open().forEach((request) => request.answer(2));
    await settle();

    store.dispatch(crossFilterRemoved({ chartId: 1 }));
    await settle();
    expect(fake.requests.map((request) => request.sliceId)).toEqual([2, 3, 2, 3]);
    expect(queryFilters(fake.requests[2])).not.toContainEqual(expect.objectContaining({ col: 'region' }));
  });

  it('a second click (an empty selection) clears the cross-filter', async () => {
    const { store } = await loadedDashboard();
    store.dispatch(crossFilterChanged({ chartId: 1, crossFilter: NORTH }));
    store.dispatch(crossFilterChanged({ chartId: 1, crossFilter: { ...NORTH, values: [], filters: [] } }));
    expect(store.getState().dashboard.crossFilters).toEqual({});
  });

  it('queries nothing again when cross_filters_enabled is false', async () => {
    const { store, fake } = await loadedDashboard({ cross_filters_enabled: false });
    store.dispatch(crossFilterChanged({ chartId: 1, crossFilter: NORTH }));
    await settle();
    expect(fake.requests).toHaveLength(0);
  });
});
