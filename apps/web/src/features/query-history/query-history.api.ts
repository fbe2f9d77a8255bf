import type { QueryListRow } from '@tessera/contracts/web';
import { t } from '../../i18n';
import { fetchListPage, type ListSagaOptions } from '../resource-list';

export type { QueryListRow };

/** `GET /api/v1/query/`: the runs of the SQL editor (each user sees their own; admins everyone's). */
export const queryHistoryResource: ListSagaOptions<QueryListRow> = {
  resource: 'query',
  fetchPage: (config) => fetchListPage<QueryListRow>('query', config),
  rowName: (row) => row.tab_name ?? row.sql,
  info: false,
  label: () => t('query'),
  fetchFailed: (message) => t('An error occurred while fetching queries: %s', message),
};

/** The SQL editor address that opens a past run's SQL in a new tab, on its database and schema. */
export function openInSqlEditorUrl(query: Pick<QueryListRow, 'sql' | 'database' | 'schema' | 'tab_name'>): string {
  const params = new URLSearchParams({ sql: query.sql, dbid: String(query.database.id) });
  if (query.schema) params.set('schema', query.schema);
  if (query.tab_name) params.set('name', query.tab_name);
  return `/sqllab/?${params.toString()}`;
}

/** How long a run took, as Superset's history shows it (`00:00:01.234`); empty while it runs. */
export function runDuration(query: Pick<QueryListRow, 'start_time' | 'end_time'>): string {
  if (query.start_time === null || query.end_time === null) return '';
  const ms = Math.max(0, Math.round(query.end_time - query.start_time));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}
