import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildContextMenu, buildCrossFilter, crossFilterValue } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { truncateText } from '../../core/render/text-measure';
import { createTooltip } from '../../core/render/tooltip';
import { UPPER_LABEL_HEIGHT, type TreemapChartProps, type TreemapTile } from './treemap.types';

const FONT_SIZE = 11;

/** A tile is selected when it or one of its ancestors is the cross-filtered value. */
function isFaded(props: TreemapChartProps, tile: TreemapTile): boolean {
  if (props.selectedValues.length === 0) return false;
  return !tile.groupValues.some((_, depth) => props.selectedValues.includes(crossFilterValue(tile.groupValues.slice(0, depth + 1))));
}

/**
 * Nested rectangles: groups as frames headed by their name, leaves filled with their group's
 * colour and labelled top-left when they have room; hovering shows the path and the value with its
 * share of the parent, clicking cross-filters on the tile's path and right-clicking drills.
 */
function drawTreemap(root: ChartRoot, props: TreemapChartProps, callbacks: RenderCallbacks): void {
  if (props.tiles.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const group = svg.append('g').attr('class', 'tessera-treemap');

  for (const tile of props.tiles) {
    const width = tile.x1 - tile.x0;
    const height = tile.y1 - tile.y0;
    const cell = group
      .append('g')
      .attr('class', tile.isLeaf ? 'tessera-treemap-leaf' : 'tessera-treemap-group')
      .attr('data-path', tile.pathLabel)
      .attr('transform', `translate(${tile.x0},${tile.y0})`)
      .style('opacity', isFaded(props, tile) ? 0.3 : 1);
    const rect = cell
      .append('rect')
      .attr('class', 'tessera-treemap-tile')
      .attr('width', Math.max(width, 0))
      .attr('height', Math.max(height, 0))
      .attr('fill', tile.color)
      .attr('fill-opacity', tile.isLeaf ? 1 : 0.35)
      .attr('stroke', '#fff')
      .style('cursor', props.emitCrossFilters ? 'pointer' : 'default');
    const showsLabel = tile.isLeaf ? props.showLabels : props.showUpperLabels;
    if (showsLabel && width > 24 && height > FONT_SIZE + 4 && (tile.isLeaf || height >= UPPER_LABEL_HEIGHT)) {
      cell
        .append('text')
        .attr('class', tile.isLeaf ? 'tessera-treemap-label' : 'tessera-treemap-upper-label')
        .attr('x', 4)
        .attr('y', FONT_SIZE + 2)
        .attr('font-size', FONT_SIZE)
        .attr('fill', '#000')
        .style('pointer-events', 'none')
        .text(truncateText(tile.label, width - 8, FONT_SIZE));
    }
    rect
      .on('mousemove', (event: MouseEvent) => {
        const [x, y] = pointerWithin(event, svgNode);
        tooltip.show(tile.pathLabel, [{ label: props.metricLabel, value: tile.valueLabel, color: tile.color }], x, y);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('click', () => {
        if (!props.emitCrossFilters) return;
        const columns = props.groupby.slice(0, tile.groupValues.length);
        callbacks.onCrossFilter?.(buildCrossFilter(columns, tile.groupValues, props.selectedValues));
      })
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu(
          buildContextMenu(event.clientX, event.clientY, props.groupby.slice(0, tile.groupValues.length), tile.groupValues),
        );
      });
  }
}

export const renderer = defineRenderer<TreemapChartProps>(drawTreemap);
