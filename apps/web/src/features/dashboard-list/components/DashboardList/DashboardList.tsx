import { t } from '../../../../i18n';
import { ResourceListPage, type RowHandlers } from '../../../resource-list';
import { dashboardListResource, type DashboardListRow } from '../../dashboard-list.api';
import { dashboardCardSortOptions, dashboardColumns, dashboardFilters } from '../../dashboard-list.columns';
import { DashboardCard } from '../DashboardCard/DashboardCard';

const CARDS = {
  sortOptions: dashboardCardSortOptions,
  render: (dashboard: DashboardListRow, { starred, onToggleFavorite, onDelete }: RowHandlers<DashboardListRow> & { starred: boolean }) => (
    <DashboardCard dashboard={dashboard} starred={starred} onToggleFavorite={onToggleFavorite} onDelete={onDelete} />
  ),
};

/** `/dashboard/list/`: every dashboard the user may see, as cards or a table. */
export function DashboardList() {
  return (
    <ResourceListPage<DashboardListRow>
      title={t('Dashboards')}
      plural={t('dashboards')}
      rowName={dashboardListResource.rowName}
      columns={dashboardColumns}
      filters={dashboardFilters}
      cards={CARDS}
    />
  );
}
