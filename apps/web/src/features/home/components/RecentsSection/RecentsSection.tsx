import { t } from '../../../../i18n';
import type { RecentActivityItem } from '../../home.api';
import { recentActivityResource } from '../../home.api';
import { RECENTS_SIZE, type HomeListConfig } from '../../home-list.types';
import { HomeListSection } from '../HomeListSection/HomeListSection';

const RECENTS: HomeListConfig<RecentActivityItem> = {
  tabs: () => [{ id: 'viewed', label: t('Viewed'), filters: [], emptyText: t('Recently viewed charts and dashboards will appear here') }],
  resource: () => recentActivityResource,
  toCard: (item) => ({
    key: `${item.item_type}-${item.item_url}`,
    title: item.item_title,
    url: item.item_url,
    meta: t('Viewed %s', item.time_delta_humanized),
  }),
  sortColumn: 'time',
  pageSize: RECENTS_SIZE,
};

/** Home: the charts and dashboards viewed last. */
export function RecentsSection() {
  return <HomeListSection config={RECENTS} label={t('Recents')} />;
}
