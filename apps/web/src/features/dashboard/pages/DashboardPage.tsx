import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import { DashboardView } from '../components/DashboardView/DashboardView';
import { dashboardLeft, dashboardRequested } from '../dashboard.slice';
import { DashboardUiConfigProvider } from '../ui-config/dashboard-ui-config';
import { useUrlUiConfig } from '../ui-config/use-url-ui-config';

/**
 * `/superset/dashboard/{id or slug}/`: the dashboard, loaded while the page is open, shown as the
 * address's `uiConfig` bits and `standalone` level ask (the app navigation hides itself).
 */
export function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  const dispatch = useDispatch();
  const uiConfig = useUrlUiConfig();

  useEffect(() => {
    dispatch(dashboardRequested({ idOrSlug }));
    return () => {
      dispatch(dashboardLeft());
    };
  }, [dispatch, idOrSlug]);

  return (
    <DashboardUiConfigProvider value={uiConfig}>
      <DashboardView />
    </DashboardUiConfigProvider>
  );
}
