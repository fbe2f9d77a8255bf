import {
  ListView,
  type BulkAction,
  type CardSortOption,
  type ListViewColumn,
  type ListViewFilterConfig,
  type SortColumn,
} from '@tessera/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { listTools } from '../../list-tools';
import { downloadBundle } from '../../list-tools.api';
import { selectListCan, selectListResource } from '../../list.selectors';
import { usePageSelector } from '../../page-store';
import { useDialogAction } from '../../use-dialog-action';
import { useResourceList } from '../../use-resource-list';
import { BulkTagModal } from '../BulkTagModal/BulkTagModal';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal/ConfirmDeleteModal';
import { ImportButton } from '../ImportButton/ImportButton';
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
  /** The resource's own header buttons ('+ Dataset'), before the shared ones. */
  headerActions?: ReactNode;
  /** The order before the user picks one, for resources not sorted by modification time. */
  initialSort?: readonly SortColumn[];
}

/**
 * The list page every resource shares: header with bulk select and import, the list view (table or
 * cards), bulk export and bulk tag, and single or bulk delete behind a typed confirmation. Writing
 * tools need `can_write`, export `can_export`.
 */
export function ResourceListPage<Row extends { id: number }>({
  title,
  plural,
  rowName,
  columns,
  filters,
  cards,
  headerActions,
  initialSort,
}: ResourceListPageProps<Row>) {
  const list = useResourceList<Row>();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const canExport = usePageSelector(selectListCan('can_export'));
  const resource = usePageSelector(selectListResource);
  const tools = listTools(resource);
  const [bulkSelect, setBulkSelect] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<readonly Row[] | null>(null);
  const tagging = useDialogAction<readonly number[]>();
  const handlers: RowHandlers<Row> = {
    favorites: list.favorites,
    onToggleFavorite: list.toggleFavorite,
    onDelete: canWrite ? (row: Row) => setPendingDelete([row]) : undefined,
  };
  const filterConfig = useMemo(filters, [filters]);
  const sortOptions = useMemo(() => cards?.sortOptions(), [cards]);
  const bulkActions: BulkAction<Row>[] = [];
  if (canWrite) bulkActions.push({ key: 'delete', name: t('Delete'), type: 'danger', onSelect: (rows) => setPendingDelete(rows) });
  if (canExport && tools?.imported)
    bulkActions.push({
      key: 'export',
      name: t('Export'),
      type: 'primary',
      onSelect: (rows) =>
        downloadBundle(
          resource,
          rows.map((row) => row.id),
        ),
    });
  if (canWrite && tools?.tagType)
    bulkActions.push({ key: 'tag', name: t('Tag'), type: 'primary', onSelect: (rows) => tagging.open(rows.map((row) => row.id)) });

  return (
    <>
      <ListPageHeader title={title}>
        {headerActions}
        {canWrite && tools?.imported && <ImportButton resource={resource} label={tools.noun()} successMessage={tools.imported()} />}
        {bulkActions.length > 0 && (
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
        initialSort={initialSort}
        bulkActions={bulkActions}
        bulkSelectEnabled={bulkSelect}
        disableBulkSelect={() => setBulkSelect(false)}
        getRowLabel={rowName}
        t={t}
      />
      <ConfirmDeleteModal
        rows={pendingDelete}
        rowName={rowName}
        plural={plural}
        onConfirm={list.deleteRows}
        onHide={() => setPendingDelete(null)}
      />
      {tools?.tagType && <BulkTagModal ids={tagging.value} tagType={tools.tagType} onHide={tagging.close} onTagged={list.refresh} />}
    </>
  );
}
