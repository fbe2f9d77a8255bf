import { REPORT_STATES, type ReportListRow } from '@tessera/contracts/web';
import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { Checkbox, Label } from 'semantic-ui-react';
import { cronInWords, t } from '../../i18n';
import { RowActions, userName, userNames, type RowAction } from '../resource-list';
import type { ScheduleType } from './report-form';
import { formatDateTime, STATE_COLORS } from './report-states';
import { loadCreatorChoices, loadOwnerChoices } from './reports.api';

export interface ScheduleRowHandlers {
  onToggleActive?: (row: ReportListRow, active: boolean) => void;
  onEdit?: (row: ReportListRow) => void;
  onDelete?: (row: ReportListRow) => void;
  onShowLog: (row: ReportListRow) => void;
}

function rowActions(row: ReportListRow, handlers: ScheduleRowHandlers): RowAction[] {
  const actions: RowAction[] = [{ label: t('Execution log'), icon: 'list', onClick: () => handlers.onShowLog(row) }];
  if (handlers.onEdit) actions.push({ label: t('Edit'), icon: 'edit outline', onClick: () => handlers.onEdit?.(row) });
  if (handlers.onDelete) actions.push({ label: t('Delete'), icon: 'trash alternate outline', onClick: () => handlers.onDelete?.(row) });
  return actions;
}

/** Superset's Alerts & Reports columns; ids are the sort keys the server accepts. */
export function scheduleColumns(handlers: ScheduleRowHandlers): ListViewColumn<ReportListRow>[] {
  return [
    {
      id: 'last_state',
      header: t('Last run'),
      sortable: true,
      cell: (row) => (row.last_state ? <Label size="small" color={STATE_COLORS[row.last_state]} content={t(row.last_state)} /> : null),
    },
    { id: 'last_eval_dttm', header: t('Last run at'), sortable: true, accessor: (row) => formatDateTime(row.last_eval_dttm) },
    { id: 'name', header: t('Name'), sortable: true, accessor: 'name' },
    {
      id: 'crontab_humanized',
      header: t('Schedule'),
      // In the user's language (the server's `crontab_humanized` is English); an unusual expression as written.
      accessor: (row) => cronInWords(row.crontab) ?? row.crontab,
      cell: (row) => <span title={row.timezone}>{cronInWords(row.crontab) ?? row.crontab}</span>,
    },
    {
      id: 'recipients',
      header: t('Notification method'),
      accessor: (row) => [...new Set(row.recipients.map((recipient) => recipient.type))].join(', '),
    },
    { id: 'created_by', header: t('Created by'), accessor: (row) => userName(row.created_by) },
    { id: 'owners', header: t('Owners'), accessor: (row) => userNames(row.owners) },
    { id: 'changed_on_delta_humanized', header: t('Last modified'), sortable: true, accessor: 'changed_on_delta_humanized' },
    {
      id: 'active',
      header: t('Active'),
      sortable: true,
      cell: (row) => (
        <Checkbox
          toggle
          aria-label={t('Active: %s', row.name)}
          checked={row.active}
          disabled={!handlers.onToggleActive}
          onChange={(_event, data) => handlers.onToggleActive?.(row, Boolean(data.checked))}
        />
      ),
    },
    { id: 'actions', header: t('Actions'), cell: (row) => <RowActions actions={rowActions(row, handlers)} /> },
  ];
}

/** Owner, creator, state, active and a name search, as in Superset. */
export function scheduleFilters(): ListViewFilterConfig[] {
  return [
    { type: 'select', id: 'owners', label: t('Owner'), operator: 'rel_m_m', fetchSelects: loadOwnerChoices, placeholder: t('Select') },
    {
      type: 'select',
      id: 'created_by',
      label: t('Created by'),
      operator: 'rel_o_m',
      fetchSelects: loadCreatorChoices,
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'last_state',
      label: t('Status'),
      operator: 'eq',
      options: REPORT_STATES.map((state) => ({ label: t(state), value: state })),
      placeholder: t('Select'),
    },
    { type: 'boolean', id: 'active', label: t('Active'), operator: 'eq' },
    { type: 'search', id: 'name', label: t('Search'), operator: 'ct', placeholder: t('Type a value') },
  ];
}

/** The tab's title and the noun its buttons use. */
export function scheduleNouns(type: ScheduleType): { plural: string; add: string } {
  return type === 'Alert' ? { plural: t('alerts'), add: t('+ Alert') } : { plural: t('reports'), add: t('+ Report') };
}
