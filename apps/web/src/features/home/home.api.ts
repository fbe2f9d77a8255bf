import { apiClient, cancellable, encodeRison } from '../../api';
import { t } from '../../i18n';
import type { ListSagaOptions } from '../resource-list';
import { RECENTS_SIZE } from './home-list.types';

/** One entry of `GET /api/v1/log/recent_activity/`. */
export interface RecentActivityItem {
  action: string;
  item_type: 'slice' | 'dashboard';
  item_url: string;
  item_title: string;
  time: number;
  time_delta_humanized: string;
}

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
};
