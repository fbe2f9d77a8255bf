import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { DashboardView } from '../components/DashboardView/DashboardView';
import { dashboardPageRequest, isDashboardRequested } from '../dashboard-request';
import type { StateWithDashboard } from '../dashboard.selectors';
import { dashboardLeft, dashboardRequested } from '../dashboard.slice';
import { DashboardUiConfigProvider } from '../ui-config/dashboard-ui-config';
import { standaloneLevel } from '../ui-config/parse-ui-config';
import { useUrlUiConfig } from '../ui-config/use-url-ui-config';

/**
 * `/superset/dashboard/{id or slug}/`: the dashboard, loaded while the page is open (unless the app
 * already asked for it when it started on this address), shown as the address's `uiConfig` bits
 * and `standalone` level ask (the app navigation hides itself).
 */
export function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  const dispatch = useDispatch();
  const store = useStore<StateWithDashboard>();
  const uiConfig = useUrlUiConfig();
  const standalone = standaloneLevel(useSearchParams()[0]);

  useEffect(() => {
    if (!isDashboardRequested(store.getState(), idOrSlug)) {
      dispatch(dashboardRequested(dashboardPageRequest(idOrSlug, standalone, window.innerHeight)));
    }
    return () => {
      dispatch(dashboardLeft());
    };
  }, [dispatch, store, idOrSlug, standalone]);

  return (
    <DashboardUiConfigProvider value={uiConfig}>
      <DashboardView />
    </DashboardUiConfigProvider>
  );
}
