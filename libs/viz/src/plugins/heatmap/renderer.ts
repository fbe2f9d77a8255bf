import type { Selection } from 'd3-selection';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { createTooltip } from '../../core/render/tooltip';
import { computeHeatmapLayout } from './heatmap-layout';
import type { HeatmapLayout } from './heatmap-layout';
import type { HeatmapChartProps } from './heatmap.types';

type Svg = Selection<SVGSVGElement, unknown, null, undefined>;

const LEGEND_WIDTH = 160;
const GRADIENT_ID_PREFIX = 'tessera-heatmap-gradient';
let gradientCount = 0;

/** A gradient bar of the colour scale with its low and high ends labelled, top right. */
function drawColorLegend(svg: Svg, props: HeatmapChartProps): void {
  const id = `${GRADIENT_ID_PREFIX}-${(gradientCount += 1)}`;
  const gradient = svg.append('defs').append('linearGradient').attr('id', id);
  props.legend.colors.forEach((color, i) => {
    gradient
      .append('stop')
      .attr('offset', `${(i / Math.max(1, props.legend.colors.length - 1)) * 100}%`)
      .attr('stop-color', color);
  });
  const x = Math.max(8, props.width - LEGEND_WIDTH - 16);
  const legend = svg.append('g').attr('class', 'tessera-heatmap-legend').attr('transform', `translate(${x},6)`);
  legend
    .append('rect')
    .attr('class', 'tessera-heatmap-legend-bar')
    .attr('width', LEGEND_WIDTH)
    .attr('height', 10)
    .attr('fill', `url(#${id})`);
  legend
    .append('text')
    .attr('class', 'tessera-heatmap-legend-low')
    .attr('y', 22)
    .attr('font-size', 10)
    .attr('text-anchor', 'start')
    .text(props.legend.low);
  legend
    .append('text')
    .attr('class', 'tessera-heatmap-legend-high')
    .attr('x', LEGEND_WIDTH)
    .attr('y', 22)
    .attr('font-size', 10)
    .attr('text-anchor', 'end')
    .text(props.legend.high);
}

function drawAxisLabels(plot: Selection<SVGGElement, unknown, null, undefined>, props: HeatmapChartProps, layout: HeatmapLayout): void {
  const xAxis = plot.append('g').attr('class', 'tessera-x-axis').attr('transform', `translate(0,${layout.plotHeight})`);
  for (const i of layout.labelledX) {
    xAxis
      .append('text')
      .attr('class', 'tessera-x-tick')
      .attr('x', layout.x(i) + layout.cellWidth / 2)
      .attr('y', 14)
      .attr('text-anchor', 'middle')
      .attr('font-size', 11)
      .attr('fill', '#666')
      .text(props.xLabels[i]);
  }
  const yAxis = plot.append('g').attr('class', 'tessera-y-axis');
  layout.yLabels.forEach((label, i) => {
    yAxis
      .append('text')
      .attr('class', 'tessera-y-tick')
      .attr('x', -6)
      .attr('y', layout.y(i) + layout.cellHeight / 2)
      .attr('dy', '0.32em')
      .attr('text-anchor', 'end')
      .attr('font-size', 11)
      .attr('fill', '#666')
      .text(label);
  });
}

/**
 * A grid of coloured cells (x values across, y values down) with a gradient legend, optional value
 * labels and a tooltip naming the cell; a right-click drills on the cell's x and y values.
 */
function drawHeatmap(root: ChartRoot, props: HeatmapChartProps, callbacks: RenderCallbacks): void {
  if (props.cells.length === 0) {
    drawEmptyState(root);
    return;
  }
  const layout = computeHeatmapLayout(props);
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const tooltip = createTooltip(root, props.width);
  if (props.showLegend) drawColorLegend(svg, props);
  const plot = svg.append('g').attr('class', 'tessera-plot').attr('transform', `translate(${layout.margin.left},${layout.margin.top})`);
  drawAxisLabels(plot, props, layout);
  const plotNode = plot.node() as SVGGElement;
  const cells = plot.append('g').attr('class', 'tessera-heatmap-cells');
  for (const cell of props.cells) {
    const x = layout.x(cell.x);
    const y = layout.y(cell.y);
    cells
      .append('rect')
      .attr('class', 'tessera-heatmap-cell')
      .attr('x', x)
      .attr('y', y)
      .attr('width', layout.cellWidth)
      .attr('height', layout.cellHeight)
      .attr('fill', cell.color)
      .on('mousemove', (event: MouseEvent) => {
        const [px, py] = pointerWithin(event, plotNode);
        const rows = [
          { label: props.xColumn, value: props.xLabels[cell.x] },
          { label: props.yColumn, value: props.yLabels[cell.y] },
          { label: props.metricLabel, value: cell.formattedValue },
          ...(props.showPercentage ? [{ label: 'Percentage', value: cell.formattedPercent }] : []),
        ];
        tooltip.show('', rows, layout.margin.left + px, layout.margin.top + py);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu(buildContextMenu(event.clientX, event.clientY, [props.xColumn, props.yColumn], [cell.xValue, cell.yValue]));
      });
    if (props.showValues) {
      cells
        .append('text')
        .attr('class', 'tessera-heatmap-value')
        .attr('x', x + layout.cellWidth / 2)
        .attr('y', y + layout.cellHeight / 2)
        .attr('dy', '0.32em')
        .attr('text-anchor', 'middle')
        .attr('font-size', 10)
        .style('pointer-events', 'none')
        .text(cell.formattedValue);
    }
  }
}

export const renderer = defineRenderer<HeatmapChartProps>(drawHeatmap);
