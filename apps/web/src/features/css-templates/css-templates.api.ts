import type { CssTemplateFields, CssTemplateView } from '@tessera/contracts/web';
import { apiClient } from '../../api';
import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListSagaOptions } from '../resource-list';
import { createRecordModal } from '../security-admin';

const TEMPLATES = 'css_template';

export const cssTemplateListResource: ListSagaOptions<CssTemplateView> = {
  resource: TEMPLATES,
  fetchPage: (config) => fetchListPage<CssTemplateView>(TEMPLATES, config),
  deleteRows: (rows) =>
    bulkDelete(
      TEMPLATES,
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.template_name,
  label: () => t('css template'),
  fetchFailed: (message) => t('An error occurred while fetching css templates: %s', message),
};

export const cssTemplateModal = createRecordModal<CssTemplateView, CssTemplateFields>('cssTemplateModal', {
  load: (id) => apiClient.get<{ result: CssTemplateView }>(`/api/v1/${TEMPLATES}/${id}`).then((body) => body.result),
  save: (fields, id) =>
    id === null ? apiClient.post(`/api/v1/${TEMPLATES}/`, fields) : apiClient.put(`/api/v1/${TEMPLATES}/${id}`, fields),
  savedText: (created) => (created ? t('CSS template created') : t('CSS template updated')),
  label: () => t('css template'),
});
