import type { RecentActivityItem } from '@tessera/contracts/web';
import { apiClient, cancellable, encodeRison } from '../../api';
import { t } from '../../i18n';
import type { ListSagaOptions } from '../resource-list';
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
};
