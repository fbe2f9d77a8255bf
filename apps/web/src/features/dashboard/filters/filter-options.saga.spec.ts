import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import {
  dashboardLoaded,
  dashboardReducer,
  filtersApplied,
  filterValueChanged,
  initialDashboardState,
  type DashboardState,
} from '../dashboard.slice';
import { parseLayout } from '../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { configFromDraft, draftFromConfig } from '../model/filter-config';
import { fetchDatasetColumns } from './filter-config.api';
import { fetchFilterValues } from './filter-options.api';
import { cascadingFiltersSaga, loadFilterOptions } from './filter-options.saga';
import { parseNativeFilters } from '../model/native-filters';

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
const TIME_COLUMN_FILTER = {
  id: 'NATIVE_FILTER-col',
  type: 'NATIVE_FILTER',
  name: 'Time column',
  filterType: 'filter_timecolumn',
  targets: [{ datasetId: 7 }],
};

function loaded(): { dashboard: DashboardState } {
  const metadata = { native_filter_configuration: [REGION_FILTER, CITY_FILTER, TIME_COLUMN_FILTER] };
  const state = dashboardReducer(
    initialDashboardState,
    dashboardLoaded({
      dashboard: fixtureDashboard(metadata),
      layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
      charts: fixtureCharts(),
      filters: parseNativeFilters(metadata),
    }),
  );
  return { dashboard: dashboardReducer(state, filterValueChanged({ filterId: 'NATIVE_FILTER-region', value: ['north'] })) };
}

describe('filter options', () => {
  it("reload a child filter's values limited by its parent's applied value, in the child's sort order", async () => {
    const { storeState } = await expectSaga(cascadingFiltersSaga)
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(fetchFilterValues), ['Oslo', 'Bergen']]])
      .dispatch(filtersApplied())
      .call(fetchFilterValues, 7, 'city', {
        filters: [{ col: 'region', op: 'IN', val: ['north'] }],
        sortMetric: 'count',
        sortAscending: false,
      })
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

  describe("'Select first filter value by default'", () => {
    const FIRST_REGION = { ...REGION_FILTER, controlValues: { multiSelect: true, defaultToFirstItem: true } };
    const metadata = { native_filter_configuration: [FIRST_REGION, TIME_COLUMN_FILTER] };
    const filters = parseNativeFilters(metadata);
    const region = filters[0];
    if (!region) throw new Error('fixture');
    const fresh = () => ({
      dashboard: dashboardReducer(
        initialDashboardState,
        dashboardLoaded({
          dashboard: fixtureDashboard(metadata),
          layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
          charts: fixtureCharts(),
          filters,
        }),
      ),
    });

    it('reads the setting from controlValues', () => {
      expect(region.defaultToFirstItem).toBe(true);
      expect(parseNativeFilters({ native_filter_configuration: [REGION_FILTER] })[0]?.defaultToFirstItem).toBeUndefined();
    });

    it('selects and applies the first loaded option', async () => {
      const { storeState } = await expectSaga(loadFilterOptions, region)
        .withReducer(reducer, fresh())
        .provide([[matchers.call.fn(fetchFilterValues), ['east', 'north']]])
        .put(filterValueChanged({ filterId: region.id, value: ['east'] }))
        .put(filtersApplied())
        .run();
      expect(storeState.dashboard.appliedFilterValues[region.id]).toEqual(['east']);
      expect(storeState.dashboard.draftFilterValues[region.id]).toEqual(['east']);
    });

    it('keeps a value the filter already has', async () => {
      const state = fresh();
      state.dashboard = dashboardReducer(state.dashboard, filterValueChanged({ filterId: region.id, value: ['north'] }));
      state.dashboard = dashboardReducer(state.dashboard, filtersApplied());
      const { storeState } = await expectSaga(loadFilterOptions, region)
        .withReducer(reducer, state)
        .provide([[matchers.call.fn(fetchFilterValues), ['east', 'north']]])
        .not.put(filterValueChanged({ filterId: region.id, value: ['east'] }))
        .run();
      expect(storeState.dashboard.appliedFilterValues[region.id]).toEqual(['north']);
    });

    it('only selects the value when other filters hold values the viewer has not applied yet', async () => {
      const state = fresh();
      state.dashboard = dashboardReducer(state.dashboard, filterValueChanged({ filterId: 'NATIVE_FILTER-col', value: 'ds' }));
      const { storeState } = await expectSaga(loadFilterOptions, region)
        .withReducer(reducer, state)
        .provide([[matchers.call.fn(fetchFilterValues), ['east', 'north']]])
        .not.put(filtersApplied())
        .run();
      expect(storeState.dashboard.draftFilterValues[region.id]).toEqual(['east']);
      expect(storeState.dashboard.appliedFilterValues['NATIVE_FILTER-col']).toBeNull();
    });

    it('is a checkbox of the filter config form that clears the default value and is saved in controlValues', () => {
      const draft = { ...draftFromConfig(REGION_FILTER), defaultValue: ['north'], defaultToFirstItem: true };
      const item = configFromDraft(draft);
      expect(item).toMatchObject({ controlValues: { defaultToFirstItem: true }, defaultDataMask: { filterState: {} } });
      expect(draftFromConfig(item).defaultToFirstItem).toBe(true);
    });
  });
});
