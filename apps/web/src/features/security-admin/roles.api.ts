import type { PermissionViewMenuView, SecurityRoleDetailView, SecurityRoleView } from '@tessera/contracts/web';
import type { FetchDataConfig } from '@tessera/ui';
import { apiClient, encodeRison } from '../../api';
import { t } from '../../i18n';
import { deleteEach, type ListPage, type ListSagaOptions } from '../resource-list';
import { createRecordModal } from './record-modal';
import { searchRoles } from './users.api';

const ROLES = 'security/roles';

/** The roles API searches by name only (Flask-AppBuilder's `filter`), so the list's name search is sent as that. */
export async function fetchRolePage(config: FetchDataConfig): Promise<ListPage<SecurityRoleView>> {
  const search = config.filters.find((filter) => filter.id === 'name');
  const { count, result } = await searchRoles(typeof search?.value === 'string' ? search.value : '', config.pageIndex, config.pageSize);
  return { rows: result, count };
}

export const roleListResource: ListSagaOptions<SecurityRoleView> = {
  resource: ROLES,
  fetchPage: fetchRolePage,
  deleteRows: (rows) =>
    deleteEach(
      ROLES,
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.name,
  label: () => t('role'),
  fetchFailed: (message) => t('An error occurred while fetching roles: %s', message),
};

function fetchRole(id: number): Promise<SecurityRoleDetailView> {
  return apiClient.get<{ result: SecurityRoleDetailView }>(`/api/v1/${ROLES}/${id}`).then((body) => body.result);
}

/** Adding or renaming a role. */
export const roleModal = createRecordModal<SecurityRoleDetailView, { name: string }>('roleModal', {
  load: fetchRole,
  save: (payload, id) => (id === null ? apiClient.post(`/api/v1/${ROLES}/`, payload) : apiClient.put(`/api/v1/${ROLES}/${id}`, payload)),
  savedText: (created) => (created ? t('Role created') : t('Role updated')),
  label: () => t('role'),
});

/** Every grantable pair; the catalogue is a few thousand rows at most, so the editor searches it in the page. */
export const PERMISSION_CATALOGUE_PAGE = 10_000;

export interface RolePermissions {
  role: SecurityRoleDetailView;
  catalogue: PermissionViewMenuView[];
}

async function fetchRolePermissions(id: number): Promise<RolePermissions> {
  const [role, catalogue] = await Promise.all([
    fetchRole(id),
    apiClient
      .get<{ result: PermissionViewMenuView[] }>('/api/v1/security/permissions-resources/', {
        query: { q: encodeRison({ page: 0, page_size: PERMISSION_CATALOGUE_PAGE }) },
      })
      .then((body) => body.result),
  ]);
  return { role, catalogue };
}

/** The role's grants: which permission × view menu pairs it holds, replaced as a whole on save. */
export const rolePermissionsModal = createRecordModal<RolePermissions, number[]>('rolePermissionsModal', {
  load: fetchRolePermissions,
  save: (ids, id) => apiClient.post(`/api/v1/${ROLES}/${id}/permissions`, { permission_view_menu_ids: ids }),
  savedText: () => t('Permissions saved'),
  label: () => t('role'),
});
