import type { ZoomTransform } from 'd3-zoom';
import type { RenderCallbacks } from '../../core/chart-plugin.types';
import { defineRenderer } from '../../core/render/define-renderer';
import type { ChartRoot } from '../../core/render/define-renderer';
import { drawEmptyState } from '../../core/render/empty-state';
import { pointerWithin } from '../../core/render/pointer';
import { enableRoam, IDENTITY_TRANSFORM } from '../../core/render/roam';
import { createTooltip } from '../../core/render/tooltip';
import { labelPlacement, treeLayout } from './tree-layout';
import type { PlacedNode } from './tree-layout';
import { symbolPath } from './tree-symbols';
import type { TreeChartProps } from './tree.types';

/** What survives redraws: the folded nodes and the pan/zoom. */
interface TreeState {
  collapsed: Set<string>;
  transform: ZoomTransform;
}

const FADED = 0.2;

/** The names from the root down to a node, as the tooltip title shows them. */
function pathTo(node: PlacedNode): string {
  return node.node
    .ancestors()
    .reverse()
    .map((ancestor) => ancestor.data.name)
    .filter((name) => name !== '')
    .join(' ▸ ');
}

/**
 * The tree as symbols joined by curves, labels of inner nodes and of leaves placed as asked. A click
 * folds or unfolds a node's children (a folded node is drawn filled); hovering highlights the node
 * with its descendants or its ancestors; a right-click drills to the node's row.
 */
function drawTree(root: ChartRoot, props: TreeChartProps, callbacks: RenderCallbacks, state: TreeState, redraw: () => void): void {
  if (!props.root) {
    drawEmptyState(root);
    return;
  }
  const svg = root.append('svg').attr('width', props.width).attr('height', props.height).attr('role', 'img');
  const svgNode = svg.node() as SVGSVGElement;
  const tooltip = createTooltip(root, props.width);
  const layer = svg.append('g').attr('class', 'tessera-tree');
  enableRoam(svg, layer, props.roam, props, state.transform, (transform) => (state.transform = transform));
  const layout = treeLayout(props, props.root, state.collapsed);

  const linkPaths = layout.links.map((link) => ({
    link,
    path: layer
      .append('path')
      .attr('class', 'tessera-tree-link')
      .attr('d', link.path)
      .attr('fill', 'none')
      .attr('stroke', props.color)
      .attr('stroke-width', 1.5),
  }));

  const shape = symbolPath(props.symbol, props.symbolSize);
  const items = layout.nodes.map((placed) => {
    const item = layer.append('g').attr('class', 'tessera-tree-node').attr('transform', `translate(${placed.x},${placed.y})`);
    if (shape) {
      const hollow = props.symbol === 'emptyCircle' && !placed.collapsed;
      item
        .append('path')
        .attr('class', 'tessera-tree-symbol')
        .attr('d', shape)
        .attr('fill', hollow ? '#fff' : props.color)
        .attr('stroke', props.color)
        .attr('stroke-width', 1.5);
    } else {
      // Without a symbol the node still needs something to hover and click.
      item
        .append('circle')
        .attr('r', props.symbolSize / 2)
        .attr('fill', 'transparent');
    }
    const label = labelPlacement(placed.isLeaf ? props.childLabelPosition : props.nodeLabelPosition, props.symbolSize);
    item
      .append('text')
      .attr('class', 'tessera-tree-label')
      .attr('x', label.dx)
      .attr('y', label.dy)
      .attr('dy', '0.35em')
      .attr('text-anchor', label.anchor)
      .attr('font-size', 12)
      .attr('font-family', 'sans-serif')
      .attr('fill', '#333')
      .text(placed.datum.name);
    return { placed, item };
  });

  const highlight = (focus: PlacedNode | undefined) => {
    const related = new Set(
      focus ? (props.emphasis === 'ancestor' ? focus.node.ancestors() : focus.node.descendants()).map((node) => node.data.key) : [],
    );
    for (const { placed, item } of items) item.style('opacity', !focus || related.has(placed.datum.key) ? 1 : FADED);
    for (const { link, path } of linkPaths) {
      const inside = related.has(link.source.datum.key) && related.has(link.target.datum.key);
      path.style('opacity', !focus || inside ? 1 : FADED);
    }
  };

  for (const { placed, item } of items) {
    item
      .style('cursor', placed.datum.children.length > 0 ? 'pointer' : 'default')
      .on('mouseenter', () => highlight(placed))
      .on('mousemove', (event: MouseEvent) => {
        const [x, y] = pointerWithin(event, svgNode);
        const rows = placed.datum.value !== undefined ? [{ label: props.metricLabel, value: String(placed.datum.value) }] : [];
        tooltip.show(pathTo(placed), rows, x, y);
      })
      .on('mouseleave', () => {
        highlight(undefined);
        tooltip.hide();
      })
      .on('click', () => {
        if (placed.datum.children.length === 0) return;
        if (state.collapsed.has(placed.datum.key)) state.collapsed.delete(placed.datum.key);
        else state.collapsed.add(placed.datum.key);
        redraw();
      })
      .on('contextmenu', (event: MouseEvent) => {
        if (!callbacks.onContextMenu) return;
        event.preventDefault();
        const col = placed.datum.virtual ? props.parentColumn : props.idColumn;
        callbacks.onContextMenu({ x: event.clientX, y: event.clientY, filters: [{ col, op: '==', val: placed.datum.id }] });
      });
  }
}

export const renderer = defineRenderer<TreeChartProps, TreeState>(drawTree, () => ({
  collapsed: new Set(),
  transform: IDENTITY_TRANSFORM,
}));
