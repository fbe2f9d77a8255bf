import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../api';
import { addToast } from '../../toasts';
import {
  dashboardLoaded,
  dashboardReducer,
  filtersApplied,
  filtersConfigOpened,
  filtersConfigSaveRequested,
  filterValueChanged,
  initialDashboardState,
  type DashboardState,
} from '../dashboard.slice';
import { parseLayout } from '../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { saveNativeFilters } from './filter-config.api';
import { fetchFilterValues } from './filter-options.api';
import { saveFiltersConfig } from './filters-config.saga';
import { parseNativeFilters } from '../model/native-filters';

const reducer = combineReducers({ dashboard: dashboardReducer }) as Reducer<{ dashboard: DashboardState }>;
const CITY_FILTER = { ...REGION_FILTER, id: 'NATIVE_FILTER-city', name: 'City', targets: [{ datasetId: 7, column: { name: 'city' } }] };
const PERIOD_FILTER = {
  id: 'NATIVE_FILTER-period',
  type: 'NATIVE_FILTER',
  name: 'Period',
  filterType: 'filter_time',
  targets: [{}],
  defaultDataMask: { filterState: { value: 'Last week' } },
};

function openModal(): { dashboard: DashboardState } {
  const metadata = { native_filter_configuration: [REGION_FILTER, CITY_FILTER] };
  let state = dashboardReducer(
    initialDashboardState,
    dashboardLoaded({
      dashboard: fixtureDashboard(metadata),
      layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
      charts: fixtureCharts(),
      filters: parseNativeFilters(metadata),
    }),
  );
  state = dashboardReducer(state, filterValueChanged({ filterId: 'NATIVE_FILTER-region', value: ['north'] }));
  state = dashboardReducer(state, filterValueChanged({ filterId: 'NATIVE_FILTER-city', value: ['Oslo'] }));
  state = dashboardReducer(state, filtersApplied());
  return { dashboard: dashboardReducer(state, filtersConfigOpened()) };
}

describe('saveFiltersConfig', () => {
  const renamedCity = { ...CITY_FILTER, name: 'Town', targets: [{ datasetId: 7, column: { name: 'town' } }] };
  const changes = { modified: [renamedCity, PERIOD_FILTER], deleted: [], reordered: [] };

  it('puts the changes, then shows the stored filters: new and changed ones start from their defaults, the others keep their values', async () => {
    const stored = [REGION_FILTER, renamedCity, PERIOD_FILTER];
    const { storeState } = await expectSaga(saveFiltersConfig, filtersConfigSaveRequested(changes))
      .withReducer(reducer, openModal())
      .provide([
        [matchers.call(saveNativeFilters, 10, changes), stored],
        [matchers.call.fn(fetchFilterValues), ['a', 'b']],
      ])
      .call(saveNativeFilters, 10, changes)
      .call(fetchFilterValues, 7, 'town', { filters: [], sortMetric: null, sortAscending: null })
      .run();
    const { dashboard } = storeState;
    expect(dashboard.filters.map((filter: { name: string }) => filter.name)).toEqual(['Region', 'Town', 'Period']);
    expect(dashboard.appliedFilterValues).toEqual({
      'NATIVE_FILTER-region': ['north'],
      'NATIVE_FILTER-city': null,
      'NATIVE_FILTER-period': 'Last week',
    });
    expect(dashboard.dashboard?.metadata.native_filter_configuration).toEqual(stored);
    expect(dashboard.filtersConfig).toEqual({ open: false, saving: false, error: null });
    expect(dashboard.filterOptions['NATIVE_FILTER-city']?.values).toEqual(['a', 'b']);
  });

  it('keeps the modal open with the error when the server refuses', async () => {
    const invalid = new ApiError({ message: 'json_metadata: native_filter_configuration[1].name is required', status: 400, errors: [] });
    const { storeState } = await expectSaga(saveFiltersConfig, filtersConfigSaveRequested(changes))
      .withReducer(reducer, openModal())
      .provide([[matchers.call.fn(saveNativeFilters), throwError(invalid)]])
      .put.like({ action: { type: addToast.type, payload: { type: 'danger', text: invalid.message } } })
      .run();
    expect(storeState.dashboard.filtersConfig).toEqual({ open: true, saving: false, error: invalid.message });
    expect(storeState.dashboard.filters.map((filter: { name: string }) => filter.name)).toEqual(['Region', 'City']);
  });
});
