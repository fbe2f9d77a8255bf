import { ListView } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { ConfirmDeleteModal, ListPageHeader, selectListCan, usePageSelector, useResourceList } from '../../../resource-list';
import { datasetListResource, type DatasetListRow } from '../../dataset-list.api';
import { datasetColumns, datasetFilters } from '../../dataset-list.columns';

/** `/tablemodelview/list/`: physical and virtual datasets. */
export function DatasetList() {
  const list = useResourceList<DatasetListRow>();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const [bulkSelect, setBulkSelect] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<readonly DatasetListRow[] | null>(null);

  const columns = datasetColumns(canWrite ? (row) => setPendingDelete([row]) : undefined);
  const filters = useMemo(datasetFilters, []);
  const bulkActions = canWrite ? [{ key: 'delete', name: t('Delete'), type: 'danger' as const, onSelect: (rows: DatasetListRow[]) => setPendingDelete(rows) }] : [];

  return (
    <>
      <ListPageHeader title={t('Datasets')}>
        {canWrite && (
          <Button type="button" basic onClick={() => setBulkSelect((on) => !on)}>
            {t('Bulk select')}
          </Button>
        )}
      </ListPageHeader>
      <ListView<DatasetListRow>
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
        getRowLabel={datasetListResource.rowName}
        t={t}
      />
      <ConfirmDeleteModal
        rows={pendingDelete}
        rowName={datasetListResource.rowName}
        plural={t('datasets')}
        onConfirm={list.deleteRows}
        onHide={() => setPendingDelete(null)}
      />
    </>
  );
}
