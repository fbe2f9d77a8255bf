import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { copyTextToClipboard } from '@tessera/ui';
import { ApiError } from '../../../api';
import { addToast } from '../../toasts';
import { dashboardFailed, dashboardLoaded, dashboardReducer, dashboardRequested, initialDashboardState, permalinkOpened, type DashboardState } from '../dashboard.slice';
import { parseNativeFilters } from '../filters/native-filters';
import { parseLayout } from '../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { toPermalinkState } from './permalink-state';
import { createDashboardPermalink, fetchDashboardPermalink } from './permalink.api';
import { openPermalink, sharePermalink } from './permalink.saga';

const reducer = combineReducers({ dashboard: dashboardReducer }) as Reducer<{ dashboard: DashboardState }>;
const metadata = { native_filter_configuration: [REGION_FILTER] };
const filters = parseNativeFilters(metadata);

function loaded(): { dashboard: DashboardState } {
  const requested = dashboardReducer(initialDashboardState, dashboardRequested({ idOrSlug: '10' }));
  const layout = parseLayout(POSITION_JSON, []);
  return { dashboard: dashboardReducer(requested, dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout, charts: fixtureCharts(), filters })) };
}

describe('permalinks', () => {
  it('opens a dashboard in the tabs and filters a permalink stored', async () => {
    const stored = toPermalinkState(filters, { 'NATIVE_FILTER-region': ['north'] }, { 'TABS-1': 'TAB-2' });
    const { storeState } = await expectSaga(openPermalink, permalinkOpened({ key: 'abc' }))
      .withReducer(reducer)
      .provide([[matchers.call(fetchDashboardPermalink, 'abc'), { dashboardId: '10', state: stored }]])
      .put(dashboardRequested({ idOrSlug: '10', restore: stored }))
      .run();
    expect(storeState.dashboard.restore).toEqual(stored);
    const opened = dashboardReducer(
      storeState.dashboard,
      dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout: parseLayout(POSITION_JSON, []), charts: fixtureCharts(), filters }),
    );
    expect(opened.activeTabs).toEqual({ 'TABS-1': 'TAB-2' });
    expect(opened.appliedFilterValues).toEqual({ 'NATIVE_FILTER-region': ['north'] });
  });

  it('shows why a permalink cannot be opened', async () => {
    const missing = new ApiError({ message: 'Not found', status: 404, errors: [] });
    await expectSaga(openPermalink, permalinkOpened({ key: 'nope' }))
      .withReducer(reducer)
      .provide([[matchers.call.fn(fetchDashboardPermalink), throwError(missing)]])
      .put(dashboardFailed({ error: missing.detail }))
      .run();
  });

  it('stores what the viewer sees and copies the link', async () => {
    const state = loaded();
    const url = 'http://localhost/superset/dashboard/p/xyz/';
    await expectSaga(sharePermalink)
      .withState(state)
      .provide([
        [matchers.call(createDashboardPermalink, 10, toPermalinkState(filters, { 'NATIVE_FILTER-region': null }, { 'TABS-1': 'TAB-1' })), url],
        [matchers.call(copyTextToClipboard, url), undefined],
      ])
      .call(copyTextToClipboard, url)
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text: 'Link Copied!' } } })
      .run();
  });
});
