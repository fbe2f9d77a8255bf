import { useMemo } from 'react';
import { t } from '../../../i18n';
import { listPageStoreOptions, PageStoreProvider, ResourceListPage } from '../../resource-list';
import { queryHistoryResource, type QueryListRow } from '../query-history.api';
import { queryHistoryColumns, queryHistoryFilters } from '../query-history.columns';

const NEWEST_FIRST = [{ id: 'start_time', desc: true }] as const;

/** `/sqllab/history/`: Superset's Query history, every run of the SQL editor the user may see. */
export function QueryHistoryPage() {
  const options = useMemo(() => listPageStoreOptions(queryHistoryResource), []);
  return (
    <PageStoreProvider options={options}>
      <ResourceListPage<QueryListRow>
        title={t('Query history')}
        plural={t('queries')}
        rowName={queryHistoryResource.rowName}
        columns={queryHistoryColumns}
        filters={queryHistoryFilters}
        initialSort={NEWEST_FIRST}
      />
    </PageStoreProvider>
  );
}
