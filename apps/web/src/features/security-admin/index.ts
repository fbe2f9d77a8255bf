import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

export { createRecordModal } from './record-modal';
export type { RecordModal, RecordModalState } from './record-modal';
export { RecordModalActions } from './components/RecordModalActions/RecordModalActions';
export { adminListPageOptions } from './admin-list-page';
export type { PagePart } from './admin-list-page';

/** Settings → Security: users, roles, row-level security and the action log, for administrators. */
export function registerSecurityAdminFeature(registries?: AppRegistries): void {
  const pages = [
    { path: PATHS.userList, page: lazyPage(() => import('./pages/UserListPage'), 'UserListPage') },
    { path: PATHS.roleList, page: lazyPage(() => import('./pages/RoleListPage'), 'RoleListPage') },
    { path: PATHS.rowLevelSecurityList, page: lazyPage(() => import('./pages/RlsListPage'), 'RlsListPage') },
    { path: PATHS.actionLog, page: lazyPage(() => import('./pages/ActionLogPage'), 'ActionLogPage') },
  ];
  for (const { path, page } of pages) registerRoute({ path, page, access: 'authenticated' }, registries);
}
