import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import { DashboardView } from '../components/DashboardView/DashboardView';
import { dashboardLeft, dashboardRequested } from '../dashboard.slice';

/** `/superset/dashboard/{id or slug}/`: the dashboard, loaded while the page is open. */
export function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  const dispatch = useDispatch();

  useEffect(() => {
    dispatch(dashboardRequested({ idOrSlug }));
    return () => {
      dispatch(dashboardLeft());
    };
  }, [dispatch, idOrSlug]);

  return <DashboardView />;
}
