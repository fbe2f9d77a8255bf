export { PageStoreProvider } from './components/PageStoreProvider/PageStoreProvider';
export { ListPageHeader } from './components/ListPageHeader/ListPageHeader';
export { ConfirmDeleteModal } from './components/ConfirmDeleteModal/ConfirmDeleteModal';
export { RowActions } from './components/RowActions/RowActions';
export type { RowAction } from './components/RowActions/RowActions';
export { listPageStoreOptions } from './list-page-store';
export type { ListPageExtension, ListPageState } from './list-page-store';
export { useResourceList } from './use-resource-list';
export { selectListCan } from './list.selectors';
export { usePageSelector, usePageDispatch, createPageStore } from './page-store';
export type { PageStoreOptions } from './page-store';
export { listSaga } from './list.saga';
export { permissionsLoaded, refreshRequested } from './list.slice';
export type { ListSagaOptions } from './list.saga';
export type { ListPage, ListResource } from './list.types';
export { toListQuery } from './list-query';
export type { ListFilterEntry, ListRequestQuery } from './list-query';
export {
  bulkDelete,
  deleteEach,
  distinctLoader,
  fetchListPage,
  relatedLoader,
  saveFavorite,
  fetchFavoriteStatus,
} from './resource-list.api';
export { userName, userNames } from './user-names';
export type { UserName } from './user-names';
export { customTags } from './custom-tags';
export type { ListedTag } from './custom-tags';
export { ResourceListPage } from './components/ResourceListPage/ResourceListPage';
export type { ResourceListPageProps, RowHandlers } from './components/ResourceListPage/ResourceListPage';
export { ImportButton } from './components/ImportButton/ImportButton';
export { CardCover } from './components/CardCover/CardCover';
export { listTools } from './list-tools';
export { customTagOptions } from './list-tools.api';
export type { ListTools, TaggableType } from './list-tools';
export { postMultipart } from './multipart';
export type { MultipartOptions } from './multipart';
