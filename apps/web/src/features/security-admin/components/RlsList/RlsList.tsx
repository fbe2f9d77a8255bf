import type { RlsRuleView } from '@tessera/contracts/web';
import { Button } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { ResourceListPage, usePageDispatch } from '../../../resource-list';
import { rlsColumns, rlsFilters } from '../../rls.columns';
import { rlsListResource, rlsModal } from '../../rls.api';
import { RlsModal } from '../RlsModal/RlsModal';

/** `/rowlevelsecurity/list/`: row-level security rules; add, edit, delete. */
export function RlsList() {
  const dispatch = usePageDispatch();
  return (
    <>
      <ResourceListPage<RlsRuleView>
        title={t('Row Level Security')}
        plural={t('rules')}
        rowName={rlsListResource.rowName}
        columns={({ onDelete }) => rlsColumns({ onEdit: (rule) => dispatch(rlsModal.actions.opened({ id: rule.id })), onDelete })}
        filters={rlsFilters}
        headerActions={
          <Button type="button" primary icon="plus" content={t('Rule')} onClick={() => dispatch(rlsModal.actions.opened({ id: null }))} />
        }
      />
      <RlsModal />
    </>
  );
}
