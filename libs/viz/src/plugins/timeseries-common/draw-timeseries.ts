import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter } from '../../core/interactions';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawToggleLegend, toggleLegendItems } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { drawAxes } from './draw-axes';
import { drawSeries } from './draw-series';
import { stackSeries } from './stack';
import { attachHover, nearestIndex } from './timeseries-hover';
import { computeTimeseriesLayout } from './timeseries-layout';
import type { TimeseriesChartProps, TimeseriesSeries } from './timeseries.types';

/** What a time-series chart remembers between redraws: series the user hid from the legend. */
export interface TimeseriesState {
  hidden: Set<string>;
}

export function createTimeseriesState(): TimeseriesState {
  return { hidden: new Set() };
}

/**
 * Draws a line or area chart: legend (click toggles a series), axes, series marks, hover guide and
 * tooltip; clicks cross-filter on the series' dimensions, right-clicks open the drill menu for
 * the point under the pointer.
 */
export function drawTimeseries(
  root: ChartRoot,
  props: TimeseriesChartProps,
  callbacks: RenderCallbacks,
  state: TimeseriesState,
  redraw: () => void,
): void {
  if (props.series.length === 0 || props.xValues.length === 0) {
    drawEmptyState(root);
    return;
  }
  const visible = props.series.filter((s) => !state.hidden.has(s.key));
  const stacked = stackSeries(visible, props.stack);
  const legendItems = toggleLegendItems(props.series, state.hidden);
  const layout = computeTimeseriesLayout(props, stacked, legendItems);
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const tooltip = createTooltip(root, props.width);

  if (props.showLegend) drawToggleLegend(svg, props.series, state.hidden, props.width, redraw);

  const plot = svg.append('g').attr('class', 'tessera-plot').attr('transform', `translate(${layout.margin.left},${layout.margin.top})`);
  plot
    .append('rect')
    .attr('class', 'tessera-hover-area')
    .attr('width', layout.plotWidth)
    .attr('height', layout.plotHeight)
    .attr('fill', 'transparent');
  drawAxes(plot, props, layout);

  const positions = props.xValues.map((value) => layout.x(value));
  const xUnderPointer = (event: MouseEvent) => props.xValues[nearestIndex(positions, pointerWithin(event, plot.node() as SVGGElement)[0])];
  drawSeries(plot, props, layout, visible, stacked, {
    onClick: (series: TimeseriesSeries) => {
      if (props.emitCrossFilters) callbacks.onCrossFilter?.(buildCrossFilter(props.groupby, series.groupValues, props.selectedValues));
    },
    onContextMenu: (series: TimeseriesSeries, event: MouseEvent) => {
      if (!callbacks.onContextMenu) return;
      event.preventDefault();
      const x = xUnderPointer(event);
      callbacks.onContextMenu(
        buildContextMenu(event.clientX, event.clientY, [props.xAxisLabel, ...props.groupby], [x, ...series.groupValues]),
      );
    },
  });
  attachHover(plot, props, layout, visible, (s, i) => layout.y(stacked[s][i].y1), tooltip);
}
