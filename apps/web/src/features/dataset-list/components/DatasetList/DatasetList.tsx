import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../routing';
import { t } from '../../../../i18n';
import { DatasetEditModal, DatasetSamplesModal } from '../../../dataset-editor';
import { refreshRequested, ResourceListPage, selectListCan, usePageDispatch, usePageSelector } from '../../../resource-list';
import { datasetListResource, type DatasetListRow } from '../../dataset-list.api';
import { datasetColumns, datasetFilters } from '../../dataset-list.columns';

/** `/tablemodelview/list/`: physical and virtual datasets, with the Edit Dataset and samples modals. */
export function DatasetList() {
  const dispatch = usePageDispatch();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const [editingId, setEditingId] = useState<number | null>(null);
  const [sampled, setSampled] = useState<DatasetListRow | null>(null);
  const closeEditor = useCallback(() => setEditingId(null), []);
  const refresh = useCallback(() => dispatch(refreshRequested()), [dispatch]);

  return (
    <>
      <ResourceListPage<DatasetListRow>
        title={t('Datasets')}
        plural={t('datasets')}
        rowName={datasetListResource.rowName}
        columns={({ onDelete }) =>
          datasetColumns({ onDelete, onEdit: canWrite ? (row) => setEditingId(row.id) : undefined, onViewSamples: setSampled })
        }
        filters={datasetFilters}
        headerActions={
          canWrite && (
            <Link className="ui primary button" to={PATHS.datasetAdd}>
              {t('+ Dataset')}
            </Link>
          )
        }
      />
      <DatasetEditModal datasetId={editingId} onHide={closeEditor} onSaved={refresh} />
      <DatasetSamplesModal dataset={sampled} onHide={() => setSampled(null)} />
    </>
  );
}
