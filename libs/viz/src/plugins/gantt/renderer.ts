import { scaleBand, scaleUtc } from 'd3-scale';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawLegend, legendHeight } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { estimateTextWidth, truncateText } from '../../core/render/text-measure';
import { createTooltip } from '../../core/render/tooltip';
import type { GanttChartProps } from './gantt.types';

const FONT_SIZE = 11;
const MAX_LABEL_WIDTH = 160;

/**
 * A row per y value (per y and series value with subcategories), a bar across each row's time span,
 * a time axis below and the series legend on top; the tooltip names the bar's span and details,
 * a right-click drills into its y and series values.
 */
function drawGantt(root: ChartRoot, props: GanttChartProps, callbacks: RenderCallbacks): void {
  if (props.bars.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const tooltip = createTooltip(root, props.width);
  const legend = props.showLegend && props.legend.length ? legendHeight(props.legend, props.width - 16) + 6 : 0;
  if (legend) drawLegend(svg.append('g').attr('transform', 'translate(8,6)'), props.legend, props.width - 16);
  const labels = props.rows.map((row) => truncateText(row, MAX_LABEL_WIDTH, FONT_SIZE));
  const left = Math.ceil(Math.max(0, ...labels.map((label) => estimateTextWidth(label, FONT_SIZE)))) + 12;
  const margin = { top: legend + 8, right: 16, bottom: 26, left };
  const plotWidth = Math.max(0, props.width - margin.left - margin.right);
  const plotHeight = Math.max(0, props.height - margin.top - margin.bottom);
  const low = Math.min(...props.bars.map((bar) => bar.start));
  const high = Math.max(...props.bars.map((bar) => bar.end));
  const x = scaleUtc()
    .domain([new Date(low), new Date(high === low ? low + 1 : high)])
    .range([0, plotWidth]);
  const y = scaleBand<number>()
    .domain(props.rows.map((_, i) => i))
    .range([0, plotHeight])
    .padding(0.2);
  const plot = svg.append('g').attr('class', 'tessera-plot').attr('transform', `translate(${margin.left},${margin.top})`);
  const axis = plot.append('g').attr('class', 'tessera-x-axis').attr('transform', `translate(0,${plotHeight})`);
  axis.append('line').attr('x2', plotWidth).attr('stroke', '#999');
  for (const tick of x.ticks(Math.max(2, Math.floor(plotWidth / 90)))) {
    plot
      .append('line')
      .attr('class', 'tessera-grid-line')
      .attr('x1', x(tick))
      .attr('x2', x(tick))
      .attr('y2', plotHeight)
      .attr('stroke', '#eee');
    axis
      .append('text')
      .attr('class', 'tessera-x-tick')
      .attr('x', x(tick))
      .attr('y', 16)
      .attr('text-anchor', 'middle')
      .attr('font-size', FONT_SIZE)
      .attr('fill', '#666')
      .text(props.formatAxis(tick));
  }
  labels.forEach((label, i) => {
    plot
      .append('text')
      .attr('class', 'tessera-y-tick')
      .attr('x', -6)
      .attr('y', (y(i) ?? 0) + y.bandwidth() / 2)
      .attr('dy', '0.32em')
      .attr('text-anchor', 'end')
      .attr('font-size', FONT_SIZE)
      .attr('fill', '#666')
      .text(label);
  });
  const surface = svg.node() as SVGSVGElement;
  for (const bar of props.bars) {
    plot
      .append('rect')
      .attr('class', 'tessera-gantt-bar')
      .attr('x', x(new Date(bar.start)))
      .attr('y', y(bar.row) ?? 0)
      .attr('width', Math.max(2, x(new Date(bar.end)) - x(new Date(bar.start))))
      .attr('height', y.bandwidth())
      .attr('rx', 2)
      .attr('fill', bar.color)
      .on('mousemove', (event: MouseEvent) => {
        const [px, py] = pointerWithin(event, surface);
        const rows = [
          { label: 'Start', value: props.formatTooltip(bar.start) },
          { label: 'End', value: props.formatTooltip(bar.end) },
          ...(props.seriesColumn ? [{ label: props.seriesColumn, value: String(bar.seriesValue), color: bar.color }] : []),
          ...bar.details,
        ];
        tooltip.show(String(bar.yValue), rows, px, py);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        const columns = [props.yColumn, ...(props.seriesColumn ? [props.seriesColumn] : [])];
        callbacks.onContextMenu(
          buildContextMenu(event.clientX, event.clientY, columns, [bar.yValue, ...(props.seriesColumn ? [bar.seriesValue] : [])]),
        );
      });
  }
}

export const renderer = defineRenderer<GanttChartProps>(drawGantt);
