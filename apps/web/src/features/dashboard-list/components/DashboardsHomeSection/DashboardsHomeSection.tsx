import { PATHS } from '../../../../routing';
import { t } from '../../../../i18n';
import { fetchListPage } from '../../../resource-list';
import { HOME_LIST_PAGE_SIZE, HomeListSection, standardHomeTabs, type HomeListConfig } from '../../../home';
import { dashboardListResource, dashboardUrl, type DashboardListRow } from '../../dashboard-list.api';

const DASHBOARDS: HomeListConfig<DashboardListRow> = {
  tabs: () => standardHomeTabs({ favorite: 'dashboard_is_favorite', mine: 'dashboard_created_by_me', other: 'dashboard_has_created_by' }),
  resource: (tab) => ({
    ...dashboardListResource,
    favorites: false,
    info: false,
    quiet: true,
    fetchPage: (config) => fetchListPage('dashboard', config, tab.filters),
  }),
  toCard: (dashboard) => ({
    key: String(dashboard.id),
    title: dashboard.dashboard_title,
    url: dashboardUrl(dashboard),
    meta: t('Modified %s', dashboard.changed_on_delta_humanized),
  }),
  sortColumn: 'changed_on_delta_humanized',
  pageSize: HOME_LIST_PAGE_SIZE,
  viewAllPath: PATHS.dashboardList,
};

/** Home: five dashboards per tab. */
export function DashboardsHomeSection() {
  return <HomeListSection config={DASHBOARDS} label={t('Dashboards')} />;
}
