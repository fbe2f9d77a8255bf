import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Header, Segment } from 'semantic-ui-react';
import { ErrorAlert, Loading } from '@tessera/ui';
import {
  getChartPlugin,
  type ChartDataResponseResult,
  type ContextMenuEvent,
  type CrossFilterEvent,
  type DataValue,
  type QueryFormData,
} from '@tessera/viz';
import { toClientError } from '../../../../api';
import { PATHS } from '../../../../routing';
import { t } from '../../../../i18n';
import { DrillContextMenu } from '../../../chart-actions';
import {
  selectChart,
  selectChartExtraFormData,
  selectChartRuntime,
  selectCrossFilters,
  selectDashboard,
  selectExpandedSlices,
} from '../../dashboard.selectors';
import {
  chartDescriptionExpanded,
  chartInViewChanged,
  chartRefreshRequested,
  chartRendered,
  chartRenderFailed,
  crossFilterChanged,
} from '../../dashboard.slice';
import { dashboardColors, withDashboardColors } from '../../dashboard-colors';
import { crossFiltersEnabled } from '../../model/cross-filters';
import { useElementWidth } from '../../hooks/useElementWidth';
import { useInView } from '../../hooks/useInView';
import { NEAR_ROOT_MARGIN } from '../../layout/chart-nearness';
import { useDashboardUiConfig } from '../../ui-config/dashboard-ui-config';
import { ChartDataTableModal } from '../ChartDataTableModal/ChartDataTableModal';
import { ChartMenu } from '../ChartMenu/ChartMenu';
import { ChartView } from '../ChartView/ChartView';
import { renderMarkdown, selectEscapeMarkdownHtml } from '../LayoutMarkdown/LayoutMarkdown';

/** Room the chart title takes above the drawing. */
const CHART_HEADER_PX = 32;

/** Room an expanded chart's description takes below the title: a share of the slot, within bounds (it scrolls beyond). */
function descriptionHeight(slotHeight: number): number {
  return Math.min(Math.max(Math.round(slotHeight * 0.25), 40), 120);
}

/** 'Enter fullscreen': the chart covers the whole window until Escape or 'Exit fullscreen'. */
const FULLSCREEN_STYLE = { position: 'fixed', inset: 0, width: '100vw', height: '100vh', zIndex: 1000 } as const;

export interface ChartSlotProps {
  layoutId: string;
  chartId: number;
  /** CSS width share of the containing row or column. */
  width: string;
  /** Height of the slot in pixels. */
  height: number;
}

function chartSupportsCrossFilter(vizType: string): boolean {
  try {
    return getChartPlugin(vizType).metadata.supportsCrossFilter;
  } catch {
    return false;
  }
}

/** One chart on the dashboard: its title and menu, its description when expanded, then a spinner, its error, or the drawing. */
export function ChartSlot({ layoutId, chartId, width, height }: ChartSlotProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const chart = useSelector(selectChart(chartId));
  const runtime = useSelector(selectChartRuntime(chartId));
  const extraFormData = useSelector(selectChartExtraFormData)[chartId];
  const body = useRef<HTMLDivElement>(null);
  const bodyWidth = useElementWidth(body);
  const onInViewChange = useCallback((inView: boolean) => dispatch(chartInViewChanged({ chartId, inView })), [dispatch, chartId]);
  // Near counts: a chart's query starts a screen before it scrolls into view.
  useInView(body, onInViewChange, NEAR_ROOT_MARGIN);
  const { hideChartControls } = useDashboardUiConfig();
  const [tableOpen, setTableOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [drillEvent, setDrillEvent] = useState<ContextMenuEvent | null>(null);
  // Escape leaves fullscreen, as Superset's enlarged chart does; an Escape closing a menu or modal does not.
  useEffect(() => {
    if (!fullscreen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const inPopup = event.target instanceof Element && event.target.closest('[role="menu"], [role="dialog"]');
      if (event.key === 'Escape' && !inPopup) setFullscreen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [fullscreen]);
  const title = chart?.sliceName ?? t('Chart %s', String(chartId));
  const formData = useMemo(() => ({ ...chart?.formData, extra_form_data: extraFormData }), [chart, extraFormData]);
  const onRendered = useCallback(() => dispatch(chartRendered({ chartId })), [dispatch, chartId]);
  const onError = useCallback(
    (error: unknown) =>
      dispatch(
        chartRenderFailed({
          chartId,
          error: {
            ...toClientError(error),
            message: t('An error occurred while rendering the visualization: %s', toClientError(error).message),
          },
        }),
      ),
    [dispatch, chartId],
  );
  const crossFilter = useSelector(selectCrossFilters)[chartId];
  const crossFilterValues = useMemo(() => (crossFilter?.values ?? []) as DataValue[], [crossFilter]);
  const dashboard = useSelector(selectDashboard);
  const metadata = dashboard?.metadata;
  const colors = useMemo(() => dashboardColors(dashboard?.id, metadata), [dashboard?.id, metadata]);
  const drawnFormData = useMemo(() => withDashboardColors(formData, colors), [formData, colors]);
  const mayCrossFilter = !!chart && crossFiltersEnabled(metadata ?? {}) && chartSupportsCrossFilter(chart.vizType);
  const onCrossFilter = useCallback(
    (event: CrossFilterEvent) => dispatch(crossFilterChanged({ chartId, crossFilter: event })),
    [dispatch, chartId],
  );
  const description = chart?.description?.trim() ? chart.description : null;
  const expanded = useSelector(selectExpandedSlices)[chartId] === true && description !== null;
  const escapeHtml = useSelector(selectEscapeMarkdownHtml);
  const descriptionHtml = useMemo(
    () => (expanded && description ? renderMarkdown(description, { escapeHtml }) : ''),
    [expanded, description, escapeHtml],
  );
  const slotHeight = fullscreen ? window.innerHeight - 16 : height;
  const descriptionPx = expanded ? descriptionHeight(slotHeight) : 0;
  const drawingHeight = Math.max(slotHeight - CHART_HEADER_PX - descriptionPx, 40);
  const answered = runtime.status === 'success' || runtime.status === 'rendered';

  return (
    <Segment
      as="section"
      aria-label={title}
      data-layout-id={layoutId}
      data-layout-type="CHART"
      data-chart-id={chartId}
      data-chart-status={runtime.status}
      data-fullscreen={fullscreen || undefined}
      style={{
        width: `calc(${width} - 16px)`,
        flex: 'none',
        height,
        margin: 0,
        padding: 8,
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        ...(fullscreen ? FULLSCREEN_STYLE : {}),
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', height: CHART_HEADER_PX - 8 }}>
        <Header as="h3" size="small" style={{ flex: 1, margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
        </Header>
        {!hideChartControls && (
          <ChartMenu
            layoutId={layoutId}
            chartName={title}
            formData={formData as QueryFormData}
            canViewTable={answered}
            getChartElement={() => body.current}
            fullscreen={fullscreen}
            onToggleFullscreen={() => setFullscreen((current) => !current)}
            onRefresh={() => dispatch(chartRefreshRequested({ chartId }))}
            onViewTable={() => setTableOpen(true)}
            onEdit={() => navigate(`${PATHS.explore}?slice_id=${chartId}`)}
            onToggleDescription={
              description !== null ? () => dispatch(chartDescriptionExpanded({ chartId, expanded: !expanded })) : undefined
            }
          />
        )}
      </div>
      {expanded && (
        // The description is markdown, sanitised (or escaped) like a markdown cell.
        <div
          className="slice-description"
          data-testid="chart-description"
          style={{
            height: descriptionPx,
            flex: 'none',
            overflow: 'auto',
            padding: '4px 8px',
            marginBottom: 4,
            background: '#f7f7f7',
            borderInlineStart: '3px solid #ddd',
            fontSize: '0.9em',
          }}
          dangerouslySetInnerHTML={{ __html: descriptionHtml }}
        />
      )}
      <div ref={body} style={{ flex: 1, position: 'relative', minHeight: 0 }}>
        {!chart && (
          <ErrorAlert
            title={t('Missing chart')}
            message={t('Sorry, there is no chart definition associated with the chart trying to be added.')}
            t={t}
          />
        )}
        {chart && (runtime.status === 'idle' || runtime.status === 'loading') && <Loading text={t('Loading...')} t={t} />}
        {chart && runtime.status === 'failed' && <ErrorAlert message={runtime.error?.message ?? t('An error occurred')} t={t} />}
        {chart && runtime.status === 'stopped' && <ErrorAlert level="warning" message={t('Updating chart was stopped')} t={t} />}
        {/* Drawn only once the cell is measured, so the chart's first drawing already has the cell's width. */}
        {chart && answered && runtime.queriesResponse && bodyWidth !== null && (
          <ChartView
            vizType={chart.vizType}
            formData={drawnFormData}
            colorNamespace={colors.namespace}
            queriesResponse={runtime.queriesResponse}
            width={bodyWidth}
            height={drawingHeight}
            onRendered={onRendered}
            onError={onError}
            crossFilterValues={crossFilterValues}
            onCrossFilter={mayCrossFilter ? onCrossFilter : undefined}
            onContextMenu={setDrillEvent}
          />
        )}
      </div>
      <DrillContextMenu chartName={title} formData={formData as QueryFormData} event={drillEvent} onClose={() => setDrillEvent(null)} />
      {tableOpen && (
        <ChartDataTableModal
          title={title}
          result={(runtime.queriesResponse?.[0] as ChartDataResponseResult | undefined) ?? undefined}
          onClose={() => setTableOpen(false)}
        />
      )}
    </Segment>
  );
}
