import { Button, Table } from 'semantic-ui-react';
import { EmptyState, ErrorAlert, Loading } from '@tessera/ui';
import { formatDateTime, t } from '../../../../i18n';
import type { QueryHistoryRow } from '../../sqllab.types';
import { queryDuration } from './query-duration';

export interface QueryHistoryProps {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  rows: readonly QueryHistoryRow[];
  error: string | null;
  /** Runs the row's SQL again, in a new tab on the same database and schema. */
  onRerun: (row: QueryHistoryRow) => void;
  /** Removes the row from the log. */
  onRemove: (row: QueryHistoryRow) => void;
}

function startedAt(row: QueryHistoryRow): string {
  return row.start_time === null ? '' : formatDateTime(new Date(row.start_time));
}

/** The user's latest queries, newest first: state, start, duration, rows, SQL, and re-run / remove. */
export function QueryHistory({ status, rows, error, onRerun, onRemove }: QueryHistoryProps) {
  if (status === 'failed') return <ErrorAlert message={error} t={t} />;
  if (status !== 'loaded') return <Loading text={t('Loading...')} t={t} />;
  if (rows.length === 0) return <EmptyState title={t('No query history yet...')} description={null} icon="history" t={t} />;
  return (
    <Table compact celled aria-label={t('Query history')}>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t('State')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Started')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Duration')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Database')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Tab')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Rows')}</Table.HeaderCell>
          <Table.HeaderCell>{t('SQL')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Actions')}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} negative={row.status === 'failed'}>
            <Table.Cell>{row.status}</Table.Cell>
            <Table.Cell>{startedAt(row)}</Table.Cell>
            <Table.Cell>{queryDuration(row.start_time, row.end_time)}</Table.Cell>
            <Table.Cell>{row.database.database_name}</Table.Cell>
            <Table.Cell>{row.tab_name}</Table.Cell>
            <Table.Cell>{row.rows ?? ''}</Table.Cell>
            <Table.Cell>
              <code style={{ whiteSpace: 'pre-wrap' }}>{row.sql}</code>
            </Table.Cell>
            <Table.Cell singleLine>
              <Button
                type="button"
                size="mini"
                basic
                icon="play"
                aria-label={t('Run query in a new tab')}
                title={t('Run query in a new tab')}
                onClick={() => onRerun(row)}
              />
              <Button
                type="button"
                size="mini"
                basic
                icon="trash alternate outline"
                aria-label={t('Remove query from log')}
                title={t('Remove query from log')}
                onClick={() => onRemove(row)}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
