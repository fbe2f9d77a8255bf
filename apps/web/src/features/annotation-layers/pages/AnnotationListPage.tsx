import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { Message } from 'semantic-ui-react';
import { t } from '../../../i18n';
import { selectHasPermission } from '../../auth';
import { PageStoreProvider } from '../../resource-list';
import { adminListPageOptions } from '../../security-admin';
import { annotationListResource, annotationModal } from '../annotations.api';
import { AnnotationList } from '../components/AnnotationList/AnnotationList';
import { layerTitleReducer, layerTitleSaga } from '../layer-title';

export function AnnotationListPage() {
  const layerId = Number(useParams().layerId);
  if (!Number.isInteger(layerId) || layerId < 1) return <Message negative content={t('Not found')} />;
  // A new store per layer: the page's list and modal are bound to it.
  return <LayerAnnotations key={layerId} layerId={layerId} />;
}

function LayerAnnotations({ layerId }: { layerId: number }) {
  const canWrite = useSelector(selectHasPermission('can_write', 'Annotation'));
  const { modal, options } = useMemo(() => {
    const modal = annotationModal(layerId);
    const title = { name: 'layerTitle', reducer: layerTitleReducer, saga: layerTitleSaga(layerId) };
    // Annotations are the layer's: the caller's rights on `Annotation` (from the session) apply to them.
    const permissions = ['can_read', ...(canWrite ? ['can_write'] : [])];
    return { modal, options: adminListPageOptions(annotationListResource(layerId), [modal, title], [], permissions) };
  }, [layerId, canWrite]);
  return (
    <PageStoreProvider options={options}>
      <AnnotationList modal={modal} />
    </PageStoreProvider>
  );
}
