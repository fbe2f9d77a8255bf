import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { Selection } from 'd3-selection';
import type { Tooltip } from '../../core/render/tooltip';
import type { SparkPoint, TimeTableCell } from './time-table.types';

type SparkCell = Extract<TimeTableCell, { kind: 'spark' }>;
type Cell = Selection<HTMLTableCellElement, unknown, null, undefined>;

const AXIS_WIDTH = 34;

/**
 * A small line or bar chart of a row's values in a table cell, its y range labelled when asked; the
 * tooltip names the period and value under the pointer.
 */
export function drawSparkline(td: Cell, cell: SparkCell, label: string, tooltip: Tooltip, origin: () => [number, number]): void {
  const defined = cell.points.filter((point): point is SparkPoint & { value: number } => point.value !== null);
  const left = cell.showYAxis ? AXIS_WIDTH : 0;
  const svg = td.append('svg').attr('class', 'tessera-sparkline').attr('width', cell.width).attr('height', cell.height);
  if (defined.length === 0) return;
  const values = defined.map((point) => point.value);
  const low = Math.min(0, ...values);
  const high = Math.max(...values);
  const y = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .range([cell.height - 2, 2]);
  const step = (cell.width - left - 4) / Math.max(1, cell.points.length - (cell.sparkType === 'bar' ? 0 : 1));
  const x = (i: number) => left + 2 + i * step;
  if (cell.sparkType === 'bar') {
    cell.points.forEach((point, i) => {
      if (point.value === null) return;
      svg
        .append('rect')
        .attr('class', 'tessera-sparkline-bar')
        .attr('x', x(i) + step * 0.1)
        .attr('width', Math.max(1, step * 0.8))
        .attr('y', Math.min(y(point.value), y(0)))
        .attr('height', Math.abs(y(0) - y(point.value)))
        .attr('fill', '#1FA8C9');
    });
  } else {
    const path = line<SparkPoint>()
      .defined((point) => point.value !== null)
      .x((_, i) => x(i))
      .y((point) => y(point.value ?? 0));
    svg
      .append('path')
      .attr('class', 'tessera-sparkline-line')
      .attr('d', path(cell.points) ?? '')
      .attr('fill', 'none')
      .attr('stroke', '#1FA8C9')
      .attr('stroke-width', 1.5);
  }
  if (cell.showYAxis) {
    for (const [value, top] of [
      [high, 8],
      [low, cell.height - 2],
    ] as const) {
      svg
        .append('text')
        .attr('class', 'tessera-sparkline-axis')
        .attr('x', left - 4)
        .attr('y', top)
        .attr('text-anchor', 'end')
        .attr('font-size', 9)
        .attr('fill', '#666')
        .text(cell.format(value));
    }
  }
  svg
    .append('rect')
    .attr('class', 'tessera-hover-area')
    .attr('width', cell.width)
    .attr('height', cell.height)
    .attr('fill', 'transparent')
    .on('mousemove', (event: MouseEvent) => {
      const box = (svg.node() as SVGSVGElement).getBoundingClientRect();
      const index = Math.min(
        cell.points.length - 1,
        Math.max(0, Math.round((event.clientX - box.left - left - 2 - (cell.sparkType === 'bar' ? step / 2 : 0)) / step)),
      );
      const point = cell.points[index];
      const [ox, oy] = origin();
      tooltip.show(
        cell.formatTime(point.time),
        [{ label, value: point.value === null ? 'N/A' : cell.format(point.value) }],
        event.clientX - ox,
        event.clientY - oy,
      );
    })
    .on('mouseleave', () => tooltip.hide());
}
