import type { ListViewColumn, ListViewFilterConfig } from '@tessera/ui';
import { Link } from 'react-router-dom';
import { Icon, Label, type SemanticCOLORS, type SemanticICONS } from 'semantic-ui-react';
import { formatCount, formatDateTime, t } from '../../i18n';
import { relatedLoader } from '../resource-list';
import { openInSqlEditorUrl, runDuration, type QueryListRow } from './query-history.api';

const STATE_LOOK: Record<string, { icon: SemanticICONS; color: SemanticCOLORS; label: () => string }> = {
  success: { icon: 'check circle', color: 'green', label: () => t('Success') },
  failed: { icon: 'times circle', color: 'red', label: () => t('Failed') },
  stopped: { icon: 'stop circle', color: 'grey', label: () => t('Stopped') },
  timed_out: { icon: 'clock', color: 'red', label: () => t('Timed out') },
  running: { icon: 'spinner', color: 'blue', label: () => t('Running') },
  scheduled: { icon: 'calendar alternate outline', color: 'blue', label: () => t('Scheduled') },
};

/** The SQL's first line, shortened: the list shows a glance, the editor the whole text. */
function sqlPreview(sql: string): string {
  const firstLine = sql.trim().split('\n')[0] ?? '';
  return firstLine.length > 120 ? `${firstLine.slice(0, 117)}…` : firstLine;
}

function userName(row: QueryListRow): string {
  return row.user ? `${row.user.first_name ?? ''} ${row.user.last_name ?? ''}`.trim() : '';
}

/** Superset's query history columns; ids are the sort keys the server accepts. */
export function queryHistoryColumns(): ListViewColumn<QueryListRow>[] {
  return [
    {
      id: 'status',
      header: t('State'),
      size: 'xs',
      cell: (row) => {
        const look = STATE_LOOK[row.status] ?? {
          icon: 'circle outline' as SemanticICONS,
          color: 'grey' as SemanticCOLORS,
          label: () => row.status,
        };
        return <Icon name={look.icon} color={look.color} title={look.label()} aria-label={look.label()} />;
      },
    },
    {
      id: 'start_time',
      header: t('Time'),
      sortable: true,
      cell: (row) => (
        <>
          <div>{row.start_time === null ? '' : formatDateTime(new Date(row.start_time))}</div>
          <div style={{ color: '#888', fontSize: '0.9em' }}>{runDuration(row)}</div>
        </>
      ),
    },
    { id: 'tab_name', header: t('Tab name'), sortable: true, accessor: (row) => row.tab_name ?? '' },
    { id: 'database.database_name', header: t('Database'), sortable: true, accessor: (row) => row.database.database_name ?? '' },
    { id: 'schema', header: t('Schema'), sortable: true, accessor: (row) => row.schema ?? '' },
    {
      id: 'sql_tables',
      header: t('Tables'),
      cell: (row) =>
        row.sql_tables.map((table) => (
          <Label key={`${table.schema ?? ''}.${table.table}`} size="mini" basic>
            {table.table}
          </Label>
        )),
    },
    { id: 'user.first_name', header: t('User'), sortable: true, accessor: userName },
    { id: 'rows', header: t('Rows'), sortable: true, accessor: (row) => (row.rows === null ? '' : formatCount(row.rows)) },
    {
      id: 'sql',
      header: t('SQL'),
      sortable: true,
      cell: (row) => (
        <code title={row.sql} style={{ whiteSpace: 'nowrap' }}>
          {sqlPreview(row.sql)}
        </code>
      ),
    },
    {
      id: 'actions',
      header: t('Actions'),
      cell: (row) => (
        <Link to={openInSqlEditorUrl(row)} aria-label={t('Open query in SQL Lab')} title={t('Open query in SQL Lab')}>
          <Icon name="external alternate" />
        </Link>
      ),
    },
    { id: 'database', header: t('Database'), hidden: true },
    { id: 'user', header: t('User'), hidden: true },
  ];
}

/** Database, state, user, a time range and a search of the SQL, as Superset's query history filters. */
export function queryHistoryFilters(): ListViewFilterConfig[] {
  return [
    {
      type: 'select',
      id: 'database',
      label: t('Database'),
      operator: 'rel_o_m',
      fetchSelects: relatedLoader('query', 'database'),
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'status',
      label: t('State'),
      operator: 'eq',
      options: Object.entries(STATE_LOOK).map(([value, look]) => ({ label: look.label(), value })),
      placeholder: t('Select'),
    },
    {
      type: 'select',
      id: 'user',
      label: t('User'),
      operator: 'rel_o_m',
      fetchSelects: relatedLoader('query', 'user'),
      placeholder: t('Select'),
    },
    { type: 'datetime_range', id: 'start_time', label: t('Time range'), operator: 'between' },
    { type: 'search', id: 'sql', label: t('Search by query text'), operator: 'ct', placeholder: t('Type a value') },
  ];
}
