import type { SavedQueryListRow as SavedQueryListing } from '@tessera/contracts/web';
import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListSagaOptions } from '../resource-list';

/** A saved query as `GET /api/v1/saved_query/` lists it (the columns the page uses). */
export type SavedQueryListRow = Pick<
  SavedQueryListing,
  'id' | 'label' | 'description' | 'database' | 'schema' | 'sql' | 'changed_on_delta_humanized'
> &
  /** `extra` is `extra_json` parsed; a scheduled query holds `schedule_info` there. */
  Partial<Pick<SavedQueryListing, 'sql_tables' | 'extra'>>;

/** Whether the query was saved with a schedule ('Schedule query' in the SQL editor). */
export function isScheduled(row: Pick<SavedQueryListRow, 'extra'>): boolean {
  const info = row.extra?.schedule_info;
  return typeof info === 'object' && info !== null;
}

export const savedQueryListResource: ListSagaOptions<SavedQueryListRow> = {
  resource: 'saved_query',
  fetchPage: (config) => fetchListPage<SavedQueryListRow>('saved_query', config),
  deleteRows: (rows) =>
    bulkDelete(
      'saved_query',
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.label ?? '',
  info: true,
  label: () => t('saved query'),
  fetchFailed: (message) => t('An error occurred while fetching saved queries: %s', message),
};

/** The SQL editor opens a saved query by its id. */
export function savedQueryUrl(query: Pick<SavedQueryListRow, 'id'>): string {
  return `/sqllab/?savedQueryId=${query.id}`;
}
