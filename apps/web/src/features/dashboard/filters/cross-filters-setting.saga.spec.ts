import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { apiClient, ApiError } from '../../../api';
import { addToast } from '../../toasts';
import { selectChartExtraFormData } from '../dashboard.selectors';
import {
  crossFilterChanged,
  crossFilterRemoved,
  crossFiltersEnabledChanged,
  dashboardLoaded,
  dashboardReducer,
  initialDashboardState,
  type DashboardState,
} from '../dashboard.slice';
import { parseLayout } from '../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../testing/dashboard.fixtures';
import { saveDashboardMetadata } from './cross-filters-setting.api';
import { crossFiltersSettingSaga } from './cross-filters-setting.saga';

const reducer = combineReducers({ dashboard: dashboardReducer }) as Reducer<{ dashboard: DashboardState }>;
const METADATA = { color_scheme: 'bnbColors', native_filter_configuration: [] };
const NORTH = {
  column: 'region',
  label: 'north',
  values: ['north'],
  filters: [{ col: 'region' as const, op: 'IN' as const, val: ['north'] }],
};

function crossFiltered(): { dashboard: DashboardState } {
  const loaded = dashboardReducer(
    initialDashboardState,
    dashboardLoaded({
      dashboard: fixtureDashboard(METADATA),
      layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
      charts: fixtureCharts(),
      filters: [],
    }),
  );
  return { dashboard: dashboardReducer(loaded, crossFilterChanged({ chartId: 1, crossFilter: NORTH })) };
}

describe("'Enable cross-filtering'", () => {
  it("saves cross_filters_enabled in the dashboard's json_metadata and drops the active cross-filters at once", async () => {
    const start = crossFiltered();
    expect(selectChartExtraFormData(start)[2]?.filters).toEqual(NORTH.filters);
    const { storeState } = await expectSaga(crossFiltersSettingSaga)
      .withReducer(reducer, start)
      .provide([[matchers.call.fn(saveDashboardMetadata), undefined]])
      .dispatch(crossFiltersEnabledChanged({ enabled: false }))
      .put(crossFilterRemoved({ chartId: 1 }))
      .call(saveDashboardMetadata, 10, { ...METADATA, cross_filters_enabled: false })
      .silentRun(50);
    expect(storeState.dashboard.dashboard?.metadata.cross_filters_enabled).toBe(false);
    expect(storeState.dashboard.saved?.metadata.cross_filters_enabled).toBe(false);
    expect(storeState.dashboard.crossFilters).toEqual({});
    expect(selectChartExtraFormData(storeState)[2]?.filters).toBeUndefined();
  });

  it('puts the setting back when the save fails', async () => {
    const { storeState } = await expectSaga(crossFiltersSettingSaga)
      .withReducer(reducer, crossFiltered())
      .provide([[matchers.call.fn(saveDashboardMetadata), throwError(new ApiError({ message: 'Forbidden', status: 403, errors: [] }))]])
      .dispatch(crossFiltersEnabledChanged({ enabled: false }))
      .put(crossFiltersEnabledChanged({ enabled: true, revert: true }))
      .not.call(saveDashboardMetadata, 10, { ...METADATA, cross_filters_enabled: true })
      .put.like({ action: { type: addToast.type } })
      .silentRun(50);
    expect(storeState.dashboard.dashboard?.metadata.cross_filters_enabled).toBe(true);
  });

  it('sends only json_metadata with PUT /api/v1/dashboard/{id}', async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(undefined);
    await saveDashboardMetadata(10, { cross_filters_enabled: true });
    expect(put).toHaveBeenCalledWith('/api/v1/dashboard/10', { json_metadata: JSON.stringify({ cross_filters_enabled: true }) });
    put.mockRestore();
  });
});
