import type { CssTemplateView } from '@tessera/contracts/web';
import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { Button } from 'semantic-ui-react';
import { formatDateTime, t } from '../../../../i18n';
import {
  ResourceListPage,
  RowActions,
  selectListCan,
  usePageDispatch,
  usePageSelector,
  userName,
  type RowAction,
} from '../../../resource-list';
import { cssTemplateListResource, cssTemplateModal } from '../../css-templates.api';
import { CssTemplateModal } from '../CssTemplateModal/CssTemplateModal';

function templateFilters(): ListViewFilterConfig[] {
  return [{ type: 'search', id: 'template_name', label: t('Search'), operator: 'ct', placeholder: t('Type a value') }];
}

/** `/csstemplatemodelview/list/`: CSS templates dashboards can start from; add, edit, delete. */
export function CssTemplateList() {
  const dispatch = usePageDispatch();
  const canWrite = usePageSelector(selectListCan('can_write'));
  const columns = ({ onDelete }: { onDelete?: (row: CssTemplateView) => void }): ListViewColumn<CssTemplateView>[] => [
    { id: 'template_name', header: t('Name'), sortable: true, accessor: 'template_name' },
    { id: 'created_on', header: t('Created on'), sortable: true, accessor: (row) => formatDateTime(new Date(row.created_on)) },
    { id: 'changed_by', header: t('Modified by'), accessor: (row) => userName(row.changed_by) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    {
      id: 'actions',
      header: t('Actions'),
      size: 'md',
      cell: (row) => {
        const actions: RowAction[] = [];
        if (canWrite)
          actions.push({
            label: t('Edit'),
            icon: 'edit outline',
            onClick: () => dispatch(cssTemplateModal.actions.opened({ id: row.id })),
          });
        if (onDelete) actions.push({ label: t('Delete'), icon: 'trash alternate outline', onClick: () => onDelete(row) });
        return <RowActions actions={actions} />;
      },
    },
  ];
  return (
    <>
      <ResourceListPage<CssTemplateView>
        title={t('CSS Templates')}
        plural={t('css templates')}
        rowName={cssTemplateListResource.rowName}
        columns={columns}
        filters={templateFilters}
        headerActions={
          canWrite && (
            <Button
              type="button"
              primary
              icon="plus"
              content={t('CSS Template')}
              onClick={() => dispatch(cssTemplateModal.actions.opened({ id: null }))}
            />
          )
        }
      />
      <CssTemplateModal />
    </>
  );
}
