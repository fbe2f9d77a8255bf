import type { ActionLogView } from '@tessera/contracts/web';
import { t } from '../../../../i18n';
import { ResourceListPage } from '../../../resource-list';
import { actionLogColumns, actionLogFilters } from '../../action-log.columns';
import { actionLogResource } from '../../action-log.api';

const NEWEST_FIRST = [{ id: 'dttm', desc: true }];

/** `/actionlog/list/`: what users did, as the server logged it. */
export function ActionLogList() {
  return (
    <ResourceListPage<ActionLogView>
      title={t('Action Log')}
      plural={t('logs')}
      rowName={actionLogResource.rowName}
      columns={actionLogColumns}
      filters={actionLogFilters}
      initialSort={NEWEST_FIRST}
    />
  );
}
