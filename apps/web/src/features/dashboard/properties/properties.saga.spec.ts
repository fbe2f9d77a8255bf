import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../api';
import { configReducer, initialConfigState, type ConfigState } from '../../config';
import { addToast } from '../../toasts';
import { saveDashboard } from '../dashboard.api';
import {
  dashboardReducer,
  initialDashboardState,
  propertiesOpened,
  propertiesSaveRequested,
  type DashboardState,
} from '../dashboard.slice';
import { fixtureDashboard } from '../testing/dashboard.fixtures';
import { saveProperties } from './properties.saga';

type State = { dashboard: DashboardState; config: ConfigState };
const reducer = combineReducers({ dashboard: dashboardReducer, config: configReducer }) as Reducer<State>;
const dashboard = fixtureDashboard({ color_scheme: 'supersetColors' });

function viewing(featureFlags: Record<string, boolean> = {}): State {
  const loaded = { ...initialDashboardState, status: 'loaded' as const, dashboard, saved: dashboard };
  return { dashboard: dashboardReducer(loaded, propertiesOpened()), config: { ...initialConfigState, featureFlags } };
}

const edited = {
  ...dashboard,
  title: '  ',
  slug: 'sales-2026',
  owners: [{ id: 1 }, { id: 5, label: 'Grace Hopper' }],
  roles: [{ id: 3, name: 'Sales' }],
  certifiedBy: 'Data team',
  certificationDetails: 'Checked weekly',
  css: '.x { color: red; }',
  metadata: { color_scheme: 'bnbColors', refresh_frequency: 300 },
};

describe('saveProperties (view mode)', () => {
  it('PUTs the full save body, then closes the modal and shows the saved properties', async () => {
    const { storeState, effects } = await expectSaga(saveProperties, propertiesSaveRequested({ dashboard: edited }))
      .withReducer(reducer, viewing())
      .provide([[matchers.call.fn(saveDashboard), undefined]])
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text: 'This dashboard was saved successfully.' } } })
      .run();
    const [id, body] = effects.call?.find((effect) => effect.payload.fn === saveDashboard)?.payload.args ?? [];
    expect(id).toBe(10);
    expect(body).toEqual({
      dashboard_title: '[ untitled dashboard ]',
      slug: 'sales-2026',
      css: '.x { color: red; }',
      certified_by: 'Data team',
      certification_details: 'Checked weekly',
      owners: [1, 5],
      json_metadata: JSON.stringify({ color_scheme: 'bnbColors', refresh_frequency: 300 }),
    });
    expect(storeState.dashboard.properties).toEqual({ open: false, saving: false, error: null });
    expect(storeState.dashboard.dashboard).toMatchObject({ title: '[ untitled dashboard ]', slug: 'sales-2026', certifiedBy: 'Data team' });
    expect(storeState.dashboard.saved).toBe(storeState.dashboard.dashboard);
  });

  it('sends the roles only with DASHBOARD_RBAC on', async () => {
    const { effects } = await expectSaga(saveProperties, propertiesSaveRequested({ dashboard: edited }))
      .withReducer(reducer, viewing({ DASHBOARD_RBAC: true }))
      .provide([[matchers.call.fn(saveDashboard), undefined]])
      .run();
    expect(effects.call?.find((effect) => effect.payload.fn === saveDashboard)?.payload.args[1]).toMatchObject({ roles: [3] });
  });

  it('keeps the modal open with the permission message on a 403', async () => {
    const forbidden = new ApiError({ message: 'Forbidden', status: 403, errors: [] });
    const { storeState } = await expectSaga(saveProperties, propertiesSaveRequested({ dashboard: edited }))
      .withReducer(reducer, viewing())
      .provide([[matchers.call.fn(saveDashboard), throwError(forbidden)]])
      .run();
    expect(storeState.dashboard.properties).toEqual({
      open: true,
      saving: false,
      error: 'You do not have permission to edit this dashboard',
    });
    expect(storeState.dashboard.dashboard?.title).toBe('Sales');
  });
});
