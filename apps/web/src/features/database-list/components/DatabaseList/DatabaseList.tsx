import { ListView } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import {
  ConfirmDeleteModal,
  ImportButton,
  ListPageHeader,
  selectListCan,
  usePageDispatch,
  usePageSelector,
  useResourceList,
} from '../../../resource-list';
import { databaseListResource, type DatabaseListRow } from '../../database-list.api';
import { databaseColumns, databaseFilters } from '../../database-list.columns';
import { databaseModalOpened } from '../../database-modal.slice';
import { DatabaseModal } from '../DatabaseModal/DatabaseModal';

/** `/databaseview/list/`: database connections, with the modal that creates and edits them. */
export function DatabaseList() {
  const list = useResourceList<DatabaseListRow>();
  const dispatch = usePageDispatch();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const [pendingDelete, setPendingDelete] = useState<readonly DatabaseListRow[] | null>(null);
  const openModal = (id: number | null) => dispatch(databaseModalOpened({ id }));

  const columns = databaseColumns({
    onEdit: canWrite ? (row) => openModal(row.id) : undefined,
    onDelete: canWrite ? (row) => setPendingDelete([row]) : undefined,
  });
  const filters = useMemo(databaseFilters, []);

  return (
    <>
      <ListPageHeader title={t('Databases')}>
        {canWrite && <ImportButton resource="database" label={t('database')} successMessage={t('Database imported')} />}
        {canWrite && (
          <Button type="button" primary onClick={() => openModal(null)}>
            {t('+ Database')}
          </Button>
        )}
      </ListPageHeader>
      <ListView<DatabaseListRow>
        columns={columns}
        data={list.rows}
        count={list.count}
        loading={list.loading}
        fetchData={list.fetchData}
        refreshData={list.refresh}
        filters={filters}
        getRowLabel={databaseListResource.rowName}
        addButton={canWrite ? { label: t('+ Database'), onClick: () => openModal(null) } : undefined}
        t={t}
      />
      <ConfirmDeleteModal
        rows={pendingDelete}
        rowName={databaseListResource.rowName}
        plural={t('databases')}
        onConfirm={list.deleteRows}
        onHide={() => setPendingDelete(null)}
      />
      <DatabaseModal />
    </>
  );
}
