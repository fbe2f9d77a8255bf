import { t } from '../../../../i18n';
import { ResourceListPage } from '../../../resource-list';
import { savedQueryListResource, type SavedQueryListRow } from '../../saved-query-list.api';
import { savedQueryColumns, savedQueryFilters } from '../../saved-query-list.columns';

/** `/savedqueryview/list/`: the queries the user saved from the SQL editor. */
export function SavedQueryList() {
  return (
    <ResourceListPage<SavedQueryListRow>
      title={t('Saved queries')}
      plural={t('saved queries')}
      rowName={savedQueryListResource.rowName}
      columns={({ onDelete }) => savedQueryColumns(onDelete)}
      filters={savedQueryFilters}
    />
  );
}
