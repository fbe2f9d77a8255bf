import { configureStore } from '@reduxjs/toolkit';
import { requestDashboardOfAddress } from './dashboard-address';
import { isDashboardRequested } from './dashboard-request';
import { dashboardFailed, dashboardReducer, dashboardRequested, initialDashboardState } from './dashboard.slice';
import { loadDashboardPage } from './pages/load-dashboard-page';

jest.mock('./pages/load-dashboard-page', () => ({ loadDashboardPage: jest.fn(() => Promise.resolve({})) }));

function startOn(pathname: string, search = '') {
  const dispatched: unknown[] = [];
  requestDashboardOfAddress({ pathname, search }, 900, (action) => (dispatched.push(action), action));
  return dispatched;
}

describe('asking for a dashboard when the app starts on its address', () => {
  beforeEach(() => jest.mocked(loadDashboardPage).mockClear());

  it('asks for the dashboard and the page’s code at once, charts far below the fold waiting until scrolled near', () => {
    expect(startOn('/superset/dashboard/sales/')).toEqual([dashboardRequested({ idOrSlug: 'sales', viewportHeight: 900 })]);
    expect(loadDashboardPage).toHaveBeenCalledTimes(1);
  });

  it('loads every chart at once for a report screenshot', () => {
    expect(startOn('/superset/dashboard/12/', '?standalone=3')).toEqual([dashboardRequested({ idOrSlug: '12' })]);
  });

  it('asks for nothing on other pages, a dashboard permalink included', () => {
    expect(startOn('/superset/welcome/')).toEqual([]);
    expect(startOn('/superset/dashboard/p/abc123/')).toEqual([]);
    expect(loadDashboardPage).not.toHaveBeenCalled();
  });
});

describe('whether the page still has to ask for its dashboard', () => {
  const store = () => configureStore({ reducer: { dashboard: dashboardReducer } });

  it('need not while that dashboard loads or is shown', () => {
    const loading = store();
    loading.dispatch(dashboardRequested({ idOrSlug: 'sales' }));
    expect(isDashboardRequested(loading.getState(), 'sales')).toBe(true);
    expect(isDashboardRequested(loading.getState(), 'other')).toBe(false);
  });

  it('must when nothing was asked for, or the early load failed (signed out, it answered 401)', () => {
    expect(isDashboardRequested({ dashboard: initialDashboardState }, 'sales')).toBe(false);
    const failed = store();
    failed.dispatch(dashboardRequested({ idOrSlug: 'sales' }));
    failed.dispatch(dashboardFailed({ error: { message: 'Not authorized', status: 401, errors: [] } }));
    expect(isDashboardRequested(failed.getState(), 'sales')).toBe(false);
  });
});
