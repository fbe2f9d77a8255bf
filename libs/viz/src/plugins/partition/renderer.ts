import type { Selection } from 'd3-selection';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { truncateText } from '../../core/render/text-measure';
import { createTooltip, type Tooltip } from '../../core/render/tooltip';
import { layoutPartition, type PartitionRect } from './partition-layout';
import { TIMESTAMP } from './partition-tree';
import type { PartitionChartProps, PartitionNode } from './partition.types';

/** The node each metric's icicle is zoomed into (its root until a click). */
interface PartitionState {
  focus: Map<number, PartitionNode[]>;
}

const FONT_SIZE = 11;
const GAP = 1;

function share(value: number | null, of: number | null): string {
  return value === null || !of ? '' : ` (${((value / of) * 100).toFixed(1)}%)`;
}

/**
 * An icicle per metric, stacked: clicking a node zooms into it, clicking the first column zooms
 * back out; the tooltip names the node's path with each value and share; right-click drills into
 * the node's dimension values.
 */
function drawPartition(
  root: ChartRoot,
  props: PartitionChartProps,
  callbacks: RenderCallbacks,
  state: PartitionState,
  redraw: () => void,
): void {
  if (props.trees.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const tooltip = createTooltip(root, props.width);
  const band = props.height / props.trees.length;
  props.trees.forEach((tree, t) => {
    const trail = state.focus.get(t) ?? [tree];
    const focus = trail.at(-1) as PartitionNode;
    const group = svg
      .append('g')
      .attr('class', 'tessera-partition')
      .attr('transform', `translate(0,${t * band})`);
    const rects = layoutPartition(focus, props.width, band - (t < props.trees.length - 1 ? 6 : 0), props);
    const surface = svg.node() as SVGSVGElement;
    for (const rect of rects)
      drawNode(group, rect, props, trail, tooltip, surface, callbacks, (next) => {
        state.focus.set(t, next);
        redraw();
      });
  });
}

function drawNode(
  group: Selection<SVGGElement, unknown, null, undefined>,
  rect: PartitionRect,
  props: PartitionChartProps,
  trail: PartitionNode[],
  tooltip: Tooltip,
  surface: SVGSVGElement,
  callbacks: RenderCallbacks,
  zoom: (trail: PartitionNode[]) => void,
): void {
  const height = Math.max(0, rect.height - GAP);
  const isFocus = rect.path.length === 1;
  const cell = group
    .append('g')
    .attr('class', 'tessera-partition-node')
    .attr('transform', `translate(${rect.x},${rect.y})`)
    .style('cursor', 'pointer');
  cell
    .append('rect')
    .attr('width', Math.max(0, rect.width - GAP))
    .attr('height', height)
    .attr('fill', rect.node.color);
  if (height >= FONT_SIZE + 2) {
    cell
      .append('text')
      .attr('class', 'tessera-partition-label')
      .attr('x', 4)
      .attr('y', Math.min(height / 2, FONT_SIZE + 2))
      .attr('dy', height / 2 < FONT_SIZE + 2 ? '0.32em' : '0')
      .attr('font-size', FONT_SIZE)
      .attr('fill', '#222')
      .style('pointer-events', 'none')
      .text(truncateText(rect.node.name, rect.width - 8, FONT_SIZE));
  }
  const fullPath = [...trail.slice(0, -1), ...rect.path];
  cell
    .on('click', () => zoom(isFocus ? (trail.length > 1 ? trail.slice(0, -1) : trail) : [...trail, ...rect.path.slice(1)]))
    .on('mousemove', (event: MouseEvent) => {
      const [x, y] = pointerWithin(event, surface);
      const rows = (props.richTooltip ? fullPath : [rect.node]).map((step) => ({
        label: step.name,
        value: `${props.formatValue(step.value)}${share(step.value, fullPath[0].value)}`,
        color: step.color,
        focused: step === rect.node,
      }));
      tooltip.show('', rows, x, y);
    })
    .on('mouseleave', () => tooltip.hide())
    .on('contextmenu', (event: MouseEvent) => {
      if (!callbacks.onContextMenu || rect.node.groupValues.length === 0) return;
      event.preventDefault();
      // Periods (the time-series option's first level) are no column to filter on.
      const levels = props.columns.slice(0, rect.node.groupValues.length).map((column, i) => [column, rect.node.groupValues[i]] as const);
      const dimensions = levels.filter(([column]) => column !== TIMESTAMP);
      callbacks.onContextMenu(
        buildContextMenu(
          event.clientX,
          event.clientY,
          dimensions.map(([column]) => column),
          dimensions.map(([, value]) => value),
        ),
      );
    });
}

export const renderer = defineRenderer<PartitionChartProps, PartitionState>(drawPartition, () => ({ focus: new Map() }));
