import type { SecurityRoleView, SecurityUserView, SecurityUserWriteFields } from '@tessera/contracts/web';
import type { SelectOptionsLoader } from '@tessera/ui';
import { apiClient, encodeRison } from '../../api';
import { t } from '../../i18n';
import { deleteEach, fetchListPage, type ListSagaOptions } from '../resource-list';
import { createRecordModal } from './record-modal';

const USERS = 'security/users';

export const userListResource: ListSagaOptions<SecurityUserView> = {
  resource: USERS,
  fetchPage: (config) => fetchListPage<SecurityUserView>(USERS, config),
  deleteRows: (rows) =>
    deleteEach(
      USERS,
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.username,
  label: () => t('user'),
  fetchFailed: (message) => t('An error occurred while fetching users: %s', message),
};

/** A page of roles by name, from `GET /api/v1/security/roles/?q=(filter,page,page_size)`. */
export async function searchRoles(filter: string, page: number, pageSize: number): Promise<{ count: number; result: SecurityRoleView[] }> {
  return apiClient.get('/api/v1/security/roles/', { query: { q: encodeRison({ filter, page, page_size: pageSize }) } });
}

/** Role choices for selects and filters. */
export const roleOptions: SelectOptionsLoader<number> = async (filter, page, pageSize) => {
  const { count, result } = await searchRoles(filter, page, pageSize);
  return { totalCount: count, data: result.map((role) => ({ label: role.name, value: role.id })) };
};

export const userModal = createRecordModal<SecurityUserView, SecurityUserWriteFields>('userModal', {
  load: async (id) => (await apiClient.get<{ result: SecurityUserView }>(`/api/v1/${USERS}/${id}`)).result,
  save: (payload, id) => (id === null ? apiClient.post(`/api/v1/${USERS}/`, payload) : apiClient.put(`/api/v1/${USERS}/${id}`, payload)),
  savedText: (created) => (created ? t('User created') : t('User updated')),
  label: () => t('user'),
});

/** Deactivating keeps the user (and what they own) but ends their sessions. */
export function setUserActive(id: number, active: boolean): Promise<unknown> {
  return apiClient.put(`/api/v1/${USERS}/${id}`, { active });
}
