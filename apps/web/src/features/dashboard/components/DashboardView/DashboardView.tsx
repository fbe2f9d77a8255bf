import { useEffect } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@tessera/ui';
import { t } from '../../../../i18n';
import { PageLoader } from '../../../layout';
import { selectCanEditDashboard, pickDashboardState, type StateWithDashboard } from '../../dashboard.selectors';
import { editModeChanged } from '../../dashboard.slice';
import { DashboardGrid } from '../DashboardGrid/DashboardGrid';
import { DashboardHeader } from '../DashboardHeader/DashboardHeader';
import { useDashboardUiConfig } from '../../ui-config/dashboard-ui-config';
import { filterBarOrientation } from '../../filters/filter-bar-orientation';
import { FilterBar } from '../FilterBar/FilterBar';
import { selectReportReadiness } from '../../report-readiness';

/** The open dashboard: a loader, its error, or the header (unless the ui config hides the title), native filter bar and layout. */
export function DashboardView() {
  const dispatch = useDispatch();
  // Only what this view shows: the whole dashboard state changes with every chart answer, and re-rendering
  // from here would redraw the whole layout each time.
  const { status, error, dashboard } = useSelector(
    (state: StateWithDashboard) => pickDashboardState(state, 'status', 'error', 'dashboard'),
    shallowEqual,
  );
  const { isGuest, hideTitle } = useDashboardUiConfig();
  const canEdit = useSelector(selectCanEditDashboard) && !isGuest;
  // Primitives only, so a chart's progress re-renders this view once it changes the signal.
  const reportReady = useSelector((state: StateWithDashboard) => selectReportReadiness(state).ready);
  const reportFailed = useSelector((state: StateWithDashboard) => {
    const { failed } = selectReportReadiness(state);
    return failed.length ? JSON.stringify(failed) : undefined;
  });
  const [searchParams] = useSearchParams();
  const editRequested = searchParams.get('edit') === 'true';

  // The reserved `edit=true` parameter opens the dashboard in edit mode for those who may edit it.
  useEffect(() => {
    if (status === 'loaded' && canEdit && editRequested) dispatch(editModeChanged({ editMode: true }));
  }, [dispatch, status, canEdit, editRequested]);

  if (status === 'failed')
    return <ErrorAlert title={t('The dashboard could not be loaded')} message={error?.message ?? t('An error occurred')} t={t} />;
  if (status !== 'loaded' || !dashboard) return <PageLoader />;
  // A horizontal filter bar (`filter_bar_orientation`) sits above the layout instead of left of it.
  const barAbove = filterBarOrientation(dashboard.metadata) === 'HORIZONTAL';

  return (
    // `data-report-ready` (with the failed charts' names) is what report screenshots wait for.
    <article aria-label={dashboard.title} data-report-ready={reportReady || undefined} data-report-failed={reportFailed}>
      {dashboard.css && <style>{dashboard.css}</style>}
      {/* Hide title (uiConfig bit 1, standalone 2 and 3) drops the whole header, as Superset does. */}
      {!hideTitle && <DashboardHeader dashboard={dashboard} />}
      <div
        style={{
          display: 'flex',
          gap: 16,
          ...(barAbove ? { flexDirection: 'column', alignItems: 'stretch' } : { alignItems: 'flex-start' }),
        }}
      >
        <FilterBar />
        <DashboardGrid />
      </div>
    </article>
  );
}
