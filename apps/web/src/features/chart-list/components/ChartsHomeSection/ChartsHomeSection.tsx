import { PATHS } from '../../../../routing';
import { t } from '../../../../i18n';
import { fetchListPage } from '../../../resource-list';
import { HOME_LIST_PAGE_SIZE, HomeListSection, standardHomeTabs, type HomeListConfig } from '../../../home';
import { chartExploreUrl, chartListResource, type ChartListRow } from '../../chart-list.api';

const CHARTS: HomeListConfig<ChartListRow> = {
  tabs: () => standardHomeTabs({ favorite: 'chart_is_favorite', mine: 'chart_created_by_me', other: 'chart_has_created_by' }),
  resource: (tab) => ({
    ...chartListResource,
    favorites: false,
    info: false,
    quiet: true,
    fetchPage: (config) => fetchListPage('chart', config, tab.filters),
  }),
  toCard: (chart) => ({
    key: String(chart.id),
    title: chart.slice_name,
    url: chartExploreUrl(chart),
    meta: t('Modified %s', chart.changed_on_delta_humanized),
  }),
  sortColumn: 'changed_on_delta_humanized',
  pageSize: HOME_LIST_PAGE_SIZE,
  viewAllPath: PATHS.chartList,
};

/** Home: five charts per tab. */
export function ChartsHomeSection() {
  return <HomeListSection config={CHARTS} label={t('Charts')} />;
}
