import { useMemo } from 'react';
import { Label, Message, Progress } from 'semantic-ui-react';
import { DataGrid, EmptyState, ErrorAlert, ErrorPanel, Loading, type DataGridColumn } from '@tessera/ui';
import { formatCount, t, tn } from '../../../../i18n';
import type { SqlLabQuery } from '../../sqllab.types';
import { limitNotice } from './limit-notice';
import { PagedResultsGrid } from './PagedResultsGrid';
import { panelErrorOf } from './query-error';
import { ResultsActions } from './ResultsActions';

export interface ResultsPanelProps {
  query: SqlLabQuery | null;
  /** `can_export_csv` on SQLLab. */
  canExportCsv?: boolean;
  /** Runs the tab's SQL again (after an authorization completes). */
  onRerun?: () => void;
}

function QueryFailure({ query, onRerun }: { query: SqlLabQuery; onRerun?: () => void }) {
  const error = panelErrorOf(query);
  if (error) return <ErrorPanel error={error} source="sqllab" onRetry={onRerun} t={t} />;
  return <ErrorAlert message={query.errorMessage ?? t('Unknown error')} t={t} />;
}

function QueryResultsGrid({ query, canExportCsv }: { query: SqlLabQuery; canExportCsv: boolean }) {
  const results = query.results;
  const columns = useMemo<DataGridColumn[]>(
    () =>
      (results?.columns ?? []).map((column) => ({
        name: column.column_name || column.name,
        type: column.type,
        genericType: column.type_generic,
      })),
    [results],
  );
  if (!results) return null;
  const rows = query.rows ?? results.data.length;
  const notice = limitNotice(query);
  return (
    <div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '0.75em',
          marginBottom: '0.5em',
          flexWrap: 'wrap',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.75em' }}>
          <Label basic>{tn('%s row returned', '%s rows returned', rows, formatCount(rows))}</Label>
          {notice && <span role="note">{notice}</span>}
        </div>
        {results.columns.length > 0 && <ResultsActions query={query} canExportCsv={canExportCsv} />}
      </div>
      {results.columns.length === 0 ? (
        <Message info content={t('The query returned no data')} />
      ) : query.resultsKey && rows > results.data.length ? (
        // More rows than the answer held: the grid pages through the stored result as it scrolls.
        <PagedResultsGrid resultsKey={query.resultsKey} columns={columns} rowCount={rows} height={360} />
      ) : (
        <DataGrid columns={columns} rows={results.data} height={360} fileName="query-results.csv" t={t} />
      )}
    </div>
  );
}

/** How far an async run got, as the engine reports it. */
function QueryProgress({ query, text }: { query: SqlLabQuery; text: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(query.progress ?? 0)));
  return (
    <div>
      <Progress
        percent={percent}
        progress
        size="small"
        indicating
        role="progressbar"
        aria-label={t('Query progress')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      />
      <Loading text={text} t={t} />
    </div>
  );
}

/** The latest query of the tab: running (with its progress), its rows, why it failed, or that it was stopped. */
export function ResultsPanel({ query, canExportCsv = false, onRerun }: ResultsPanelProps) {
  if (!query) return <EmptyState title={t('Run a query to display results')} description={null} icon="table" t={t} />;
  switch (query.state) {
    case 'success':
      return <QueryResultsGrid query={query} canExportCsv={canExportCsv} />;
    case 'failed':
    case 'timed_out':
      return <QueryFailure query={query} onRerun={onRerun} />;
    case 'stopped':
      return <Message warning role="status" content={t('Query was stopped.')} />;
    case 'fetching':
      return <QueryProgress query={query} text={t('Fetching results...')} />;
    default:
      return <QueryProgress query={query} text={t('Running query...')} />;
  }
}
