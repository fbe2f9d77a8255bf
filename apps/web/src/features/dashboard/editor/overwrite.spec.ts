import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { configReducer, initialConfigState } from '../../config';
import { dashboardSaveBody } from '../dashboard-save';
import { fetchDashboard, saveDashboard } from '../dashboard.api';
import { saveDashboardEdits } from '../dashboard.saga';
import { dashboardReducer, initialDashboardState, overwriteCancelled, overwriteConfirmed, titleChanged } from '../dashboard.slice';
import { fixtureDashboard } from '../testing/dashboard.fixtures';
import { CONFIRM_DASHBOARD_DIFF_FLAG, overwriteConflict } from '../model/overwrite-check';

const scoped = (rootPath: string[]) => ({ native_filter_configuration: [{ id: 'NATIVE_FILTER-1', scope: { rootPath, excluded: [] } }] });

describe('overwriteConflict', () => {
  const loaded = { ...fixtureDashboard(scoped(['ROOT_ID'])), css: '.a {}' };

  it('finds nothing when the server copy has the css and filter scopes about to be saved', () => {
    expect(overwriteConflict({ ...loaded, title: 'Renamed elsewhere' }, dashboardSaveBody(loaded))).toBeNull();
  });

  it('names the css and filter scopes that differ, with who changed the server copy and when', () => {
    const server = { ...fixtureDashboard(scoped(['TAB-1'])), css: '.b {}', changedByName: 'Bob Builder', changedOn: '2026-11-25T10:00:00' };
    expect(overwriteConflict(server, dashboardSaveBody(loaded))).toEqual({
      changedByName: 'Bob Builder',
      changedOn: '2026-11-25T10:00:00',
      fields: ['css', 'filter_scopes'],
    });
    expect(
      overwriteConflict({ ...loaded, metadata: { filter_scopes: { 3: { region: { scope: ['ROOT_ID'] } } } } }, dashboardSaveBody(loaded))
        ?.fields,
    ).toEqual(['filter_scopes']);
  });
});

describe('saving over a changed server copy', () => {
  const reducer = combineReducers({ dashboard: dashboardReducer, config: configReducer });
  const dashboard = fixtureDashboard();
  const state = (flag: boolean) => ({
    config: { ...initialConfigState, featureFlags: { [CONFIRM_DASHBOARD_DIFF_FLAG]: flag } },
    dashboard: dashboardReducer(
      { ...initialDashboardState, status: 'loaded' as const, dashboard, saved: dashboard, editMode: true },
      titleChanged({ title: 'Sales 2026' }),
    ),
  });
  const changedOnServer = {
    dashboard: { ...dashboard, css: 'body { color: red }', changedByName: 'Bob Builder', changedOn: '2026-11-25T10:00:00' },
    positionJson: null,
  };

  it('asks first, and overwrites once confirmed', async () => {
    const { storeState } = await expectSaga(saveDashboardEdits)
      .withReducer(reducer, state(true))
      .provide([
        [matchers.call.fn(fetchDashboard), changedOnServer],
        [matchers.call.fn(saveDashboard), undefined],
      ])
      .put.like({ action: { payload: { changedByName: 'Bob Builder', fields: ['css'] } } })
      .dispatch(overwriteConfirmed())
      .call.fn(saveDashboard)
      .run();
    expect(storeState.dashboard).toMatchObject({ overwriteConfirmation: null, editMode: false, hasUnsavedChanges: false });
  });

  it('keeps the edits and saves nothing when the overwrite is cancelled', async () => {
    const { storeState } = await expectSaga(saveDashboardEdits)
      .withReducer(reducer, state(true))
      .provide([[matchers.call.fn(fetchDashboard), changedOnServer]])
      .dispatch(overwriteCancelled())
      .not.call.fn(saveDashboard)
      .run();
    expect(storeState.dashboard).toMatchObject({ overwriteConfirmation: null, editMode: true, hasUnsavedChanges: true, isSaving: false });
  });

  it('saves straight away without the flag', async () => {
    await expectSaga(saveDashboardEdits)
      .withReducer(reducer, state(false))
      .provide([[matchers.call.fn(saveDashboard), undefined]])
      .not.call.fn(fetchDashboard)
      .call.fn(saveDashboard)
      .run();
  });
});
