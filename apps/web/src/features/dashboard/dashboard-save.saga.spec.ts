import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from '@reduxjs/toolkit';
import { addToast } from '../toasts';
import { saveDashboard } from './dashboard.api';
import { saveDashboardEdits } from './dashboard.saga';
import { dashboardLoaded, dashboardReducer, initialDashboardState, layoutEdited } from './dashboard.slice';
import { deleteComponent } from './layout/layout-edit';
import { parseLayout } from './layout/layout';
import { fixtureCharts, fixtureDashboard, POSITION_JSON } from './testing/dashboard.fixtures';

describe('saving layout edits', () => {
  it('sends the edited layout as position_json and keeps it as the saved layout', async () => {
    const loaded = dashboardReducer(
      initialDashboardState,
      dashboardLoaded({
        dashboard: fixtureDashboard(),
        layout: parseLayout(POSITION_JSON, [1, 2, 3, 4, 5]),
        charts: fixtureCharts(),
        filters: [],
      }),
    );
    const edited = dashboardReducer({ ...loaded, editMode: true }, layoutEdited({ layout: deleteComponent(loaded.layout, 'CHART-a') }));
    let sent: { position_json?: string } | undefined;
    const { storeState } = await expectSaga(saveDashboardEdits)
      .withReducer(combineReducers({ dashboard: dashboardReducer }), { dashboard: edited })
      .provide({
        call(effect, next) {
          if (effect.fn !== saveDashboard) return next();
          sent = effect.args[1] as { position_json?: string };
          return undefined;
        },
      })
      .put.like({ action: { type: addToast.type, payload: { type: 'success', text: 'This dashboard was saved successfully.' } } })
      .run();
    const saved = JSON.parse(sent?.position_json ?? '{}');
    expect(saved.DASHBOARD_VERSION_KEY).toBe('v2');
    expect(saved['CHART-a']).toBeUndefined();
    expect(saved['ROW-1'].children).toEqual(['COLUMN-1']);
    expect(storeState.dashboard).toMatchObject({ editMode: false, hasUnsavedChanges: false });
    expect(storeState.dashboard.savedLayout).toEqual(edited.layout);
  });
});
