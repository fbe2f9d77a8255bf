import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../api';
import { copyDashboard } from '../dashboard.api';
import {
  dashboardLoaded,
  dashboardReducer,
  dashboardRequested,
  initialDashboardState,
  layoutEdited,
  saveAsOpened,
  saveAsRequested,
  type DashboardState,
} from '../dashboard.slice';
import { parseNativeFilters } from '../model/native-filters';
import { parseLayout } from '../layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from '../testing/dashboard.fixtures';
import { saveDashboardAs } from './save-as.saga';

const reducer = combineReducers({ dashboard: dashboardReducer }) as Reducer<{ dashboard: DashboardState }>;

function openModal(): { dashboard: DashboardState } {
  let state = dashboardReducer(initialDashboardState, dashboardRequested({ idOrSlug: '10' }));
  const layout = parseLayout(POSITION_JSON, []);
  state = dashboardReducer(
    state,
    dashboardLoaded({
      dashboard: fixtureDashboard({ color_scheme: 'bnbColors' }),
      layout,
      charts: fixtureCharts(),
      filters: parseNativeFilters({}),
    }),
  );
  // An unsaved layout edit: the copy gets what is on screen.
  const { 'DIVIDER-1': _divider, ...withoutDivider } = layout;
  const grid = withoutDivider.GRID_ID;
  if (grid) withoutDivider.GRID_ID = { ...grid, children: grid.children.filter((id) => id !== 'DIVIDER-1') };
  state = dashboardReducer(state, layoutEdited({ layout: withoutDivider }));
  return { dashboard: dashboardReducer(state, saveAsOpened()) };
}

describe('saveDashboardAs', () => {
  it('posts the copy with the new title, the metadata with the current layout and duplicate_slices, then names the new dashboard', async () => {
    let posted: { id: number; body: Record<string, unknown> } | null = null;
    const { storeState } = await expectSaga(saveDashboardAs, saveAsRequested({ title: '  Sales copy ', duplicateSlices: true }))
      .withReducer(reducer, openModal())
      .provide({
        call(effect, next) {
          if (effect.fn !== copyDashboard) return next();
          posted = { id: effect.args[0] as number, body: effect.args[1] as Record<string, unknown> };
          return 42;
        },
      })
      .run();
    expect(posted).not.toBeNull();
    const { id, body } = posted as unknown as { id: number; body: Record<string, unknown> };
    expect(id).toBe(10);
    expect(body).toMatchObject({ dashboard_title: 'Sales copy', duplicate_slices: true, css: '' });
    const metadata = JSON.parse(String(body.json_metadata)) as { color_scheme: string; positions: Record<string, { children?: string[] }> };
    expect(metadata.color_scheme).toBe('bnbColors');
    expect(metadata.positions['DIVIDER-1']).toBeUndefined();
    expect(metadata.positions.GRID_ID?.children).toEqual(['HEADER-1', 'ROW-1', 'TABS-1']);
    expect(storeState.dashboard.saveAs).toEqual({ open: false, saving: false, error: null, copiedId: 42 });
  });

  it("falls back to '[ untitled dashboard ]' for an empty title", async () => {
    const { effects, storeState } = await expectSaga(saveDashboardAs, saveAsRequested({ title: '   ', duplicateSlices: false }))
      .withReducer(reducer, openModal())
      .provide([[matchers.call.fn(copyDashboard), 43]])
      .run();
    const body = effects.call?.find((effect) => effect.payload.fn === copyDashboard)?.payload.args[1];
    expect(body).toMatchObject({ dashboard_title: '[ untitled dashboard ]', duplicate_slices: false });
    expect(storeState.dashboard.saveAs.copiedId).toBe(43);
  });

  it('keeps the modal open with the permission message on a 403', async () => {
    const forbidden = new ApiError({ message: 'Forbidden', status: 403, errors: [] });
    const { storeState } = await expectSaga(saveDashboardAs, saveAsRequested({ title: 'Copy', duplicateSlices: true }))
      .withReducer(reducer, openModal())
      .provide([[matchers.call.fn(copyDashboard), throwError(forbidden)]])
      .run();
    expect(storeState.dashboard.saveAs).toEqual({
      open: true,
      saving: false,
      error: 'You do not have permission to edit this dashboard',
      copiedId: null,
    });
  });
});
