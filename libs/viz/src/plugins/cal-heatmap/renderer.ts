import type { Selection } from 'd3-selection';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { createTooltip, type Tooltip } from '../../core/render/tooltip';
import type { CalHeatmapChartProps, CalendarMetric } from './cal-heatmap.types';

type Svg = Selection<SVGSVGElement, unknown, null, undefined>;

const DOMAIN_GAP = 12;
const LABEL_HEIGHT = 16;
const TITLE_HEIGHT = 20;
const LEGEND_HEIGHT = 30;
const MARGIN = 8;

interface Placement {
  x: number;
  y: number;
}

/** Blocks flow left to right and wrap at the chart's width; returns each block's corner and the height used. */
function flowDomains(metric: CalendarMetric, props: CalHeatmapChartProps, top: number): { places: Placement[]; bottom: number } {
  const pitch = props.cellSize + props.cellPadding;
  let x = MARGIN;
  let y = top;
  let lineHeight = 0;
  const places = metric.domains.map((domain) => {
    const width = domain.columns * pitch;
    const height = domain.rows * pitch + LABEL_HEIGHT;
    if (x > MARGIN && x + width > props.width - MARGIN) {
      x = MARGIN;
      y += lineHeight + DOMAIN_GAP;
      lineHeight = 0;
    }
    const place = { x, y };
    x += width + DOMAIN_GAP;
    lineHeight = Math.max(lineHeight, height);
    return place;
  });
  return { places, bottom: y + lineHeight };
}

function drawMetric(svg: Svg, metric: CalendarMetric, props: CalHeatmapChartProps, top: number, tooltip: Tooltip): number {
  const pitch = props.cellSize + props.cellPadding;
  const titleHeight = props.showMetricName ? TITLE_HEIGHT : 0;
  if (props.showMetricName) {
    svg
      .append('text')
      .attr('class', 'tessera-calendar-title')
      .attr('x', MARGIN)
      .attr('y', top + 14)
      .attr('font-size', 13)
      .attr('font-weight', 600)
      .attr('fill', '#333')
      .text(metric.label);
  }
  const { places, bottom } = flowDomains(metric, props, top + titleHeight);
  metric.domains.forEach((domain, i) => {
    const group = svg.append('g').attr('class', 'tessera-calendar-domain').attr('transform', `translate(${places[i].x},${places[i].y})`);
    group
      .append('text')
      .attr('class', 'tessera-calendar-domain-label')
      .attr('y', 11)
      .attr('font-size', 11)
      .attr('fill', '#666')
      .text(domain.label);
    for (const cell of domain.cells) {
      const x = cell.column * pitch;
      const y = LABEL_HEIGHT + cell.row * pitch;
      group
        .append('rect')
        .attr('class', 'tessera-calendar-cell')
        .attr('x', x)
        .attr('y', y)
        .attr('width', props.cellSize)
        .attr('height', props.cellSize)
        .attr('rx', props.cellRadius)
        .attr('fill', cell.color)
        .on('mousemove', (event: MouseEvent) => {
          const box = (svg.node() as SVGSVGElement).getBoundingClientRect();
          tooltip.show(
            props.formatTime(cell.time),
            [{ label: metric.label, value: cell.value === null ? 'No data' : cell.formattedValue }],
            event.clientX - box.left,
            event.clientY - box.top,
          );
        })
        .on('mouseleave', () => tooltip.hide());
      if (props.showValues && cell.value !== null) {
        group
          .append('text')
          .attr('class', 'tessera-calendar-value')
          .attr('x', x + props.cellSize / 2)
          .attr('y', y + props.cellSize / 2)
          .attr('dy', '0.32em')
          .attr('text-anchor', 'middle')
          .attr('font-size', Math.max(6, props.cellSize / 2.5))
          .style('pointer-events', 'none')
          .text(cell.formattedValue);
      }
    }
  });
  return bottom;
}

function drawLegend(svg: Svg, props: CalHeatmapChartProps, top: number): void {
  const swatch = Math.max(10, props.cellSize);
  const legend = svg.append('g').attr('class', 'tessera-calendar-legend').attr('transform', `translate(${MARGIN},${top})`);
  props.legend.forEach((step, i) => {
    legend
      .append('rect')
      .attr('class', 'tessera-calendar-legend-step')
      .attr('x', i * (swatch + 2))
      .attr('width', swatch)
      .attr('height', swatch)
      .attr('fill', step.color)
      .append('title')
      .text(`≥ ${step.label}`);
  });
  legend
    .append('text')
    .attr('y', swatch + 12)
    .attr('font-size', 10)
    .attr('fill', '#666')
    .text(props.legend[0]?.label ?? '');
  legend
    .append('text')
    .attr('x', props.legend.length * (swatch + 2) - 2)
    .attr('y', swatch + 12)
    .attr('font-size', 10)
    .attr('text-anchor', 'end')
    .attr('fill', '#666')
    .text(`${props.legend.at(-1)?.label ?? ''}+`);
}

/**
 * One calendar per metric: blocks of cells (days of a month, hours of a day…) coloured by the value's
 * step, a tooltip naming each cell's period and value, and the steps' legend below.
 */
function drawCalendar(root: ChartRoot, props: CalHeatmapChartProps): void {
  if (props.metrics.every((metric) => metric.domains.length === 0)) {
    drawEmptyState(root);
    return;
  }
  const scroller = root.append('div').style('width', '100%').style('height', '100%').style('overflow', 'auto');
  const svg = scroller.append('svg').attr('width', props.width).attr('role', 'img');
  const tooltip = createTooltip(root, props.width);
  let bottom = MARGIN;
  for (const metric of props.metrics) bottom = drawMetric(svg, metric, props, bottom, tooltip) + DOMAIN_GAP;
  if (props.showLegend) {
    drawLegend(svg, props, bottom);
    bottom += LEGEND_HEIGHT;
  }
  svg.attr('height', bottom);
}

export const renderer = defineRenderer<CalHeatmapChartProps>(drawCalendar);
