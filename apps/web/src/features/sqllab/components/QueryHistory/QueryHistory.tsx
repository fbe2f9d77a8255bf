import { Table } from 'semantic-ui-react';
import { EmptyState, ErrorAlert, Loading } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { QueryHistoryRow } from '../../sqllab.types';

export interface QueryHistoryProps {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  rows: readonly QueryHistoryRow[];
  error: string | null;
}

function startedAt(row: QueryHistoryRow): string {
  return row.start_time === null ? '' : new Date(row.start_time).toLocaleString('en-US');
}

/** The user's latest queries, newest first. */
export function QueryHistory({ status, rows, error }: QueryHistoryProps) {
  if (status === 'failed') return <ErrorAlert message={error} t={t} />;
  if (status !== 'loaded') return <Loading text={t('Loading...')} t={t} />;
  if (rows.length === 0) return <EmptyState title={t('No query history yet...')} description={null} icon="history" t={t} />;
  return (
    <Table compact celled aria-label={t('Query history')}>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t('State')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Started')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Database')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Tab')}</Table.HeaderCell>
          <Table.HeaderCell>{t('Rows')}</Table.HeaderCell>
          <Table.HeaderCell>{t('SQL')}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id} negative={row.status === 'failed'}>
            <Table.Cell>{row.status}</Table.Cell>
            <Table.Cell>{startedAt(row)}</Table.Cell>
            <Table.Cell>{row.database.database_name}</Table.Cell>
            <Table.Cell>{row.tab_name}</Table.Cell>
            <Table.Cell>{row.rows ?? ''}</Table.Cell>
            <Table.Cell>
              <code style={{ whiteSpace: 'pre-wrap' }}>{row.sql}</code>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
