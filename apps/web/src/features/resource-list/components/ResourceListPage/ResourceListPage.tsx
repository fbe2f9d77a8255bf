import { ListView, type CardSortOption, type ListViewColumn, type ListViewFilterConfig } from '@tessera/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { selectListCan } from '../../list.selectors';
import { usePageSelector } from '../../page-store';
import { useResourceList } from '../../use-resource-list';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal/ConfirmDeleteModal';
import { ListPageHeader } from '../ListPageHeader/ListPageHeader';

/** What a resource's columns and cards can do to a row; `onDelete` only for users who may delete. */
export interface RowHandlers<Row> {
  favorites: Record<number, boolean>;
  onToggleFavorite: (id: number, starred: boolean) => void;
  onDelete?: (row: Row) => void;
}

export interface ResourceListPageProps<Row extends { id: number }> {
  title: string;
  /** Lower-case plural for the delete confirmation ('charts'). */
  plural: string;
  rowName: (row: Row) => string;
  columns: (handlers: RowHandlers<Row>) => readonly ListViewColumn<Row>[];
  filters: () => readonly ListViewFilterConfig[];
  /** Resources shown as cards too give their card and its sort choices. */
  cards?: {
    sortOptions: () => readonly CardSortOption[];
    render: (row: Row, handlers: RowHandlers<Row> & { starred: boolean }) => ReactNode;
  };
}

/**
 * The list page every resource shares: header with bulk select, the list view (table or cards), and
 * single or bulk delete behind a typed confirmation, all only for users with `can_write`.
 */
export function ResourceListPage<Row extends { id: number }>({ title, plural, rowName, columns, filters, cards }: ResourceListPageProps<Row>) {
  const list = useResourceList<Row>();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const [bulkSelect, setBulkSelect] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<readonly Row[] | null>(null);
  const handlers: RowHandlers<Row> = {
    favorites: list.favorites,
    onToggleFavorite: list.toggleFavorite,
    onDelete: canWrite ? (row: Row) => setPendingDelete([row]) : undefined,
  };
  const filterConfig = useMemo(filters, [filters]);
  const sortOptions = useMemo(() => cards?.sortOptions(), [cards]);
  const bulkActions = canWrite ? [{ key: 'delete', name: t('Delete'), type: 'danger' as const, onSelect: (rows: Row[]) => setPendingDelete(rows) }] : [];

  return (
    <>
      <ListPageHeader title={title}>
        {canWrite && (
          <Button type="button" basic onClick={() => setBulkSelect((on) => !on)}>
            {t('Bulk select')}
          </Button>
        )}
      </ListPageHeader>
      <ListView<Row>
        columns={columns(handlers)}
        data={list.rows}
        count={list.count}
        loading={list.loading}
        fetchData={list.fetchData}
        refreshData={list.refresh}
        filters={filterConfig}
        cardSortSelectOptions={sortOptions}
        cardRenderer={cards ? (row) => cards.render(row, { ...handlers, starred: list.favorites[row.id] ?? false }) : undefined}
        bulkActions={bulkActions}
        bulkSelectEnabled={bulkSelect}
        disableBulkSelect={() => setBulkSelect(false)}
        getRowLabel={rowName}
        t={t}
      />
      <ConfirmDeleteModal rows={pendingDelete} rowName={rowName} plural={plural} onConfirm={list.deleteRows} onHide={() => setPendingDelete(null)} />
    </>
  );
}
