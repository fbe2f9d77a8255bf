import type { RecentActivityItem } from '@tessera/contracts/web';
import { apiClient, cancellable, encodeRison } from '../../api';
import { t } from '../../i18n';
import { fetchListPage, type ListSagaOptions } from '../resource-list';
import { RECENTS_SIZE } from './home-list.types';

/** One entry of `GET /api/v1/log/recent_activity/`. */
export type { RecentActivityItem };

/** The charts and dashboards the user viewed last, newest first, each once. */
export const recentActivityResource: ListSagaOptions<RecentActivityItem> = {
  resource: 'log',
  fetchPage: () =>
    cancellable(async (signal) => {
      const body = await apiClient.get<{ result: RecentActivityItem[] }>('/api/v1/log/recent_activity/', {
        signal,
        query: { q: encodeRison({ page: 0, page_size: RECENTS_SIZE, distinct: true }) },
      });
      return { rows: body.result, count: body.result.length };
    }),
  rowName: (item) => item.item_title,
  quiet: true,
  label: () => t('recent activity'),
  fetchFailed: (message) => t('An error occurred while fetching recent activity: %s', message),
};

/** A chart or dashboard the user edited or created, as the Recents tabs list them. */
export interface RecentObject {
  kind: 'chart' | 'dashboard';
  id: number;
  title: string;
  url: string;
  changedOn: string;
  changedHumanized: string;
}

interface ListedObject {
  id: number;
  url: string;
  slice_name?: string;
  dashboard_title?: string;
  changed_on_utc: string;
  changed_on_delta_humanized: string;
}

const RECENT_ORDER = { pageIndex: 0, pageSize: RECENTS_SIZE, sortBy: [{ id: 'changed_on_delta_humanized', desc: true }], filters: [] };

/**
 * Recents' 'Edited' and 'Created' tabs (Superset's activity table): the charts and dashboards last
 * changed by, or created by, the user — both lists asked at once, merged newest first.
 */
export function recentObjectsResource(column: 'changed_by' | 'created_by', userId: number): ListSagaOptions<RecentObject> {
  const filters = [{ col: column, opr: 'rel_o_m', value: userId }];
  const toRecent =
    (kind: RecentObject['kind']) =>
    (row: ListedObject): RecentObject => ({
      kind,
      id: row.id,
      title: (kind === 'chart' ? row.slice_name : row.dashboard_title) ?? '',
      url: row.url,
      changedOn: row.changed_on_utc,
      changedHumanized: row.changed_on_delta_humanized,
    });
  return {
    resource: 'chart',
    info: false,
    favorites: false,
    fetchPage: async () => {
      const [charts, dashboards] = await Promise.all([
        fetchListPage<ListedObject>('chart', RECENT_ORDER, filters),
        fetchListPage<ListedObject>('dashboard', { ...RECENT_ORDER, sortBy: [{ id: 'changed_on', desc: true }] }, filters),
      ]);
      const rows = [...charts.rows.map(toRecent('chart')), ...dashboards.rows.map(toRecent('dashboard'))]
        .sort((a, b) => Date.parse(b.changedOn) - Date.parse(a.changedOn))
        .slice(0, RECENTS_SIZE);
      return { rows, count: rows.length };
    },
    rowName: (item) => item.title,
    quiet: true,
    label: () => t('recent activity'),
    fetchFailed: (message) => t('An error occurred while fetching recent activity: %s', message),
  };
}
