import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { configLoaded, configReducer, initialConfigState } from '../config';
import { fetchChartData } from './chart-data.api';
import { chartLoadingSaga } from './chart-loading.saga';
import {
  chartInViewChanged,
  chartQuerySucceeded,
  chartRefreshRequested,
  dashboardLeft,
  dashboardLoaded,
  dashboardRefreshRequested,
  dashboardRequested,
  dashboardReducer,
  filtersApplied,
  filterValueChanged,
  tabActivated,
} from './dashboard.slice';
import { parseNativeFilters } from './model/native-filters';
import { parseLayout } from './layout/layout';
import { createChartDataFake, settle, type PendingRequest } from './testing/chart-data.fake';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from './testing/dashboard.fixtures';

jest.mock('./chart-data.api', () => ({ fetchChartData: jest.fn() }));

/** A dashboard opened with the loading saga running; `viewportHeight` opens it lazily, as a viewer's window of that height. */
function startDashboard(
  maxConcurrent: number,
  metadata: Record<string, unknown> = {},
  viewportHeight?: number,
  featureFlags: Record<string, boolean> = {},
) {
  const fake = createChartDataFake();
  jest.mocked(fetchChartData).mockImplementation(fake.fetch);
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ dashboard: dashboardReducer, config: configReducer }),
    middleware: (defaults) => defaults({ thunk: false }).concat(sagas),
  });
  store.dispatch(configLoaded({ ...initialConfigState, featureFlags }));
  sagas.run(chartLoadingSaga, maxConcurrent);
  const dashboard = fixtureDashboard(metadata);
  if (viewportHeight !== undefined) store.dispatch(dashboardRequested({ idOrSlug: 'sales', viewportHeight }));
  store.dispatch(
    dashboardLoaded({
      dashboard,
      layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
      charts: fixtureCharts(),
      filters: parseNativeFilters(metadata),
    }),
  );
  const status = (chartId: number) => store.getState().dashboard.chartStates[chartId]?.status;
  const value = (chartId: number) =>
    (store.getState().dashboard.chartStates[chartId]?.queriesResponse?.[0] as { data: { count: number }[] } | undefined)?.data[0]?.count;
  return { store, fake, status, value };
}

const sliceIds = (requests: PendingRequest[]) => requests.map((request) => request.sliceId);

describe('chart loading on a dashboard', () => {
  it('queries only the charts of the selected tab, in on-screen order, never more than the cap at once', async () => {
    const { fake, status } = startDashboard(2);
    await settle();
    expect(sliceIds(fake.requests)).toEqual([1, 2]);
    expect(status(3)).toBe('idle');

    fake.requests[1]?.answer(20);
    await settle();
    expect(sliceIds(fake.requests)).toEqual([1, 2, 3]);
    expect(status(2)).toBe('success');

    fake.requests[0]?.answer(10);
    fake.requests[2]?.answer(30);
    await settle();
    expect(fake.requests).toHaveLength(3);
    expect([status(1), status(2), status(3), status(4)]).toEqual(['success', 'success', 'success', 'idle']);
  });

  it('queries charts on screen before those scrolled out of view', async () => {
    const { store, fake } = startDashboard(1);
    store.dispatch(chartInViewChanged({ chartId: 2, inView: false }));
    await settle();
    fake.requests[0]?.answer(1);
    await settle();
    expect(sliceIds(fake.requests)).toEqual([1, 3]);
    fake.requests[1]?.answer(3);
    await settle();
    expect(sliceIds(fake.requests)).toEqual([1, 3, 2]);
  });

  it('cancels the requests of a tab that was left and queries the new tab; going back queries again', async () => {
    const { store, fake, status } = startDashboard(4);
    await settle();
    fake.requests[0]?.answer(1);
    fake.requests[1]?.answer(2);
    await settle();
    const northRequest = fake.requests[2] as PendingRequest;
    expect(northRequest.sliceId).toBe(3);

    store.dispatch(tabActivated({ tabsId: 'TABS-1', tabId: 'TAB-2' }));
    await settle();
    expect(northRequest.aborted).toBe(true);
    expect(status(3)).toBe('idle');
    expect(sliceIds(fake.open())).toEqual([4, 5]);

    store.dispatch(tabActivated({ tabsId: 'TABS-1', tabId: 'TAB-1' }));
    await settle();
    expect(sliceIds(fake.open())).toEqual([3]);
    expect(fake.requests.filter((request) => request.sliceId === 1)).toHaveLength(1);
  });

  it('cancels everything in flight when the dashboard is left', async () => {
    const { store, fake } = startDashboard(4);
    await settle();
    store.dispatch(dashboardLeft());
    await settle();
    expect(fake.open()).toEqual([]);
    expect(fake.requests).toHaveLength(3);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { store, fake, status, value } = startDashboard(4);
    await settle();
    const first = fake.requests[0] as PendingRequest;
    store.dispatch(chartRefreshRequested({ chartId: 1 }));
    await settle();
    const second = fake.requests.at(-1) as PendingRequest;
    expect(second.sliceId).toBe(1);
    expect(second.context.force).toBe(true);
    expect(first.aborted).toBe(true);

    second.answer(200);
    first.answer(100);
    await settle();
    expect(value(1)).toBe(200);
    expect(status(1)).toBe('success');

    // Even an answer that reaches the store late, carrying an older sequence number, is dropped.
    const stale = store.getState().dashboard.chartStates[1]?.requestSeq as number;
    store.dispatch(chartQuerySucceeded({ chartId: 1, seq: stale - 1, queriesResponse: [{ data: [{ count: 1 }] }] }));
    expect(value(1)).toBe(200);
  });

  it('stores a failed query as the chart error', async () => {
    const { fake, status, store } = startDashboard(4);
    await settle();
    fake.requests[0]?.fail('Column "x" does not exist');
    await settle();
    expect(status(1)).toBe('failed');
    expect(store.getState().dashboard.chartStates[1]?.error?.message).toBe('Column "x" does not exist');
  });

  it('applies native filters to the charts in their scope and queries those again with the filter', async () => {
    const { store, fake } = startDashboard(8, { native_filter_configuration: [REGION_FILTER] });
    await settle();
    store.dispatch(tabActivated({ tabsId: 'TABS-1', tabId: 'TAB-2' }));
    await settle();
    fake.open().forEach((request, index) => request.answer(index));
    await settle();
    const before = fake.requests.length;

    store.dispatch(filterValueChanged({ filterId: 'NATIVE_FILTER-region', value: ['north'] }));
    await settle();
    expect(fake.requests).toHaveLength(before);

    store.dispatch(filtersApplied());
    await settle();
    const refetched = fake.requests.slice(before);
    // Chart 5 queries another dataset, so the region filter does not reach it.
    expect(sliceIds(refetched)).toEqual([1, 2, 4]);
    for (const request of refetched) {
      expect(request.context.queries[0]?.filters).toContainEqual({ col: 'region', op: 'IN', val: ['north'] });
      expect(request.context.form_data.extra_form_data).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['north'] }] });
    }
  });
});

// The fixture layout places chart 1 at about 176 px from the top, chart 2 at 336 px and chart 3 (first tab) at about 700 px.
describe('charts far below the fold on a lazily loaded dashboard', () => {
  it('waits for a chart the layout places far below until the page finds it near, then queries it', async () => {
    const { store, fake, status } = startDashboard(8, {}, 300);
    await settle();
    expect(sliceIds(fake.requests)).toEqual([1, 2]);
    expect(status(3)).toBe('idle');

    store.dispatch(chartInViewChanged({ chartId: 3, inView: true }));
    await settle();
    expect(sliceIds(fake.requests)).toEqual([1, 2, 3]);
  });

  it('loads every chart when the server turns DASHBOARD_VIRTUALIZATION off, also once the settings arrive after the dashboard', async () => {
    const off = startDashboard(8, {}, 300, { DASHBOARD_VIRTUALIZATION: false });
    await settle();
    expect(sliceIds(off.fake.requests)).toEqual([1, 2, 3]);

    const late = startDashboard(8, {}, 300);
    await settle();
    expect(sliceIds(late.fake.requests)).toEqual([1, 2]);
    late.store.dispatch(configLoaded({ ...initialConfigState, featureFlags: { DASHBOARD_VIRTUALIZATION: false } }));
    await settle();
    expect(sliceIds(late.fake.requests)).toEqual([1, 2, 3]);
  });

  it('lets a query already running finish when its chart scrolls far away', async () => {
    const { store, fake, status } = startDashboard(8, {}, 1000);
    await settle();
    expect(sliceIds(fake.requests)).toEqual([1, 2, 3]);

    store.dispatch(chartInViewChanged({ chartId: 3, inView: false }));
    await settle();
    expect(fake.requests[2]?.aborted).toBe(false);
    fake.requests[2]?.answer(3);
    await settle();
    expect(status(3)).toBe('success');
  });

  it('refreshes only the charts near the screen; a far one refreshes when scrolled near', async () => {
    const { store, fake } = startDashboard(8, {}, 1000);
    await settle();
    fake.open().forEach((request, index) => request.answer(index));
    store.dispatch(chartInViewChanged({ chartId: 3, inView: false }));
    await settle();
    const before = fake.requests.length;

    store.dispatch(dashboardRefreshRequested());
    await settle();
    expect(sliceIds(fake.requests.slice(before))).toEqual([1, 2]);

    store.dispatch(chartInViewChanged({ chartId: 3, inView: true }));
    await settle();
    expect(sliceIds(fake.requests.slice(before))).toEqual([1, 2, 3]);
    expect(fake.requests.at(-1)?.context.force).toBe(true);
  });
});
