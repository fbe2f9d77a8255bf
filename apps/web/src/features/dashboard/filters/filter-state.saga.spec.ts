import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { apiClient, ApiError } from '../../../api';
import { fetchDashboard, fetchDashboardCharts, fetchFavoriteStatus } from '../dashboard.api';
import { loadDashboard } from '../dashboard.saga';
import { selectChartJobs } from '../dashboard.selectors';
import {
  crossFilterChanged,
  dashboardLoaded,
  dashboardReducer,
  dashboardRequested,
  filtersApplied,
  filterStateRestored,
  filterValueChanged,
  initialDashboardState,
  type DashboardState,
} from '../dashboard.slice';
import { parseLayout } from '../layout/layout';
import { toPermalinkState } from '../model/permalink-state';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { createFilterState, fetchFilterState, updateFilterState, type DataMask } from './filter-state.api';
import { currentDataMask, filterStateSaga, rememberRestoredKey, storeFilterState, type FilterStateMemory } from './filter-state.saga';
import { fetchFilterValues } from './filter-options.api';
import { parseNativeFilters } from '../model/native-filters';

const reducer = combineReducers({ dashboard: dashboardReducer }) as Reducer<{ dashboard: DashboardState }>;
const metadata = { native_filter_configuration: [REGION_FILTER] };
const filters = parseNativeFilters(metadata);
const REGION = 'NATIVE_FILTER-region';
const NORTH_CROSS = {
  column: 'region',
  label: 'north',
  values: ['north'],
  filters: [{ col: 'region' as const, op: 'IN' as const, val: ['north'] }],
};

/** A data mask as the server gives it back: the stored JSON text parsed again. */
const STORED: DataMask = JSON.parse(
  JSON.stringify(toPermalinkState(filters, { [REGION]: ['south'] }, {}, { 2: NORTH_CROSS }).dataMask),
) as DataMask;

const loadedAction = () =>
  dashboardLoaded({
    dashboard: fixtureDashboard(metadata),
    layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
    charts: fixtureCharts(),
    filters,
  });

function requested(idOrSlug = '10', asGuest = false): { dashboard: DashboardState } {
  return { dashboard: dashboardReducer(initialDashboardState, dashboardRequested({ idOrSlug, asGuest })) };
}

function loaded(asGuest = false): { dashboard: DashboardState } {
  return { dashboard: dashboardReducer(requested('10', asGuest).dashboard, loadedAction()) };
}

const memory = (): FilterStateMemory => ({ guest: false, key: null, stored: null });

function visit(search: string) {
  window.history.replaceState({ usr: null, key: 'router', idx: 0 }, '', `/superset/dashboard/10/${search}`);
}

describe('filter state in the address (native_filters_key)', () => {
  afterEach(() => visit(''));

  /** Opens dashboard 10 by its slug as the page does, the stored state answering `filterState`. */
  function open(filterState: DataMask | Error, restore?: { activeTabs: string[] }) {
    return expectSaga(loadDashboard, dashboardRequested({ idOrSlug: 'sales', restore }))
      .withReducer(reducer, requested('sales'))
      .provide([
        [matchers.call(fetchDashboard, 'sales'), { dashboard: fixtureDashboard(metadata), positionJson: POSITION_JSON }],
        [matchers.call(fetchDashboardCharts, 'sales'), fixtureCharts()],
        [matchers.call(fetchFilterState, 10, 'abc'), filterState instanceof Error ? throwError(filterState) : filterState],
        [matchers.call.fn(fetchFavoriteStatus), false],
        [matchers.call.fn(fetchFilterValues), ['north', 'south']],
      ]);
  }

  it('reads the stored state while the dashboard loads, so its charts first query with it', async () => {
    visit('?native_filters_key=abc&standalone=1');
    const { storeState: opened } = await open(STORED)
      .put(filterStateRestored({ dataMask: STORED, key: 'abc' }))
      .silentRun();
    expect(opened.dashboard.status).toBe('loaded');
    expect(opened.dashboard.appliedFilterValues).toEqual({ [REGION]: ['south'] });
    expect(opened.dashboard.draftFilterValues).toEqual({ [REGION]: ['south'] });
    expect(opened.dashboard.crossFilters[2]).toEqual(NORTH_CROSS);
    // The very first queries the charts run carry the restored native filter and cross-filter.
    const first = selectChartJobs(opened).find((job) => job.chartId === 1);
    expect(first?.extraFormData.filters).toEqual(
      expect.arrayContaining([
        { col: 'region', op: 'IN', val: ['south'] },
        { col: 'region', op: 'IN', val: ['north'] },
      ]),
    );
  });

  it('ignores the address when opening a permalink, and a key that cannot be read', async () => {
    visit('?native_filters_key=abc');
    await open(STORED, { activeTabs: [] }).not.call.fn(fetchFilterState).silentRun();
    const { storeState } = await open(new ApiError({ message: 'Not found', status: 404, errors: [] }))
      .not.put.actionType(filterStateRestored.type)
      .silentRun();
    expect(storeState.dashboard.status).toBe('loaded');
    expect(storeState.dashboard.crossFilters).toEqual({});
  });

  it('stores applied filters and cross-filters (POST, then PUT under the same key) and writes the key into the address', async () => {
    visit('?standalone=1#top');
    const stored: [string, string | null, DataMask][] = [];
    let created = 0;
    const { storeState } = await expectSaga(filterStateSaga)
      .withReducer(reducer, loaded())
      .provide({
        call(effect, next) {
          if (effect.fn === createFilterState) {
            created += 1;
            stored.push(['POST', null, effect.args[1] as DataMask]);
            return `key${created}`;
          }
          if (effect.fn === updateFilterState) {
            stored.push(['PUT', effect.args[1] as string, effect.args[2] as DataMask]);
            return effect.args[1];
          }
          return next();
        },
      })
      .dispatch(filterValueChanged({ filterId: REGION, value: ['east'] }))
      .dispatch(filtersApplied())
      .delay(10)
      .dispatch(crossFilterChanged({ chartId: 2, crossFilter: NORTH_CROSS }))
      .delay(10)
      // Applying unchanged values stores nothing.
      .dispatch(filtersApplied())
      .silentRun(100);

    expect(stored.map(([method, key]) => [method, key])).toEqual([
      ['POST', null],
      ['PUT', 'key1'],
    ]);
    expect(stored[0]?.[2][REGION]).toMatchObject({
      filterState: { value: ['east'] },
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['east'] }] },
    });
    expect(stored[1]?.[2]).toEqual(currentDataMask(storeState.dashboard));
    expect(stored[1]?.[2]['2']).toMatchObject({ filterState: { value: ['north'] } });
    expect(window.location.pathname).toBe('/superset/dashboard/10/');
    expect(window.location.search).toBe('?standalone=1&native_filters_key=key1');
    expect(window.location.hash).toBe('#top');
    // The router's own history state is kept.
    expect(window.history.state).toEqual({ usr: null, key: 'router', idx: 0 });
  });

  it('keeps storing under the key read from the address, and makes a new key when that one is gone', async () => {
    visit('?native_filters_key=old');
    const remembered = memory();
    await expectSaga(rememberRestoredKey, remembered, dashboardRequested({ idOrSlug: '10' }))
      .dispatch(filterStateRestored({ dataMask: STORED, key: 'old' }))
      .run();
    expect(remembered.key).toBe('old');

    const viewing = loaded();
    viewing.dashboard = dashboardReducer(viewing.dashboard, filterValueChanged({ filterId: REGION, value: ['west'] }));
    viewing.dashboard = dashboardReducer(viewing.dashboard, filtersApplied());
    await expectSaga(storeFilterState, remembered)
      .withState(viewing)
      .provide([
        [matchers.call.fn(updateFilterState), throwError(new ApiError({ message: 'Not found', status: 404, errors: [] }))],
        [matchers.call.fn(createFilterState), 'fresh'],
      ])
      .call(updateFilterState, 10, 'old', currentDataMask(viewing.dashboard))
      .call(createFilterState, 10, currentDataMask(viewing.dashboard))
      .run();
    expect(remembered.key).toBe('fresh');
    expect(window.location.search).toBe('?native_filters_key=fresh');
  });

  it('stores nothing for an embedded guest', async () => {
    const guest = memory();
    await expectSaga(rememberRestoredKey, guest, dashboardRequested({ idOrSlug: '10', asGuest: true }))
      .dispatch(loadedAction())
      .run();
    expect(guest.guest).toBe(true);
    const viewing = loaded(true);
    viewing.dashboard = dashboardReducer(viewing.dashboard, filterValueChanged({ filterId: REGION, value: ['east'] }));
    viewing.dashboard = dashboardReducer(viewing.dashboard, filtersApplied());
    await expectSaga(storeFilterState, guest).withState(viewing).not.call.fn(createFilterState).not.call.fn(updateFilterState).run();
    // The same change from a signed-in viewer is stored.
    await expectSaga(storeFilterState, memory())
      .withState(viewing)
      .provide([[matchers.call.fn(createFilterState), 'k']])
      .call.fn(createFilterState)
      .run();
  });
});

describe('filter state API', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the data mask as a JSON text and reads it back', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ key: 'k1' });
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ key: 'k2' });
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ value: JSON.stringify(STORED) });
    await expect(createFilterState(10, STORED)).resolves.toBe('k1');
    expect(post).toHaveBeenCalledWith('/api/v1/dashboard/10/filter_state', { value: JSON.stringify(STORED) });
    await expect(updateFilterState(10, 'k1', STORED)).resolves.toBe('k2');
    expect(put).toHaveBeenCalledWith('/api/v1/dashboard/10/filter_state/k1', { value: JSON.stringify(STORED) });
    await expect(fetchFilterState(10, 'k2')).resolves.toEqual(STORED);
    expect(get).toHaveBeenCalledWith('/api/v1/dashboard/10/filter_state/k2', expect.objectContaining({ signal: expect.anything() }));
  });
});
