import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import {
  ResourceListPage,
  RowActions,
  selectListCan,
  usePageDispatch,
  usePageSelector,
  userName,
  type RowAction,
} from '../../../resource-list';
import { layerAnnotationsPath, layerListResource, layerModal, type AnnotationLayerRow } from '../../annotation-layers.api';
import { LayerModal } from '../LayerModal/LayerModal';

function layerFilters(): ListViewFilterConfig[] {
  return [{ type: 'search', id: 'name', label: t('Search'), operator: 'ct', placeholder: t('Type a value') }];
}

/** `/annotationlayer/list/`: annotation layers, each opening its annotations; add, edit, delete. */
export function LayerList() {
  const dispatch = usePageDispatch();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const columns = ({ onDelete }: { onDelete?: (row: AnnotationLayerRow) => void }): ListViewColumn<AnnotationLayerRow>[] => [
    { id: 'name', header: t('Name'), sortable: true, cell: (layer) => <Link to={layerAnnotationsPath(layer)}>{layer.name}</Link> },
    { id: 'descr', header: t('Description'), accessor: (layer) => layer.descr ?? '' },
    { id: 'changed_by', header: t('Modified by'), accessor: (layer) => userName(layer.changed_by) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (layer) => {
        const actions: RowAction[] = [];
        if (canWrite)
          actions.push({ label: t('Edit'), icon: 'edit outline', onClick: () => dispatch(layerModal.actions.opened({ id: layer.id })) });
        if (onDelete) actions.push({ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(layer) });
        return <RowActions actions={actions} />;
      },
    },
  ];
  return (
    <>
      <ResourceListPage<AnnotationLayerRow>
        title={t('Annotation Layers')}
        plural={t('annotation layers')}
        rowName={layerListResource.rowName}
        columns={columns}
        filters={layerFilters}
        headerActions={
          canWrite && (
            <Button
              type="button"
              primary
              icon="plus"
              content={t('Annotation Layer')}
              onClick={() => dispatch(layerModal.actions.opened({ id: null }))}
            />
          )
        }
      />
      <LayerModal />
    </>
  );
}
