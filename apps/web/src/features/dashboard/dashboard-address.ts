import type { Dispatch } from '@reduxjs/toolkit';
import { matchPath } from 'react-router-dom';
import { PATHS } from '../../routing';
import { dashboardPageRequest } from './dashboard-request';
import { dashboardRequested } from './dashboard.slice';
import { loadDashboardPage } from './pages/load-dashboard-page';
import { standaloneLevel } from './ui-config/parse-ui-config';

/**
 * When the app starts on a dashboard's address, asks for the dashboard (and so its chart queries)
 * and for the page's code straight away, alongside the session check, instead of after it and
 * after the page's chunk has loaded. Without a session the calls answer 401 like any other and the
 * page asks again after sign-in.
 */
export function requestDashboardOfAddress(
  location: { pathname: string; search: string },
  viewportHeight: number,
  dispatch: Dispatch,
): void {
  const idOrSlug = matchPath(PATHS.dashboard, location.pathname)?.params.idOrSlug;
  if (!idOrSlug) return;
  dispatch(dashboardRequested(dashboardPageRequest(idOrSlug, standaloneLevel(new URLSearchParams(location.search)), viewportHeight)));
  // A failed load here is retried by the route when it renders the page.
  loadDashboardPage().catch(() => undefined);
}
