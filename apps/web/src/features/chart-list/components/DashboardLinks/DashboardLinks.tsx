import { Link } from 'react-router-dom';
import { t } from '../../../../i18n';
import { dashboardUrl } from '../../../dashboard-list';
import type { ChartListRow } from '../../chart-list.api';

/** Cross-links name at most this many dashboards, then '+ N more' (spec part 1 §9). */
export const MAX_DASHBOARD_LINKS = 20;

/** The dashboards a chart is on, each linking to the dashboard. */
export function DashboardLinks({ dashboards = [] }: { dashboards?: ChartListRow['dashboards'] }) {
  if (dashboards.length === 0) return null;
  const shown = dashboards.slice(0, MAX_DASHBOARD_LINKS);
  const hidden = dashboards.length - shown.length;
  return (
    <span>
      {shown.map((dashboard, index) => (
        <span key={dashboard.id}>
          {index > 0 && ', '}
          <Link to={dashboardUrl({ id: dashboard.id, slug: null })}>{dashboard.dashboard_title}</Link>
        </span>
      ))}
      {hidden > 0 && <span> {t('+ %s more', hidden)}</span>}
    </span>
  );
}
