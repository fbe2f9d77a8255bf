import type { ActionLogView } from '@tessera/contracts/web';
import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { formatDateTime, t } from '../../i18n';
import { logUserOptions } from './action-log.api';

/** The dashboard or chart an entry is about, linked, or nothing. */
function LoggedObject({ entry }: { entry: ActionLogView }) {
  if (entry.dashboard_id !== null)
    return <Link to={`/superset/dashboard/${entry.dashboard_id}/`}>{t('Dashboard %s', String(entry.dashboard_id))}</Link>;
  if (entry.slice_id !== null) return <Link to={`/explore/?slice_id=${entry.slice_id}`}>{t('Chart %s', String(entry.slice_id))}</Link>;
  return null;
}

/** Who did what when, newest first (the server's default order). */
export function actionLogColumns(): ListViewColumn<ActionLogView>[] {
  return [
    { id: 'user_id', header: t('User'), sortable: true, accessor: (entry) => entry.user?.username ?? '' },
    { id: 'action', header: t('Action'), sortable: true, accessor: 'action' },
    { id: 'dttm', header: t('Time'), sortable: true, accessor: (entry) => formatDateTime(new Date(entry.dttm)) },
    { id: 'dashboard_id', header: t('Object'), cell: (entry) => <LoggedObject entry={entry} /> },
    { id: 'duration_ms', header: t('Duration (ms)'), sortable: true, accessor: (entry) => entry.duration_ms ?? '' },
  ];
}

export function actionLogFilters(): ListViewFilterConfig[] {
  return [
    { type: 'search', id: 'action', label: t('Action'), operator: 'ct', placeholder: t('Type a value') },
    { type: 'select', id: 'user_id', label: t('User'), operator: 'eq', fetchSelects: logUserOptions, placeholder: t('Select') },
  ];
}
