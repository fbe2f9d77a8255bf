import { ListView } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { ConfirmDeleteModal, ListPageHeader, selectListCan, usePageSelector, useResourceList } from '../../../resource-list';
import { savedQueryListResource, type SavedQueryListRow } from '../../saved-query-list.api';
import { savedQueryColumns, savedQueryFilters } from '../../saved-query-list.columns';

/** `/savedqueryview/list/`: the queries the user saved from the SQL editor. */
export function SavedQueryList() {
  const list = useResourceList<SavedQueryListRow>();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const [bulkSelect, setBulkSelect] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<readonly SavedQueryListRow[] | null>(null);

  const columns = savedQueryColumns(canWrite ? (row) => setPendingDelete([row]) : undefined);
  const filters = useMemo(savedQueryFilters, []);
  const bulkActions = canWrite ? [{ key: 'delete', name: t('Delete'), type: 'danger' as const, onSelect: (rows: SavedQueryListRow[]) => setPendingDelete(rows) }] : [];

  return (
    <>
      <ListPageHeader title={t('Saved queries')}>
        {canWrite && (
          <Button type="button" basic onClick={() => setBulkSelect((on) => !on)}>
            {t('Bulk select')}
          </Button>
        )}
      </ListPageHeader>
      <ListView<SavedQueryListRow>
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
        getRowLabel={savedQueryListResource.rowName}
        t={t}
      />
      <ConfirmDeleteModal
        rows={pendingDelete}
        rowName={savedQueryListResource.rowName}
        plural={t('saved queries')}
        onConfirm={list.deleteRows}
        onHide={() => setPendingDelete(null)}
      />
    </>
  );
}
