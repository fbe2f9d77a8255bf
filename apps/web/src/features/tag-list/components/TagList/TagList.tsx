import { ListView } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { ConfirmDeleteModal, ListPageHeader, selectListCan, usePageSelector, useResourceList } from '../../../resource-list';
import { tagListResource, type TagListRow } from '../../tag-list.api';
import { tagColumns, tagFilters } from '../../tag-list.columns';

/** `/superset/tags/`: custom tags, starred ones marked. */
export function TagList() {
  const list = useResourceList<TagListRow>();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const [bulkSelect, setBulkSelect] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<readonly TagListRow[] | null>(null);

  const onDelete = canWrite ? (tag: TagListRow) => setPendingDelete([tag]) : undefined;
  const columns = tagColumns({ favorites: list.favorites, onToggleFavorite: list.toggleFavorite, onDelete });
  const filters = useMemo(tagFilters, []);
  const bulkActions = canWrite ? [{ key: 'delete', name: t('Delete'), type: 'danger' as const, onSelect: (rows: TagListRow[]) => setPendingDelete(rows) }] : [];

  return (
    <>
      <ListPageHeader title={t('Tags')}>
        {canWrite && (
          <Button type="button" basic onClick={() => setBulkSelect((on) => !on)}>
            {t('Bulk select')}
          </Button>
        )}
      </ListPageHeader>
      <ListView<TagListRow>
        columns={columns}
        data={list.rows}
        count={list.count}
        loading={list.loading}
        fetchData={list.fetchData}
        refreshData={list.refresh}
        filters={filters}
        bulkActions={bulkActions}
        bulkSelectEnabled={bulkSelect}
        disableBulkSelect={() => setBulkSelect(false)}
        getRowLabel={tagListResource.rowName}
        t={t}
      />
      <ConfirmDeleteModal
        rows={pendingDelete}
        rowName={tagListResource.rowName}
        plural={t('tags')}
        onConfirm={list.deleteRows}
        onHide={() => setPendingDelete(null)}
      />
    </>
  );
}
