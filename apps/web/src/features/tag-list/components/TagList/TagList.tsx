import { t } from '../../../../i18n';
import { ResourceListPage } from '../../../resource-list';
import { tagListResource, type TagListRow } from '../../tag-list.api';
import { tagColumns, tagFilters } from '../../tag-list.columns';

/** `/superset/tags/`: custom tags, starred ones marked. */
export function TagList() {
  return (
    <ResourceListPage<TagListRow>
      title={t('Tags')}
      plural={t('tags')}
      rowName={tagListResource.rowName}
      columns={tagColumns}
      filters={tagFilters}
    />
  );
}
