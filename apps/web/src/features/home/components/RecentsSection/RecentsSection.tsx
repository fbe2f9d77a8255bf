import { t } from '../../../../i18n';
import type { RecentActivityItem, RecentObject } from '../../home.api';
import { recentActivityResource, recentObjectsResource } from '../../home.api';
import { RECENTS_SIZE, type HomeListConfig, type HomeTab } from '../../home-list.types';
import { HomeListSection } from '../HomeListSection/HomeListSection';

/** A Recents row: a view from the activity log, or a chart/dashboard edited or created. */
type RecentRow = RecentActivityItem | RecentObject;

const isViewed = (row: RecentRow): row is RecentActivityItem => 'item_url' in row;

const RECENTS: HomeListConfig<RecentRow> = {
  tabs: (userId) => [
    { id: 'viewed', label: t('Viewed'), filters: [], emptyText: t('Recently viewed charts and dashboards will appear here') },
    {
      id: 'edited',
      label: t('Edited'),
      filters: [{ col: 'changed_by', opr: 'rel_o_m', value: userId }],
      emptyText: t('Recently edited charts and dashboards will appear here'),
    },
    {
      id: 'created',
      label: t('Created'),
      filters: [{ col: 'created_by', opr: 'rel_o_m', value: userId }],
      emptyText: t('Recently created charts and dashboards will appear here'),
    },
  ],
  resource: (tab: HomeTab) => {
    if (tab.id === 'viewed') return recentActivityResource;
    const userId = Number(tab.filters[0]?.value);
    return recentObjectsResource(tab.id === 'edited' ? 'changed_by' : 'created_by', userId);
  },
  toCard: (row) =>
    isViewed(row)
      ? {
          key: `${row.item_type}-${row.item_url}`,
          title: row.item_title,
          url: row.item_url,
          meta: t('Viewed %s', row.time_delta_humanized),
        }
      : { key: `${row.kind}-${row.id}`, title: row.title, url: row.url, meta: t('Modified %s', row.changedHumanized) },
  sortColumn: 'time',
  pageSize: RECENTS_SIZE,
};

/** Home: the charts and dashboards viewed, edited and created last. */
export function RecentsSection() {
  return <HomeListSection config={RECENTS} label={t('Recents')} />;
}
