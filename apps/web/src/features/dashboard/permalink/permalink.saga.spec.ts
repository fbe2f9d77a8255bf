import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { copyTextToClipboard } from '@tessera/ui';
import { ApiError } from '../../../api';
import { addToast } from '../../toasts';
import { selectChartExtraFormData } from '../dashboard.selectors';
import {
  crossFilterChanged,
  dashboardFailed,
  dashboardLoaded,
  dashboardReducer,
  dashboardRequested,
  initialDashboardState,
  permalinkOpened,
  permalinkShareRequested,
  type DashboardState,
} from '../dashboard.slice';
import type { CrossFilter } from '../model/cross-filters';
import { parseNativeFilters } from '../model/native-filters';
import { parseLayout } from '../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from '../testing/dashboard.fixtures';
import { toPermalinkState } from '../model/permalink-state';
import { createDashboardPermalink, fetchDashboardPermalink } from './permalink.api';
import { openPermalink, sharePermalink } from './permalink.saga';

const reducer = combineReducers({ dashboard: dashboardReducer }) as Reducer<{ dashboard: DashboardState }>;
const metadata = { native_filter_configuration: [REGION_FILTER] };
const filters = parseNativeFilters(metadata);

function loaded(): { dashboard: DashboardState } {
  const requested = dashboardReducer(initialDashboardState, dashboardRequested({ idOrSlug: '10' }));
  const layout = parseLayout(POSITION_JSON, []);
  return {
    dashboard: dashboardReducer(
      requested,
      dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout, charts: fixtureCharts(), filters }),
    ),
  };
}

const NORTH: CrossFilter = { column: 'region', label: 'north', values: ['north'], filters: [{ col: 'region', op: 'IN', val: ['north'] }] };

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

  it("stores the viewer's cross-filters in the data mask, and opening the link restores the chips and filters the charts in scope", async () => {
    const viewing = { dashboard: dashboardReducer(loaded().dashboard, crossFilterChanged({ chartId: 1, crossFilter: NORTH })) };
    const url = 'http://localhost/superset/dashboard/p/cross/';
    let stored: unknown = null;
    await expectSaga(sharePermalink)
      .withState(viewing)
      .provide([
        {
          call(effect, next) {
            if (effect.fn === createDashboardPermalink) {
              stored = effect.args[1];
              return url;
            }
            return effect.fn === copyTextToClipboard ? undefined : next();
          },
        },
      ])
      .run();
    expect(stored).toMatchObject({
      dataMask: {
        '1': {
          id: '1',
          filterState: { value: ['north'], label: 'north', column: 'region' },
          extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['north'] }] },
        },
        'NATIVE_FILTER-region': { filterState: { value: null } },
      },
    });

    // A fresh viewer opens the link: the stored state goes through the server as JSON.
    const fromServer = JSON.parse(JSON.stringify(stored)) as ReturnType<typeof toPermalinkState>;
    const { storeState } = await expectSaga(openPermalink, permalinkOpened({ key: 'cross' }))
      .withReducer(reducer)
      .provide([[matchers.call(fetchDashboardPermalink, 'cross'), { dashboardId: '10', state: fromServer }]])
      .run();
    const opened = {
      dashboard: dashboardReducer(
        storeState.dashboard,
        dashboardLoaded({
          dashboard: fixtureDashboard(metadata),
          layout: parseLayout(POSITION_JSON, []),
          charts: fixtureCharts(),
          filters,
        }),
      ),
    };
    expect(opened.dashboard.crossFilters).toEqual({ 1: NORTH });
    const extras = selectChartExtraFormData(opened);
    expect(extras[2]?.filters).toEqual([{ col: 'region', op: 'IN', val: ['north'] }]);
    expect(extras[1]?.filters ?? []).toEqual([]);
    expect(extras[5]?.filters ?? []).toEqual([]);
  });

  it('ignores cross-filters of charts the dashboard no longer has', async () => {
    const stored = toPermalinkState(filters, {}, {}, { 99: NORTH });
    const { storeState } = await expectSaga(openPermalink, permalinkOpened({ key: 'gone' }))
      .withReducer(reducer)
      .provide([[matchers.call(fetchDashboardPermalink, 'gone'), { dashboardId: '10', state: stored }]])
      .run();
    const opened = dashboardReducer(
      storeState.dashboard,
      dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout: parseLayout(POSITION_JSON, []), charts: fixtureCharts(), filters }),
    );
    expect(opened.crossFilters).toEqual({});
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
        [
          matchers.call(createDashboardPermalink, 10, toPermalinkState(filters, { 'NATIVE_FILTER-region': null }, { 'TABS-1': 'TAB-1' })),
          url,
        ],
        [matchers.call(copyTextToClipboard, url), undefined],
      ])
      .call(copyTextToClipboard, url)
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text: 'Link Copied!' } } })
      .run();
  });

  it("anchors a chart menu's permalink to the chart, and opening it selects the tab that chart is in", async () => {
    const url = 'http://localhost/superset/dashboard/p/anchored/';
    let stored: unknown = null;
    await expectSaga(sharePermalink, permalinkShareRequested({ anchor: 'CHART-d' }))
      .withState(loaded())
      .provide([
        {
          call(effect, next) {
            if (effect.fn === createDashboardPermalink) {
              stored = effect.args[1];
              return url;
            }
            return effect.fn === copyTextToClipboard ? undefined : next();
          },
        },
      ])
      .call(copyTextToClipboard, url)
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text: 'Link Copied!' } } })
      .run();
    // The viewer was on the first tab; the chart is on the second.
    expect(stored).toEqual(toPermalinkState(filters, { 'NATIVE_FILTER-region': null }, { 'TABS-1': 'TAB-1' }, {}, 'CHART-d'));

    const fromServer = JSON.parse(JSON.stringify(stored)) as ReturnType<typeof toPermalinkState>;
    const { storeState } = await expectSaga(openPermalink, permalinkOpened({ key: 'anchored' }))
      .withReducer(reducer)
      .provide([[matchers.call(fetchDashboardPermalink, 'anchored'), { dashboardId: '10', state: fromServer }]])
      .run();
    const opened = dashboardReducer(
      storeState.dashboard,
      dashboardLoaded({ dashboard: fixtureDashboard(metadata), layout: parseLayout(POSITION_JSON, []), charts: fixtureCharts(), filters }),
    );
    expect(opened.restore?.anchor).toBe('CHART-d');
    expect(opened.activeTabs).toEqual({ 'TABS-1': 'TAB-2' });
  });

  it("posts no anchor for the header's permalink", async () => {
    const url = 'http://localhost/superset/dashboard/p/plain/';
    await expectSaga(sharePermalink, permalinkShareRequested())
      .withState(loaded())
      .provide([
        [
          matchers.call(createDashboardPermalink, 10, toPermalinkState(filters, { 'NATIVE_FILTER-region': null }, { 'TABS-1': 'TAB-1' })),
          url,
        ],
        [matchers.call(copyTextToClipboard, url), undefined],
      ])
      .call(copyTextToClipboard, url)
      .run();
  });
});
