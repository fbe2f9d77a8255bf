import type { Dispatch } from '@reduxjs/toolkit';
import { matchPath } from 'react-router-dom';
import { PATHS } from '../../routing';
import type { StateWithDashboard } from './dashboard.selectors';
import { dashboardRequested, type DashboardRequest } from './dashboard.slice';
import { loadDashboardPage } from './pages/load-dashboard-page';
import { STANDALONE, standaloneLevel, type StandaloneLevel } from './ui-config/parse-ui-config';

/**
 * What the dashboard page asks for: a report screenshot (`standalone=3`) needs every chart drawn,
 * so it loads them all at once; a viewer's charts far below the fold wait until scrolled near.
 */
export function dashboardPageRequest(idOrSlug: string, standalone: StandaloneLevel, viewportHeight: number): DashboardRequest {
  return standalone === STANDALONE.report ? { idOrSlug } : { idOrSlug, viewportHeight };
}

/** Whether this dashboard is already loading or shown (asked for when the app started on its address). */
export function isDashboardRequested(state: StateWithDashboard, idOrSlug: string): boolean {
  const { dashboard } = state;
  return dashboard.idOrSlug === idOrSlug && (dashboard.status === 'loading' || dashboard.status === 'loaded');
}

/**
 * When the app starts on a dashboard's address, asks for the dashboard (and so its chart queries)
 * and for the page's code straight away, alongside the session check, instead of after it and
 * after the page's chunk has loaded. Without a session the calls answer 401 like any other and the
 * page asks again after sign-in.
 */
export function requestDashboardOfAddress(location: { pathname: string; search: string }, viewportHeight: number, dispatch: Dispatch): void {
  const idOrSlug = matchPath(PATHS.dashboard, location.pathname)?.params.idOrSlug;
  if (!idOrSlug) return;
  dispatch(dashboardRequested(dashboardPageRequest(idOrSlug, standaloneLevel(new URLSearchParams(location.search)), viewportHeight)));
  // A failed load here is retried by the route when it renders the page.
  loadDashboardPage().catch(() => undefined);
}
