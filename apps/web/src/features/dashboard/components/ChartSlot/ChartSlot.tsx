import { useCallback, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Header, Segment } from 'semantic-ui-react';
import { ErrorAlert, Loading } from '@tessera/ui';
import type { ChartDataResponseResult } from '@tessera/viz';
import { toClientError } from '../../../../api';
import { PATHS } from '../../../../app/paths';
import { t } from '../../../../i18n';
import { selectChart, selectChartExtraFormData, selectChartRuntime } from '../../dashboard.selectors';
import { chartInViewChanged, chartRefreshRequested, chartRendered, chartRenderFailed } from '../../dashboard.slice';
import { useElementWidth } from '../../hooks/useElementWidth';
import { useInView } from '../../hooks/useInView';
import { ChartDataTableModal } from '../ChartDataTableModal/ChartDataTableModal';
import { ChartMenu } from '../ChartMenu/ChartMenu';
import { ChartView } from '../ChartView/ChartView';

/** Room the chart title takes above the drawing. */
const CHART_HEADER_PX = 32;

export interface ChartSlotProps {
  layoutId: string;
  chartId: number;
  /** CSS width share of the containing row or column. */
  width: string;
  /** Height of the slot in pixels. */
  height: number;
}

/** One chart on the dashboard: its title and menu, then a spinner, its error, or the drawing. */
export function ChartSlot({ layoutId, chartId, width, height }: ChartSlotProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const chart = useSelector(selectChart(chartId));
  const runtime = useSelector(selectChartRuntime(chartId));
  const extraFormData = useSelector(selectChartExtraFormData)[chartId];
  const body = useRef<HTMLDivElement>(null);
  const bodyWidth = useElementWidth(body);
  const onInViewChange = useCallback((inView: boolean) => dispatch(chartInViewChanged({ chartId, inView })), [dispatch, chartId]);
  useInView(body, onInViewChange);
  const [tableOpen, setTableOpen] = useState(false);
  const title = chart?.sliceName ?? t('Chart %s', String(chartId));
  const formData = useMemo(() => ({ ...chart?.formData, extra_form_data: extraFormData }), [chart, extraFormData]);
  const onRendered = useCallback(() => dispatch(chartRendered({ chartId })), [dispatch, chartId]);
  const onError = useCallback(
    (error: unknown) =>
      dispatch(chartRenderFailed({ chartId, error: { ...toClientError(error), message: t('An error occurred while rendering the visualization: %s', toClientError(error).message) } })),
    [dispatch, chartId],
  );
  const drawingHeight = Math.max(height - CHART_HEADER_PX, 40);
  const answered = runtime.status === 'success' || runtime.status === 'rendered';

  return (
    <Segment
      as="section"
      aria-label={title}
      data-layout-id={layoutId}
      data-layout-type="CHART"
      data-chart-id={chartId}
      data-chart-status={runtime.status}
      style={{ width: `calc(${width} - 16px)`, flex: 'none', height, margin: 0, padding: 8, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', height: CHART_HEADER_PX - 8 }}>
        <Header as="h3" size="small" style={{ flex: 1, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
        </Header>
        <ChartMenu
          chartName={title}
          canViewTable={answered}
          onRefresh={() => dispatch(chartRefreshRequested({ chartId }))}
          onViewTable={() => setTableOpen(true)}
          onEdit={() => navigate(`${PATHS.explore}?slice_id=${chartId}`)}
        />
      </div>
      <div ref={body} style={{ flex: 1, position: 'relative', minHeight: 0 }}>
        {!chart && <ErrorAlert title={t('Missing chart')} message={t('Sorry, there is no chart definition associated with the chart trying to be added.')} t={t} />}
        {chart && (runtime.status === 'idle' || runtime.status === 'loading') && <Loading text={t('Loading...')} t={t} />}
        {chart && runtime.status === 'failed' && <ErrorAlert message={runtime.error?.message ?? t('An error occurred')} t={t} />}
        {chart && runtime.status === 'stopped' && <ErrorAlert level="warning" message={t('Updating chart was stopped')} t={t} />}
        {chart && answered && runtime.queriesResponse && (
          <ChartView
            vizType={chart.vizType}
            formData={formData}
            queriesResponse={runtime.queriesResponse}
            width={bodyWidth}
            height={drawingHeight}
            onRendered={onRendered}
            onError={onError}
          />
        )}
      </div>
      {tableOpen && (
        <ChartDataTableModal title={title} result={(runtime.queriesResponse?.[0] as ChartDataResponseResult | undefined) ?? undefined} onClose={() => setTableOpen(false)} />
      )}
    </Segment>
  );
}
