import type { StateWithDashboard } from './dashboard.selectors';
import type { DashboardRequest } from './dashboard.slice';
import { STANDALONE, type StandaloneLevel } from './ui-config/parse-ui-config';

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
