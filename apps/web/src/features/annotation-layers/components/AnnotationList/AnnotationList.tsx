import type { AnnotationFields } from '@tessera/contracts/web';
import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { PATHS } from '../../../../routing';
import { ResourceListPage, RowActions, selectListCan, usePageDispatch, usePageSelector, type RowAction } from '../../../resource-list';
import type { RecordModal } from '../../../security-admin';
import type { AnnotationRow } from '../../annotations.api';
import { selectLayerTitle } from '../../layer-title';
import { AnnotationModal } from '../AnnotationModal/AnnotationModal';

const BY_START = [{ id: 'start_dttm', desc: true }];

function annotationFilters(): ListViewFilterConfig[] {
  return [{ type: 'search', id: 'short_descr', label: t('Search'), operator: 'ct', placeholder: t('Type a value') }];
}

/** Times as the annotation holds them (no time zone), to the minute. */
function shownTime(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** `/annotationlayer/{id}/annotation/`: one layer's annotations; add, edit, delete. */
export function AnnotationList({ modal }: { modal: RecordModal<AnnotationRow, AnnotationFields> }) {
  const dispatch = usePageDispatch();
  const layer = usePageSelector(selectLayerTitle);
  const canWrite = usePageSelector(selectListCan('can_write'));
  const columns = ({ onDelete }: { onDelete?: (row: AnnotationRow) => void }): ListViewColumn<AnnotationRow>[] => [
    { id: 'short_descr', header: t('Label'), sortable: true, accessor: 'short_descr' },
    { id: 'long_descr', header: t('Description'), accessor: (row) => row.long_descr ?? '' },
    { id: 'start_dttm', header: t('Start'), sortable: true, accessor: (row) => shownTime(row.start_dttm) },
    { id: 'end_dttm', header: t('End'), sortable: true, accessor: (row) => shownTime(row.end_dttm) },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (row) => {
        const actions: RowAction[] = [];
        if (canWrite)
          actions.push({ label: t('Edit'), icon: 'edit outline', onClick: () => dispatch(modal.actions.opened({ id: row.id })) });
        if (onDelete) actions.push({ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(row) });
        return <RowActions actions={actions} />;
      },
    },
  ];
  return (
    <>
      <Link to={PATHS.annotationLayerList}>{t('Back to all')}</Link>
      <ResourceListPage<AnnotationRow>
        title={layer ? t('Annotation Layer %s', layer.name) : t('Annotation Layer')}
        plural={t('annotations')}
        rowName={(row) => row.short_descr}
        columns={columns}
        filters={annotationFilters}
        initialSort={BY_START}
        headerActions={
          canWrite && (
            <Button
              type="button"
              primary
              icon="plus"
              content={t('Annotation')}
              onClick={() => dispatch(modal.actions.opened({ id: null }))}
            />
          )
        }
      />
      <AnnotationModal modal={modal} />
    </>
  );
}
