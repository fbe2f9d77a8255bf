import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import { DashboardView } from '../components/DashboardView/DashboardView';
import { dashboardLeft, permalinkOpened } from '../dashboard.slice';
import { usePermalinkAnchor } from '../permalink/use-permalink-anchor';
import { DashboardUiConfigProvider } from '../ui-config/dashboard-ui-config';
import { useUrlUiConfig } from '../ui-config/use-url-ui-config';

/**
 * `/superset/dashboard/p/{key}/`: a dashboard with the filters and tabs its permalink stored, shown as
 * the address asks, scrolled to the component the link anchors.
 */
export function DashboardPermalinkPage() {
  const { key = '' } = useParams();
  const dispatch = useDispatch();
  const uiConfig = useUrlUiConfig();
  usePermalinkAnchor();

  useEffect(() => {
    dispatch(permalinkOpened({ key }));
    return () => {
      dispatch(dashboardLeft());
    };
  }, [dispatch, key]);

  return (
    <DashboardUiConfigProvider value={uiConfig}>
      <DashboardView />
    </DashboardUiConfigProvider>
  );
}
