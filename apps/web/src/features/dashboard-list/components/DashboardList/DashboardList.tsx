import { ListView } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { ConfirmDeleteModal, ListPageHeader, selectListCan, usePageSelector, useResourceList } from '../../../resource-list';
import { dashboardListResource, type DashboardListRow } from '../../dashboard-list.api';
import { dashboardCardSortOptions, dashboardColumns, dashboardFilters } from '../../dashboard-list.columns';
import { DashboardCard } from '../DashboardCard/DashboardCard';

/** `/dashboard/list/`: every dashboard the user may see, as cards or a table. */
export function DashboardList() {
  const list = useResourceList<DashboardListRow>();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const [bulkSelect, setBulkSelect] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<readonly DashboardListRow[] | null>(null);
  const onDelete = canWrite ? (dashboard: DashboardListRow) => setPendingDelete([dashboard]) : undefined;

  const columns = dashboardColumns({ favorites: list.favorites, onToggleFavorite: list.toggleFavorite, onDelete });
  const filters = useMemo(dashboardFilters, []);
  const sortOptions = useMemo(dashboardCardSortOptions, []);
  const bulkActions = canWrite ? [{ key: 'delete', name: t('Delete'), type: 'danger' as const, onSelect: (rows: DashboardListRow[]) => setPendingDelete(rows) }] : [];

  return (
    <>
      <ListPageHeader title={t('Dashboards')}>
        {canWrite && (
          <Button type="button" basic onClick={() => setBulkSelect((on) => !on)}>
            {t('Bulk select')}
          </Button>
        )}
      </ListPageHeader>
      <ListView<DashboardListRow>
        columns={columns}
        data={list.rows}
        count={list.count}
        loading={list.loading}
        fetchData={list.fetchData}
        refreshData={list.refresh}
        filters={filters}
        cardSortSelectOptions={sortOptions}
        cardRenderer={(dashboard) => (
          <DashboardCard dashboard={dashboard} starred={list.favorites[dashboard.id] ?? false} onToggleFavorite={list.toggleFavorite} onDelete={onDelete} />
        )}
        bulkActions={bulkActions}
        bulkSelectEnabled={bulkSelect}
        disableBulkSelect={() => setBulkSelect(false)}
        getRowLabel={dashboardListResource.rowName}
        t={t}
      />
      <ConfirmDeleteModal
        rows={pendingDelete}
        rowName={dashboardListResource.rowName}
        plural={t('dashboards')}
        onConfirm={list.deleteRows}
        onHide={() => setPendingDelete(null)}
      />
    </>
  );
}
