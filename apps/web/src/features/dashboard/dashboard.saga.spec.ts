import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api';
import { addToast } from '../toasts';
import { preloadChartRenderers } from './chart-renderers';
import { dashboardSaveBody } from './dashboard-save';
import { fetchDashboard, fetchDashboardCharts, fetchFavoriteStatus, saveDashboard, saveFavorite, savePublished } from './dashboard.api';
import { loadDashboard, saveDashboardEdits, toggleFavorite, togglePublished } from './dashboard.saga';
import {
  chartDescriptionExpanded,
  dashboardFailed,
  dashboardReducer,
  dashboardRequested,
  favoriteToggled,
  initialDashboardState,
  publishToggled,
  titleChanged,
  type DashboardState,
} from './dashboard.slice';
import { fetchFilterValues } from './filters/filter-options.api';
import { fixtureCharts, fixtureDashboard, POSITION_JSON, REGION_FILTER } from './testing/dashboard.fixtures';

const reducer = combineReducers({ dashboard: dashboardReducer }) as Reducer<{ dashboard: DashboardState }>;
const dashboard = fixtureDashboard({ native_filter_configuration: [REGION_FILTER] });

describe('loadDashboard', () => {
  it('loads the dashboard, its charts and layout, then its favourite status and the select filter values', async () => {
    const { storeState } = await expectSaga(loadDashboard, dashboardRequested({ idOrSlug: 'sales' }))
      .withReducer(reducer, { dashboard: { ...initialDashboardState, status: 'loading', idOrSlug: 'sales' } })
      .provide([
        [matchers.call(fetchDashboard, 'sales'), { dashboard, positionJson: POSITION_JSON }],
        [matchers.call(fetchDashboardCharts, 'sales'), fixtureCharts()],
        [matchers.call(fetchFavoriteStatus, 10), true],
        [matchers.call(fetchFilterValues, 7, 'region', { filters: [], sortMetric: null, sortAscending: null }), ['east', 'north']],
      ])
      .silentRun();
    expect(storeState.dashboard.status).toBe('loaded');
    expect(Object.keys(storeState.dashboard.charts)).toEqual(['1', '2', '3', '4', '5']);
    expect(storeState.dashboard.activeTabs).toEqual({ 'TABS-1': 'TAB-1' });
    expect(storeState.dashboard.starred).toBe(true);
    expect(storeState.dashboard.filterOptions['NATIVE_FILTER-region']).toEqual({
      status: 'loaded',
      values: ['east', 'north'],
      error: null,
    });
  });

  it('does not ask a guest for the favourite status', async () => {
    const { storeState } = await expectSaga(loadDashboard, dashboardRequested({ idOrSlug: 'sales', asGuest: true }))
      .withReducer(reducer, { dashboard: { ...initialDashboardState, status: 'loading', idOrSlug: 'sales' } })
      .provide([
        [matchers.call(fetchDashboard, 'sales'), { dashboard, positionJson: POSITION_JSON }],
        [matchers.call(fetchDashboardCharts, 'sales'), fixtureCharts()],
        [matchers.call.fn(fetchFavoriteStatus), true],
        [matchers.call.fn(fetchFilterValues), ['east']],
      ])
      .not.call.fn(fetchFavoriteStatus)
      .silentRun();
    expect(storeState.dashboard.status).toBe('loaded');
    expect(storeState.dashboard.starred).toBe(false);
  });

  it('loads the renderers of its kinds of chart before showing the charts, so their queries leave with the renderers ready', async () => {
    const { storeState } = await expectSaga(loadDashboard, dashboardRequested({ idOrSlug: 'sales', asGuest: true }))
      .withReducer(reducer, { dashboard: { ...initialDashboardState, status: 'loading', idOrSlug: 'sales' } })
      .provide([
        [matchers.call(fetchDashboard, 'sales'), { dashboard, positionJson: POSITION_JSON }],
        [matchers.call(fetchDashboardCharts, 'sales'), fixtureCharts()],
        [matchers.call.fn(fetchFilterValues), ['east']],
        [matchers.call.fn(preloadChartRenderers), undefined],
      ])
      .call(
        preloadChartRenderers,
        fixtureCharts().map((chart) => chart.vizType),
      )
      .silentRun();
    expect(storeState.dashboard.status).toBe('loaded');
  });

  it('stores the error when the dashboard cannot be read', async () => {
    const notFound = new ApiError({ message: 'Not found', status: 404, errors: [] });
    await expectSaga(loadDashboard, dashboardRequested({ idOrSlug: 'nope' }))
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(fetchDashboard), throwError(notFound)],
        [matchers.call.fn(fetchDashboardCharts), []],
      ])
      .put(dashboardFailed({ error: notFound.detail }))
      .run();
  });
});

describe('toggleFavorite', () => {
  it('reverts the star and says so when saving fails', async () => {
    const { storeState } = await expectSaga(toggleFavorite, favoriteToggled({ starred: true }))
      .withReducer(reducer, { dashboard: { ...initialDashboardState, status: 'loaded', dashboard, starred: true } })
      .provide([[matchers.call(saveFavorite, 10, true), throwError(new Error('offline'))]])
      .put.like({ action: { type: addToast.type, payload: { type: 'danger', text: 'There was an issue favoriting this dashboard.' } } })
      .run();
    expect(storeState.dashboard.starred).toBe(false);
  });
});

describe('togglePublished', () => {
  /** The badge was clicked: the slice already shows the new state while the saga saves it. */
  const toggled = (published: boolean): { dashboard: DashboardState } => {
    const before = { ...dashboard, published: !published };
    return {
      dashboard: dashboardReducer(
        { ...initialDashboardState, status: 'loaded', dashboard: before, saved: before },
        publishToggled({ published }),
      ),
    };
  };

  it.each([
    [true, 'This dashboard is now published'],
    [false, 'This dashboard is now hidden'],
  ])('saves published=%s and says %j', async (published, text) => {
    const { storeState } = await expectSaga(togglePublished, publishToggled({ published }))
      .withReducer(reducer, toggled(published))
      .provide([[matchers.call.fn(savePublished), undefined]])
      .call(savePublished, 10, published)
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text } } })
      .run();
    expect(storeState.dashboard.dashboard?.published).toBe(published);
    expect(storeState.dashboard.saved?.published).toBe(published);
  });

  it('puts the badge back and names the permission problem on a 403', async () => {
    const forbidden = new ApiError({ message: 'Forbidden', status: 403, errors: [] });
    const { storeState } = await expectSaga(togglePublished, publishToggled({ published: true }))
      .withReducer(reducer, toggled(true))
      .provide([[matchers.call.fn(savePublished), throwError(forbidden)]])
      // Spec part 2 §6: publishing failure has its own wording, unlike the forbidden save.
      .put.like({
        action: { type: addToast.type, payload: { type: 'danger', text: 'You do not have permissions to edit this dashboard.' } },
      })
      .run();
    expect(storeState.dashboard.dashboard?.published).toBe(false);
    expect(storeState.dashboard.saved?.published).toBe(false);
  });

  it("puts the badge back and shows the server's message on other failures", async () => {
    const failure = new ApiError({ message: 'Dashboard could not be updated.', status: 422, errors: [] });
    const { storeState } = await expectSaga(togglePublished, publishToggled({ published: false }))
      .withReducer(reducer, toggled(false))
      .provide([[matchers.call.fn(savePublished), throwError(failure)]])
      .put.like({ action: { type: addToast.type, payload: { type: 'danger', text: 'Dashboard could not be updated.' } } })
      .run();
    expect(storeState.dashboard.dashboard?.published).toBe(true);
  });
});

describe('saveDashboardEdits', () => {
  const editing = (): { dashboard: DashboardState } => {
    const loaded = dashboardReducer(
      { ...initialDashboardState, status: 'loaded', dashboard, saved: dashboard, editMode: true },
      titleChanged({ title: 'Sales 2026' }),
    );
    return { dashboard: loaded };
  };

  it('saves the edited title, leaves edit mode and says so', async () => {
    const { storeState } = await expectSaga(saveDashboardEdits)
      .withReducer(reducer, editing())
      .provide([[matchers.call.fn(saveDashboard), undefined]])
      .call(saveDashboard, 10, dashboardSaveBody({ ...dashboard, title: 'Sales 2026' }))
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text: 'This dashboard was saved successfully.' } } })
      .run();
    expect(storeState.dashboard).toMatchObject({ editMode: false, hasUnsavedChanges: false, saved: { title: 'Sales 2026' } });
  });

  it("saves the viewer's chart description toggles as expanded_slices", async () => {
    const state = editing();
    state.dashboard = dashboardReducer(state.dashboard, chartDescriptionExpanded({ chartId: 2, expanded: true }));
    const expected = { ...dashboard, title: 'Sales 2026', metadata: { ...dashboard.metadata, expanded_slices: { 2: true } } };
    await expectSaga(saveDashboardEdits)
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(saveDashboard), undefined]])
      .call(saveDashboard, 10, dashboardSaveBody(expected))
      .run();
  });

  it('keeps the edits and names the permission problem on a 403', async () => {
    const forbidden = new ApiError({ message: 'Forbidden', status: 403, errors: [] });
    const { storeState } = await expectSaga(saveDashboardEdits)
      .withReducer(reducer, editing())
      .provide([[matchers.call.fn(saveDashboard), throwError(forbidden)]])
      .put.like({ action: { type: addToast.type, payload: { type: 'danger', text: 'You do not have permission to edit this dashboard' } } })
      .run();
    expect(storeState.dashboard).toMatchObject({
      editMode: true,
      hasUnsavedChanges: true,
      isSaving: false,
      dashboard: { title: 'Sales 2026' },
    });
  });
});
