import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { toClientError } from '../../../../api';
import { t } from '../../../../i18n';
import { selectCurrentUser, selectIsAdmin } from '../../../auth';
import {
  refreshRequested,
  ResourceListPage,
  selectListCan,
  usePageDispatch,
  usePageSelector,
  type RowHandlers,
} from '../../../resource-list';
import { addToast } from '../../../toasts';
import { createEmptyDashboard, dashboardListResource, dashboardUrl, savePublished, type DashboardListRow } from '../../dashboard-list.api';
import { dashboardCardSortOptions, dashboardColumns, dashboardFilters } from '../dashboard-list.columns';
import { DashboardCard } from '../DashboardCard/DashboardCard';

/** `/dashboard/list/`: every dashboard the user may see, as cards or a table. */
export function DashboardList() {
  const dispatch = usePageDispatch();
  const navigate = useNavigate();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const user = useSelector(selectCurrentUser);
  const isAdmin = useSelector(selectIsAdmin);
  const [creating, setCreating] = useState(false);

  const togglePublished = useCallback(
    async (dashboard: DashboardListRow) => {
      const published = !dashboard.published;
      try {
        await savePublished(dashboard.id, published);
        dispatch(addToast({ type: 'success', text: published ? t('This dashboard is now published') : t('This dashboard is now hidden') }));
        dispatch(refreshRequested());
      } catch (error) {
        const failure = toClientError(error);
        dispatch(
          addToast({
            type: 'danger',
            text: failure.status === 403 ? t('You do not have permissions to edit this dashboard.') : failure.message,
          }),
        );
      }
    },
    [dispatch],
  );
  // As on the dashboard page: admins and owners may publish or hide a dashboard.
  const publishToggle = useCallback(
    (dashboard: DashboardListRow) =>
      canWrite && (isAdmin || dashboard.owners.some((owner) => owner.id === user?.id)) ? () => void togglePublished(dashboard) : undefined,
    [canWrite, isAdmin, user?.id, togglePublished],
  );

  // Superset's '+ Dashboard' makes an empty dashboard and opens it in edit mode.
  const createDashboard = async () => {
    setCreating(true);
    try {
      const id = await createEmptyDashboard(user?.id);
      navigate(`${dashboardUrl({ id, slug: null })}?edit=true`);
    } catch (error) {
      setCreating(false);
      dispatch(addToast({ type: 'danger', text: t('Sorry, there was an error saving this dashboard: %s', toClientError(error).message) }));
    }
  };

  const cards = useMemo(
    () => ({
      sortOptions: dashboardCardSortOptions,
      render: (
        dashboard: DashboardListRow,
        { starred, onToggleFavorite, onDelete }: RowHandlers<DashboardListRow> & { starred: boolean },
      ) => (
        <DashboardCard
          dashboard={dashboard}
          starred={starred}
          onToggleFavorite={onToggleFavorite}
          onDelete={onDelete}
          onTogglePublished={publishToggle(dashboard)}
        />
      ),
    }),
    [publishToggle],
  );

  return (
    <ResourceListPage<DashboardListRow>
      title={t('Dashboards')}
      plural={t('dashboards')}
      rowName={dashboardListResource.rowName}
      columns={(handlers) => dashboardColumns({ ...handlers, publishToggle })}
      filters={dashboardFilters}
      cards={cards}
      headerActions={
        canWrite && (
          <Button type="button" primary loading={creating} disabled={creating} onClick={() => void createDashboard()}>
            {t('+ Dashboard')}
          </Button>
        )
      }
    />
  );
}
