import type { ActionLogView, SecurityUserView } from '@tessera/contracts/web';
import type { SelectOptionsLoader } from '@tessera/ui';
import { apiClient, encodeRison } from '../../api';
import { t } from '../../i18n';
import { fetchListPage, type ListSagaOptions } from '../resource-list';

/** The action log is read-only: Superset lists it, nobody edits it. */
export const actionLogResource: ListSagaOptions<ActionLogView> = {
  resource: 'log',
  fetchPage: (config) => fetchListPage<ActionLogView>('log', config),
  rowName: (row) => row.action,
  label: () => t('log'),
  fetchFailed: (message) => t('An error occurred while fetching logs: %s', message),
};

/** User choices for the log's user filter, by user name. */
export const logUserOptions: SelectOptionsLoader<number> = async (search, page, pageSize) => {
  const filters = search ? [{ col: 'username', opr: 'ct', value: search }] : [];
  const body = await apiClient.get<{ count: number; result: SecurityUserView[] }>('/api/v1/security/users/', {
    query: { q: encodeRison({ filters, page, page_size: pageSize }) },
  });
  return { totalCount: body.count, data: body.result.map((user) => ({ value: user.id, label: user.username })) };
};
