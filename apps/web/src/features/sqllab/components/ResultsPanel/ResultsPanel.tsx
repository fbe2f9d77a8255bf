import { useMemo } from 'react';
import { Label, Message } from 'semantic-ui-react';
import { DataGrid, EmptyState, ErrorAlert, ErrorPanel, Loading, type DataGridColumn } from '@tessera/ui';
import { t, tn } from '../../../../i18n';
import type { SqlLabQuery } from '../../sqllab.types';
import { limitNotice } from './limit-notice';

export interface ResultsPanelProps {
  query: SqlLabQuery | null;
}

function QueryFailure({ query }: { query: SqlLabQuery }) {
  const first = query.error?.errors[0];
  if (first) return <ErrorPanel error={first} source="sqllab" t={t} />;
  return <ErrorAlert message={query.errorMessage ?? t('Unknown error')} t={t} />;
}

function QueryResultsGrid({ query }: { query: SqlLabQuery }) {
  const results = query.results;
  const columns = useMemo<DataGridColumn[]>(
    () => (results?.columns ?? []).map((column) => ({ name: column.column_name || column.name, type: column.type, genericType: column.type_generic })),
    [results],
  );
  if (!results) return null;
  const rows = query.rows ?? results.data.length;
  const notice = limitNotice(query);
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75em', marginBottom: '0.5em' }}>
        <Label basic>{tn('%s row returned', '%s rows returned', rows, rows.toLocaleString('en-US'))}</Label>
        {notice && <span role="note">{notice}</span>}
      </div>
      {results.columns.length === 0 ? (
        <Message info content={t('The query returned no data')} />
      ) : (
        <DataGrid columns={columns} rows={results.data} height={360} fileName="query-results.csv" t={t} />
      )}
    </div>
  );
}

/** The latest query of the tab: running, its rows, why it failed, or that it was stopped. */
export function ResultsPanel({ query }: ResultsPanelProps) {
  if (!query) return <EmptyState title={t('Run a query to display results')} description={null} icon="table" t={t} />;
  switch (query.state) {
    case 'success':
      return <QueryResultsGrid query={query} />;
    case 'failed':
    case 'timed_out':
      return <QueryFailure query={query} />;
    case 'stopped':
      return <Message warning role="status" content={t('Query was stopped.')} />;
    case 'fetching':
      return <Loading text={t('Fetching results...')} t={t} />;
    default:
      return <Loading text={t('Running query...')} t={t} />;
  }
}
