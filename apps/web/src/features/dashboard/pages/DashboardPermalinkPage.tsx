import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router-dom';
import { DashboardView } from '../components/DashboardView/DashboardView';
import { dashboardLeft, permalinkOpened } from '../dashboard.slice';

/** `/superset/dashboard/p/{key}/`: a dashboard with the filters and tabs its permalink stored. */
export function DashboardPermalinkPage() {
  const { key = '' } = useParams();
  const dispatch = useDispatch();

  useEffect(() => {
    dispatch(permalinkOpened({ key }));
    return () => {
      dispatch(dashboardLeft());
    };
  }, [dispatch, key]);

  return <DashboardView />;
}
