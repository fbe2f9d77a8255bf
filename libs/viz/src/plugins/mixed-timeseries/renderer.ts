import { bisectCenter } from 'd3-array';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawToggleLegend, toggleLegendItems } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import type { TimeseriesState } from '../timeseries-common/draw-timeseries';
import { createTimeseriesState } from '../timeseries-common/draw-timeseries';
import { drawMixedAxes } from './draw-mixed-axes';
import { drawMixedSeries } from './draw-mixed-series';
import { computeMixedLayout } from './mixed-layout';
import type { MixedSeries, MixedTimeseriesChartProps } from './mixed-timeseries.types';

/**
 * Both queries' series over one x-axis: the legend toggles series, the tooltip lists the values at
 * the x under the pointer (each on its axis' format), clicks cross-filter on the series' dimensions
 * and right-clicks drill on the x value and the series.
 */
function drawMixed(
  root: ChartRoot,
  props: MixedTimeseriesChartProps,
  callbacks: RenderCallbacks,
  state: TimeseriesState,
  redraw: () => void,
): void {
  if (props.series.length === 0 || props.xValues.length === 0) {
    drawEmptyState(root);
    return;
  }
  const visible = props.series.filter((s) => !state.hidden.has(s.key));
  const layout = computeMixedLayout(props, visible, toggleLegendItems(props.series, state.hidden));
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
  drawMixedAxes(plot, props, layout);

  const positions = props.xValues.map((value) => layout.x(value));
  const node = plot.node() as SVGGElement;
  const indexAt = (event: MouseEvent) =>
    Math.min(positions.length - 1, Math.max(0, bisectCenter(positions, pointerWithin(event, node)[0])));
  drawMixedSeries(plot, props, layout, visible, {
    onClick: (series: MixedSeries) => {
      const groupby = props.groupby[series.query];
      if (groupby.length > 0) callbacks.onCrossFilter?.(buildCrossFilter(groupby, series.groupValues, props.selectedValues));
    },
    onContextMenu: (series: MixedSeries, event: MouseEvent) => {
      if (!callbacks.onContextMenu) return;
      event.preventDefault();
      const x = props.xValues[indexAt(event)];
      callbacks.onContextMenu(
        buildContextMenu(event.clientX, event.clientY, [props.xAxisLabel, ...props.groupby[series.query]], [x, ...series.groupValues]),
      );
    },
  });

  plot
    .on('mousemove', (event: MouseEvent) => {
      const index = indexAt(event);
      const [px, py] = pointerWithin(event, node);
      const x = props.xValues[index];
      const withValue = visible
        .map((s, i) => ({ s, distance: Math.abs(layout.y[s.axis](layout.stacked[i][index]?.y1 ?? 0) - py) }))
        .filter(({ s }) => s.points[index] !== undefined && s.points[index].y !== null);
      const nearest = withValue.reduce<(typeof withValue)[number] | undefined>(
        (best, row) => (!best || row.distance < best.distance ? row : best),
        undefined,
      );
      const rows = withValue
        .filter((row) => props.richTooltip || row === nearest)
        .map(({ s }) => ({
          label: s.label,
          value: props.yFormatters[s.axis](s.points[index].y),
          color: s.color,
          focused: s === nearest?.s,
        }));
      const title = props.xAxisType === 'time' ? props.tooltipTimeFormatter(Number(x)) : String(x);
      tooltip.show(title, rows, layout.margin.left + px, layout.margin.top + py);
    })
    .on('mouseleave', () => tooltip.hide());
}

export const renderer = defineRenderer<MixedTimeseriesChartProps, TimeseriesState>(drawMixed, createTimeseriesState);
