import { PATHS } from '../../../../routing';
import { t } from '../../../../i18n';
import { fetchListPage } from '../../../resource-list';
import { HOME_LIST_PAGE_SIZE, HomeListSection, type HomeListConfig } from '../../../home';
import { savedQueryListResource, savedQueryUrl, type SavedQueryListRow } from '../../saved-query-list.api';

const SAVED_QUERIES: HomeListConfig<SavedQueryListRow> = {
  tabs: (userId) => [
    {
      id: 'mine',
      label: t('Mine'),
      filters: [{ col: 'created_by', opr: 'rel_o_m', value: userId }],
      emptyText: t('Nothing created by you yet'),
    },
    {
      id: 'favorite',
      label: t('Favorite'),
      filters: [{ col: 'id', opr: 'saved_query_is_fav', value: true }],
      emptyText: t("You don't have any favorites yet!"),
    },
  ],
  resource: (tab) => ({
    ...savedQueryListResource,
    info: false,
    quiet: true,
    fetchPage: (config) => fetchListPage('saved_query', config, tab.filters),
  }),
  toCard: (query) => ({
    key: String(query.id),
    title: query.label ?? '',
    url: savedQueryUrl(query),
    meta: t('Modified %s', query.changed_on_delta_humanized),
  }),
  sortColumn: 'changed_on_delta_humanized',
  pageSize: HOME_LIST_PAGE_SIZE,
  viewAllPath: PATHS.savedQueryList,
};

/** Home: five saved queries per tab. */
export function SavedQueriesHomeSection() {
  return <HomeListSection config={SAVED_QUERIES} label={t('Saved queries')} />;
}
