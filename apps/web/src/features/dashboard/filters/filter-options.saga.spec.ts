import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dashboardLoaded, dashboardReducer, filtersApplied, filterValueChanged, initialDashboardState, type DashboardState } from '../dashboard.slice';
import { parseLayout } from '../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { fetchDatasetColumns } from './filter-config.api';
import { fetchFilterValues } from './filter-options.api';
import { cascadingFiltersSaga, loadFilterOptions } from './filter-options.saga';
import { parseNativeFilters } from './native-filters';

const reducer = combineReducers({ dashboard: dashboardReducer }) as Reducer<{ dashboard: DashboardState }>;
const CITY_FILTER = {
  ...REGION_FILTER,
  id: 'NATIVE_FILTER-city',
  name: 'City',
  targets: [{ datasetId: 7, column: { name: 'city' } }],
  cascadeParentIds: ['NATIVE_FILTER-region'],
  controlValues: { sortAscending: false },
  sortMetric: 'count',
};
const TIME_COLUMN_FILTER = { id: 'NATIVE_FILTER-col', type: 'NATIVE_FILTER', name: 'Time column', filterType: 'filter_timecolumn', targets: [{ datasetId: 7 }] };

function loaded(): { dashboard: DashboardState } {
  const metadata = { native_filter_configuration: [REGION_FILTER, CITY_FILTER, TIME_COLUMN_FILTER] };
  const state = dashboardReducer(
    initialDashboardState,
    dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]), charts: fixtureCharts(), filters: parseNativeFilters(metadata) }),
  );
  return { dashboard: dashboardReducer(state, filterValueChanged({ filterId: 'NATIVE_FILTER-region', value: ['north'] })) };
}

describe('filter options', () => {
  it("reload a child filter's values limited by its parent's applied value, in the child's sort order", async () => {
    const { storeState } = await expectSaga(cascadingFiltersSaga)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(fetchFilterValues), ['Oslo', 'Bergen']]])
      .dispatch(filtersApplied())
      .call(fetchFilterValues, 7, 'city', { filters: [{ col: 'region', op: 'IN', val: ['north'] }], sortMetric: 'count', sortAscending: false })
      .silentRun(50);
    expect(storeState.dashboard.filterOptions['NATIVE_FILTER-city']?.values).toEqual(['Oslo', 'Bergen']);
    expect(storeState.dashboard.filterOptions['NATIVE_FILTER-region']).toBeUndefined();
  });

  it("offer a time column filter the dataset's temporal columns", async () => {
    const filter = parseNativeFilters({ native_filter_configuration: [TIME_COLUMN_FILTER] })[0];
    if (!filter) throw new Error('fixture');
    const columns = [
      { name: 'ds', isTemporal: true, isNumeric: false },
      { name: 'region', isTemporal: false, isNumeric: false },
    ];
    const { storeState } = await expectSaga(loadFilterOptions, filter)
      .withReducer(reducer, loaded())
      .provide([[matchers.call(fetchDatasetColumns, 7), { name: 'orders', columns, metrics: [] }]])
      .run();
    expect(storeState.dashboard.filterOptions['NATIVE_FILTER-col']?.values).toEqual(['ds']);
  });
});
