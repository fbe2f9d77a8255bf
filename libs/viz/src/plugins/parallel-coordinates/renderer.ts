import { axisLeft } from 'd3-axis';
import { brushY } from 'd3-brush';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { truncateText } from '../../core/render/text-measure';
import { createTooltip } from '../../core/render/tooltip';
import { getNumberFormatter } from '../../format/number-format';
import { linePath, placeAxes, plotHeight, PLOT_MARGIN } from './parallel-layout';
import type { PlacedAxis } from './parallel-layout';
import type { ParallelCoordinatesProps, ParallelLine } from './parallel-coordinates.types';

const formatValue = getNumberFormatter('SMART_NUMBER');
const LINE_OPACITY = 0.5;
const BRUSH_WIDTH = 16;

/** The brushed height range of each axis, by axis key. */
type Brushes = Map<string, [number, number]>;

function isSelected(line: ParallelLine, axes: readonly PlacedAxis[], brushes: Brushes): boolean {
  return axes.every((placed) => {
    const range = brushes.get(placed.axis.key);
    if (!range) return true;
    const y = placed.y(line.values[placed.axis.key]);
    return y !== undefined && y >= range[0] && y <= range[1];
  });
}

function drawTable(root: ChartRoot, props: ParallelCoordinatesProps, highlight: (index?: number) => void): void {
  const box = root
    .append('div')
    .attr('class', 'tessera-parallel-table')
    .style('height', `${props.height - plotHeight(props)}px`)
    .style('overflow', 'auto')
    .style('font', '12px sans-serif');
  const table = box.append('table').style('border-collapse', 'collapse').style('width', '100%');
  const head = table.append('thead').append('tr');
  const keys = [props.seriesColumn, ...props.axes.map((axis) => axis.key).filter((key) => key !== props.seriesColumn)];
  for (const key of keys) head.append('th').style('text-align', 'left').style('padding', '2px 6px').text(key);
  const body = table.append('tbody');
  props.lines.forEach((line, index) => {
    const row = body.append('tr').attr('class', 'tessera-parallel-row');
    row.append('td').style('padding', '2px 6px').style('border-left', `4px solid ${line.color}`).text(line.name);
    for (const key of keys.slice(1)) {
      const value = line.values[key];
      row
        .append('td')
        .style('padding', '2px 6px')
        .text(typeof value === 'number' ? formatValue(value) : String(value ?? ''));
    }
    row.on('mouseenter', () => highlight(index)).on('mouseleave', () => highlight(undefined));
  });
}

/**
 * A vertical axis per dimension and a line per row. Brushing an axis keeps only the lines passing
 * through the brushed range (the others fade); hovering a line (or its row in the data table)
 * brings it forward with its values in a tooltip; a right-click drills to the row's series.
 */
function drawParallel(root: ChartRoot, props: ParallelCoordinatesProps, callbacks: RenderCallbacks): void {
  if (props.lines.length === 0 || props.axes.length === 0) {
    drawEmptyState(root);
    return;
  }
  const height = plotHeight(props);
  const svg = root.append('svg').attr('width', props.width).attr('height', height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const axes = placeAxes(props);
  const brushes: Brushes = new Map();

  const lineGroup = svg.append('g').attr('class', 'tessera-parallel-lines').attr('fill', 'none');
  const paths = props.lines.map((line) =>
    lineGroup
      .append('path')
      .attr('class', 'tessera-parallel-line')
      .attr('d', linePath(line, axes))
      .attr('stroke', line.color)
      .attr('stroke-width', 1.5)
      .attr('stroke-opacity', LINE_OPACITY),
  );
  const restyle = (focus?: number) =>
    paths.forEach((path, i) => {
      const selected = isSelected(props.lines[i], axes, brushes);
      path
        .attr('stroke', selected ? props.lines[i].color : '#ddd')
        .attr('stroke-opacity', focus === i ? 1 : selected ? LINE_OPACITY : 0.2)
        .attr('stroke-width', focus === i ? 3 : 1.5);
      if (focus === i) path.raise();
    });

  paths.forEach((path, i) => {
    const line = props.lines[i];
    path
      .on('mousemove', (event: MouseEvent) => {
        restyle(i);
        const [x, y] = pointerWithin(event, svgNode);
        const rows = props.axes
          .filter((axis) => axis.type === 'number')
          .map((axis) => ({ label: axis.label, value: formatValue(Number(line.values[axis.key])) }));
        tooltip.show(line.name, rows, x, y);
      })
      .on('mouseleave', () => {
        restyle();
        tooltip.hide();
      })
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu || !props.seriesColumn) return;
        event.preventDefault();
        callbacks.onContextMenu({ x: event.clientX, y: event.clientY, filters: [{ col: props.seriesColumn, op: '==', val: line.series }] });
      });
  });

  // Each axis title gets the room between axes (and no more than both margins at the edges).
  const spacing = axes.length > 1 ? axes[1].x - axes[0].x : props.width;
  // Estimated text widths run short of the drawn ones; keep a sixth spare so titles stay inside.
  const labelWidth = Math.max(20, Math.min(spacing - 6, axes.length > 1 ? 2 * PLOT_MARGIN.left : props.width) * 0.85);
  for (const placed of axes) {
    const group = svg.append('g').attr('class', 'tessera-parallel-axis').attr('transform', `translate(${placed.x},0)`);
    const axis = axisLeft(placed.scale as Parameters<typeof axisLeft>[0]).ticks(5);
    if (placed.axis.type === 'number') axis.tickFormat((value) => formatValue(Number(value)));
    group.call(axis as never);
    group
      .append('text')
      .attr('class', 'tessera-parallel-axis-label')
      .attr('y', PLOT_MARGIN.top - 10)
      .attr('text-anchor', 'middle')
      .attr('fill', '#333')
      .attr('font-size', 12)
      .attr('font-family', 'sans-serif')
      .text(truncateText(placed.axis.label, labelWidth, 12))
      .append('title')
      .text(placed.axis.label);
    const brush = brushY<unknown>()
      .extent([
        [-BRUSH_WIDTH / 2, PLOT_MARGIN.top],
        [BRUSH_WIDTH / 2, height - PLOT_MARGIN.bottom],
      ])
      .on('brush end', (event: { selection: [number, number] | null }) => {
        if (event.selection) brushes.set(placed.axis.key, event.selection);
        else brushes.delete(placed.axis.key);
        restyle();
      });
    group.append('g').attr('class', 'tessera-parallel-brush').call(brush);
  }

  if (props.showDatatable) drawTable(root, props, restyle);
}

export const renderer = defineRenderer<ParallelCoordinatesProps>(drawParallel);
