import { useMemo } from 'react';
import { Label } from 'semantic-ui-react';
import { EmptyState, ErrorAlert, ErrorPanel, Loading } from '@tessera/ui';
import type { ContextMenuEvent, QueryFormData } from '@tessera/viz';
import { t, tn } from '../../../../i18n';
import type { ChartRuntimeState } from '../../explore.slice';
import type { ExploreDatasource } from '../../explore.types';
import { ChartRenderer } from '../ChartRenderer/ChartRenderer';
import { renderFormData } from './render-form-data';

export interface ChartAreaProps {
  chart: ChartRuntimeState;
  formData: QueryFormData;
  datasource: ExploreDatasource;
  onRendered: () => void;
  onRenderError: (message: string) => void;
  /** A right-click on a mark (drill to detail). */
  onContextMenu?: (event: ContextMenuEvent) => void;
}

function ChartFailure({ chart }: { chart: ChartRuntimeState }) {
  const first = chart.error?.errors[0];
  if (first) return <ErrorPanel error={first} source="explore" t={t} />;
  return <ErrorAlert message={chart.alert ?? t('Sorry, an error occurred')} t={t} />;
}

/** The chart, or what stands in for it: a prompt before the first run, a spinner, an error, a stopped notice. */
export function ChartArea({ chart, formData, datasource, onRendered, onRenderError, onContextMenu }: ChartAreaProps) {
  const drawWith = useMemo(
    () => (chart.latestQueryFormData ? renderFormData(chart.latestQueryFormData, formData) : null),
    [chart.latestQueryFormData, formData],
  );
  const rowCount = chart.queriesResponse?.[0]?.rowcount;
  const showChart = (chart.status === 'success' || chart.status === 'rendered') && chart.queriesResponse && drawWith;
  const datasetMissing = datasource.missing === true;

  return (
    <section
      aria-label={t('Chart')}
      aria-busy={chart.status === 'loading'}
      data-chart-status={chart.status}
      style={{ position: 'relative', minHeight: '200px' }}
    >
      {rowCount !== undefined && showChart && <Label size="small">{tn('%s row', '%s rows', rowCount, rowCount)}</Label>}
      {datasetMissing && (
        <ErrorAlert
          title={t('Missing dataset')}
          message={t('The dataset linked to this chart may have been deleted.')}
          description={t('Swap the dataset in the dataset panel to use this chart again.')}
          t={t}
        />
      )}
      {chart.status === 'idle' && !datasetMissing && (
        <EmptyState
          title={t('Your chart is ready to go!')}
          description={t('Click "Update chart" to run the query and draw the chart.')}
          icon="chart bar"
          t={t}
        />
      )}
      {chart.status === 'loading' && <Loading text={t('Loading...')} t={t} />}
      {chart.status === 'failed' && <ChartFailure chart={chart} />}
      {chart.status === 'stopped' && <ErrorAlert level="warning" title={t('Stopped')} message={chart.alert} t={t} />}
      {showChart && (
        <ChartRenderer
          formData={drawWith}
          queriesResponse={chart.queriesResponse ?? []}
          datasource={datasource}
          onRendered={onRendered}
          onContextMenu={onContextMenu}
          onError={(error) =>
            onRenderError(
              t('An error occurred while rendering the visualization: %s', error instanceof Error ? error.message : String(error)),
            )
          }
        />
      )}
    </section>
  );
}
