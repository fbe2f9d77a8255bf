import { ListView } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { ConfirmDeleteModal, ListPageHeader, selectListCan, usePageSelector, useResourceList } from '../../../resource-list';
import { chartListResource, type ChartListRow } from '../../chart-list.api';
import { chartCardSortOptions, chartColumns, chartFilters } from '../../chart-list.columns';
import { ChartCard } from '../ChartCard/ChartCard';

/** `/chart/list/`: every chart the user may see, as cards or a table. */
export function ChartList() {
  const list = useResourceList<ChartListRow>();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const [bulkSelect, setBulkSelect] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<readonly ChartListRow[] | null>(null);
  const onDelete = canWrite ? (chart: ChartListRow) => setPendingDelete([chart]) : undefined;

  const columns = chartColumns({ favorites: list.favorites, onToggleFavorite: list.toggleFavorite, onDelete });
  const filters = useMemo(chartFilters, []);
  const sortOptions = useMemo(chartCardSortOptions, []);
  const bulkActions = canWrite ? [{ key: 'delete', name: t('Delete'), type: 'danger' as const, onSelect: (rows: ChartListRow[]) => setPendingDelete(rows) }] : [];

  return (
    <>
      <ListPageHeader title={t('Charts')}>
        {canWrite && (
          <Button type="button" basic onClick={() => setBulkSelect((on) => !on)}>
            {t('Bulk select')}
          </Button>
        )}
      </ListPageHeader>
      <ListView<ChartListRow>
        columns={columns}
        data={list.rows}
        count={list.count}
        loading={list.loading}
        fetchData={list.fetchData}
        refreshData={list.refresh}
        filters={filters}
        cardSortSelectOptions={sortOptions}
        cardRenderer={(chart) => (
          <ChartCard chart={chart} starred={list.favorites[chart.id] ?? false} onToggleFavorite={list.toggleFavorite} onDelete={onDelete} />
        )}
        bulkActions={bulkActions}
        bulkSelectEnabled={bulkSelect}
        disableBulkSelect={() => setBulkSelect(false)}
        getRowLabel={chartListResource.rowName}
        t={t}
      />
      <ConfirmDeleteModal
        rows={pendingDelete}
        rowName={chartListResource.rowName}
        plural={t('charts')}
        onConfirm={list.deleteRows}
        onHide={() => setPendingDelete(null)}
      />
    </>
  );
}
