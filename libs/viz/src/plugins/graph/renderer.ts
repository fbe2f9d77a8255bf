import { drag } from 'd3-drag';
import type { Selection } from 'd3-selection';
import type { ZoomTransform } from 'd3-zoom';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { buildCrossFilter } from '../../core/interactions';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { drawLegend, legendHeight } from '../../core/render/legend';
import { pointerWithin } from '../../core/render/pointer';
import { enableRoam, IDENTITY_TRANSFORM } from '../../core/render/roam';
import { createTooltip } from '../../core/render/tooltip';
import { arrowPath, edgeGeometry } from './graph-edges';
import { circularPositions, fitPositions, forcePositions } from './graph-layout';
import type { Point } from './graph-layout';
import type { GraphChartProps, GraphEdge, GraphNode } from './graph.types';

/** What survives redraws: categories hidden from the legend, the pan/zoom, dragged node positions. */
interface GraphState {
  hidden: Set<string>;
  transform: ZoomTransform;
  moved: Map<string, Point>;
}

type Group = Selection<SVGGElement, unknown, null, undefined>;

const EDGE_OPACITY = 0.6;
const FADED = 0.1;

function drawEdge(group: Group, props: GraphChartProps, edge: GraphEdge, from: Point, to: Point, nodes: GraphNode[]): void {
  group.selectAll('*').remove();
  const geometry = edgeGeometry(from, to, nodes[edge.source].size / 2, nodes[edge.target].size / 2);
  group
    .append('path')
    .attr('class', 'tessera-graph-edge')
    .attr('d', geometry.path)
    .attr('fill', 'none')
    .attr('stroke', edge.color)
    .attr('stroke-width', edge.width);
  const symbols: [(typeof props.edgeSymbols)[0], Point, Point][] = [
    [props.edgeSymbols[0], geometry.start, [-geometry.startDirection[0], -geometry.startDirection[1]]],
    [props.edgeSymbols[1], geometry.end, geometry.endDirection],
  ];
  for (const [symbol, at, direction] of symbols) {
    if (symbol === 'arrow') {
      group
        .append('path')
        .attr('class', 'tessera-graph-arrow')
        .attr('d', arrowPath(at, direction, props.edgeSymbolSize))
        .attr('fill', edge.color);
    } else if (symbol === 'circle') {
      group
        .append('circle')
        .attr('class', 'tessera-graph-edge-end')
        .attr('cx', at[0])
        .attr('cy', at[1])
        .attr('r', props.edgeSymbolSize / 2)
        .attr('fill', edge.color);
    }
  }
}

/**
 * Nodes as circles sized by their value and coloured by category, edges as slightly bent lines
 * with the chosen end symbols, labels right of the nodes. Hovering a node fades everything not
 * adjacent to it; clicking cross-filters on the node; the legend hides and shows categories; the
 * picture pans and zooms as `roam` allows and nodes drag in the force layout when enabled.
 */
function drawGraph(root: ChartRoot, props: GraphChartProps, callbacks: RenderCallbacks, state: GraphState, redraw: () => void): void {
  if (props.nodes.length === 0) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  let top = 0;
  if (props.showLegend && props.categories.length > 0) {
    const items = props.categories.map((category) => ({ ...category, label: category.name, inactive: state.hidden.has(category.name) }));
    drawLegend(svg.append('g').attr('transform', 'translate(8,6)'), items, props.width - 16, {
      onClick: (item) => {
        if (state.hidden.has(item.label)) state.hidden.delete(item.label);
        else state.hidden.add(item.label);
        redraw();
      },
    });
    top = legendHeight(items, props.width - 16) + 12;
  }
  const visible = (node: GraphNode) => !node.category || !state.hidden.has(node.category);
  const maxSize = Math.max(...props.nodes.map((node) => node.size));
  const raw = props.layout === 'circular' ? circularPositions(props.nodes.length) : forcePositions(props);
  const fitted = fitPositions(raw, props.width, props.height, top, maxSize);
  const position = (node: GraphNode): Point => state.moved.get(node.name) ?? fitted[node.id];

  const viewport = svg.append('g').attr('class', 'tessera-graph');
  enableRoam(svg, viewport, props.roam, props, state.transform, (transform) => (state.transform = transform));

  const edges = props.edges.filter((edge) => visible(props.nodes[edge.source]) && visible(props.nodes[edge.target]));
  const edgeGroups = edges.map((edge) => {
    const group = viewport.append('g').attr('class', 'tessera-graph-link').style('opacity', EDGE_OPACITY);
    drawEdge(group, props, edge, position(props.nodes[edge.source]), position(props.nodes[edge.target]), props.nodes);
    const source = props.nodes[edge.source];
    const target = props.nodes[edge.target];
    group
      .on('mousemove', (event: MouseEvent) => {
        const [x, y] = pointerWithin(event, svgNode);
        tooltip.show(`${source.name} > ${target.name}`, [{ label: props.metricLabel, value: String(edge.value), color: edge.color }], x, y);
      })
      .on('mouseleave', () => tooltip.hide())
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu({
          x: event.clientX,
          y: event.clientY,
          filters: [
            { col: props.sourceColumn, op: '==', val: source.name },
            { col: props.targetColumn, op: '==', val: target.name },
          ],
        });
      });
    return { edge, group };
  });

  const selected = new Set(props.selectedValues.map(String));
  for (const node of props.nodes.filter(visible)) {
    const [x, y] = position(node);
    const isSelected = props.selectedMode !== false && selected.has(node.name);
    const item = viewport.append('g').attr('class', 'tessera-graph-node').attr('transform', `translate(${x},${y})`);
    item
      .append('circle')
      .attr('class', 'tessera-graph-node-circle')
      .attr('r', node.size / 2)
      .attr('fill', node.color)
      .attr('stroke', isSelected ? '#333' : '#fff')
      .attr('stroke-width', isSelected ? 3 : 1)
      .style('opacity', selected.size > 0 && !selected.has(node.name) ? 0.3 : 1)
      .style('cursor', props.emitCrossFilters ? 'pointer' : 'default');
    if (node.showLabel) {
      item
        .append('text')
        .attr('class', 'tessera-graph-label')
        .attr('x', node.size / 2 + 5)
        .attr('dy', '0.35em')
        .attr('font-size', 12)
        .attr('font-family', 'sans-serif')
        .attr('font-weight', isSelected ? 'bolder' : 'normal')
        .attr('fill', '#333')
        .style('pointer-events', 'none')
        .text(node.name);
    }
    const adjacent = new Set([node.id]);
    for (const edge of props.edges) {
      if (edge.source === node.id) adjacent.add(edge.target);
      if (edge.target === node.id) adjacent.add(edge.source);
    }
    item
      .on('mouseenter', () => {
        viewport.selectAll<SVGGElement, unknown>('g.tessera-graph-node').style('opacity', FADED);
        item.style('opacity', 1);
        viewport
          .selectAll<SVGGElement, unknown>('g.tessera-graph-node')
          .filter((_, i, groups) => adjacent.has(Number((groups[i] as SVGGElement).getAttribute('data-id'))))
          .style('opacity', 1);
        for (const { edge, group } of edgeGroups) group.style('opacity', edge.source === node.id || edge.target === node.id ? 1 : FADED);
      })
      .on('mousemove', (event: MouseEvent) => {
        const [px, py] = pointerWithin(event, svgNode);
        tooltip.show(node.name, [{ label: props.metricLabel, value: String(node.value), color: node.color }], px, py);
      })
      .on('mouseleave', () => {
        tooltip.hide();
        viewport.selectAll('g.tessera-graph-node').style('opacity', 1);
        for (const { group } of edgeGroups) group.style('opacity', EDGE_OPACITY);
      })
      .on('click', (event: MouseEvent) => {
        event.stopPropagation();
        if (props.emitCrossFilters) callbacks.onCrossFilter?.(buildCrossFilter([node.column], [node.name], props.selectedValues));
      })
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        callbacks.onContextMenu({ x: event.clientX, y: event.clientY, filters: [{ col: node.column, op: '==', val: node.name }] });
      });
    item.attr('data-id', node.id);
    if (props.draggable && props.layout === 'force') {
      item.style('cursor', 'move').call(
        drag<SVGGElement, unknown>().on('drag', (event: { x: number; y: number }) => {
          state.moved.set(node.name, [event.x, event.y]);
          item.attr('transform', `translate(${event.x},${event.y})`);
          for (const { edge, group } of edgeGroups) {
            if (edge.source !== node.id && edge.target !== node.id) continue;
            drawEdge(group, props, edge, position(props.nodes[edge.source]), position(props.nodes[edge.target]), props.nodes);
          }
        }),
      );
    }
  }
}

export const renderer = defineRenderer<GraphChartProps, GraphState>(drawGraph, () => ({
  hidden: new Set(),
  transform: IDENTITY_TRANSFORM,
  moved: new Map(),
}));
