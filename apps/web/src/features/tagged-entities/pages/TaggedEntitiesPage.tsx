import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@tessera/ui';
import { combineReducers } from '@reduxjs/toolkit';
import { t } from '../../../i18n';
import { PageStoreProvider, type PageStoreOptions } from '../../resource-list';
import { TaggedEntities } from '../components/TaggedEntities/TaggedEntities';
import { taggedEntitiesSaga } from '../tagged-entities.saga';
import { taggedEntitiesReducer, type TaggedEntitiesState } from '../tagged-entities.slice';

const STORE: PageStoreOptions<{ taggedEntities: TaggedEntitiesState }> = {
  prefixes: ['taggedEntities'],
  reducer: combineReducers({ taggedEntities: taggedEntitiesReducer }),
  saga: taggedEntitiesSaga,
};

/** `/superset/all_entities/?id=<tagId>`. */
export function TaggedEntitiesPage() {
  const [params] = useSearchParams();
  const tagId = Number(params.get('id'));
  if (!Number.isInteger(tagId) || tagId <= 0) return <ErrorAlert message={t('No tag id given')} t={t} />;
  return (
    <PageStoreProvider options={STORE}>
      <TaggedEntities tagId={tagId} />
    </PageStoreProvider>
  );
}
