import { useMemo } from 'react';
import { listPageStoreOptions, PageStoreProvider } from '../../resource-list';
import { tagListResource } from '../tag-list.api';
import { TagList } from '../components/TagList/TagList';

export function TagListPage() {
  const options = useMemo(() => listPageStoreOptions(tagListResource), []);
  return (
    <PageStoreProvider options={options}>
      <TagList />
    </PageStoreProvider>
  );
}
