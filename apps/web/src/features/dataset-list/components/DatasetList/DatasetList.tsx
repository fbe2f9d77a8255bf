import { t } from '../../../../i18n';
import { ResourceListPage } from '../../../resource-list';
import { datasetListResource, type DatasetListRow } from '../../dataset-list.api';
import { datasetColumns, datasetFilters } from '../../dataset-list.columns';

/** `/tablemodelview/list/`: physical and virtual datasets. */
export function DatasetList() {
  return (
    <ResourceListPage<DatasetListRow>
      title={t('Datasets')}
      plural={t('datasets')}
      rowName={datasetListResource.rowName}
      columns={({ onDelete }) => datasetColumns(onDelete)}
      filters={datasetFilters}
    />
  );
}
