import type { AnnotationLayerFields, AnnotationLayerView } from '@tessera/contracts/web';
import { apiClient } from '../../api';
import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListSagaOptions, type UserName } from '../resource-list';
import { createRecordModal } from '../security-admin';

const LAYERS = 'annotation_layer';

/** A layer as `GET /api/v1/annotation_layer/` lists it. */
export type AnnotationLayerRow = AnnotationLayerView & { changed_on_delta_humanized: string; changed_by: UserName | null };

export const layerListResource: ListSagaOptions<AnnotationLayerRow> = {
  resource: LAYERS,
  fetchPage: (config) => fetchListPage<AnnotationLayerRow>(LAYERS, config),
  deleteRows: (rows) =>
    bulkDelete(
      LAYERS,
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.name,
  info: true,
  label: () => t('annotation layer'),
  fetchFailed: (message) => t('An error occurred while fetching annotation layers: %s', message),
};

export function fetchLayer(id: number): Promise<AnnotationLayerView> {
  return apiClient.get<{ result: AnnotationLayerView }>(`/api/v1/${LAYERS}/${id}`).then((body) => body.result);
}

export const layerModal = createRecordModal<AnnotationLayerView, AnnotationLayerFields>('layerModal', {
  load: fetchLayer,
  save: (fields, id) => (id === null ? apiClient.post(`/api/v1/${LAYERS}/`, fields) : apiClient.put(`/api/v1/${LAYERS}/${id}`, fields)),
  savedText: (created) => (created ? t('Annotation layer created') : t('Annotation layer updated')),
  label: () => t('annotation layer'),
});

export function layerAnnotationsPath(layer: Pick<AnnotationLayerView, 'id'>): string {
  return `/annotationlayer/${layer.id}/annotation/`;
}
