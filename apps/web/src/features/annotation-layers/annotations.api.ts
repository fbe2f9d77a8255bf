import type { AnnotationFields, AnnotationView } from '@tessera/contracts/web';
import { apiClient } from '../../api';
import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListSagaOptions } from '../resource-list';
import { createRecordModal } from '../security-admin';

/** An annotation as its layer's list answers it. */
export type AnnotationRow = Omit<AnnotationView, 'layer'> & { changed_on_delta_humanized?: string };

function annotationsOf(layerId: number): string {
  return `annotation_layer/${layerId}/annotation`;
}

/** The annotations of one layer; their permissions are the layer's (`Annotation`), read from the session. */
export function annotationListResource(layerId: number): ListSagaOptions<AnnotationRow> {
  return {
    resource: annotationsOf(layerId),
    fetchPage: (config) => fetchListPage<AnnotationRow>(annotationsOf(layerId), config),
    deleteRows: (rows) =>
      bulkDelete(
        annotationsOf(layerId),
        rows.map((row) => row.id),
      ),
    rowName: (row) => row.short_descr,
    label: () => t('annotation'),
    fetchFailed: (message) => t('An error occurred while fetching annotations: %s', message),
  };
}

export function annotationModal(layerId: number) {
  return createRecordModal<AnnotationRow, AnnotationFields>('annotationModal', {
    load: (id) => apiClient.get<{ result: AnnotationRow }>(`/api/v1/${annotationsOf(layerId)}/${id}`).then((body) => body.result),
    save: (fields, id) =>
      id === null
        ? apiClient.post(`/api/v1/${annotationsOf(layerId)}/`, fields)
        : apiClient.put(`/api/v1/${annotationsOf(layerId)}/${id}`, fields),
    savedText: (created) => (created ? t('Annotation created') : t('Annotation updated')),
    label: () => t('annotation'),
  });
}
