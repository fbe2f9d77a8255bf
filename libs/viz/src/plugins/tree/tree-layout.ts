import { hierarchy, tree } from 'd3-hierarchy';
import type { HierarchyPointNode } from 'd3-hierarchy';
import { estimateTextWidth } from '../../core/render/text-measure';
import type { LabelPosition, TreeChartProps, TreeDatum } from './tree.types';

/** The share of the box kept free on each side (ECharts' tree keeps 12 %), more when labels need it. */
const MARGIN = 0.12;
const LABEL_FONT_SIZE = 12;

export interface PlacedNode {
  datum: TreeDatum;
  node: HierarchyPointNode<TreeDatum>;
  x: number;
  y: number;
  /** The node has children that are currently folded away. */
  collapsed: boolean;
  isLeaf: boolean;
}

export interface PlacedLink {
  source: PlacedNode;
  target: PlacedNode;
  path: string;
}

export interface TreeLayout {
  nodes: PlacedNode[];
  links: PlacedLink[];
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Positions for the visible part of the tree: a tidy tree growing from the root in the chosen
 * orientation, or a radial tree around the centre. Links are curves leaving each parent along the
 * growth direction.
 */
export function treeLayout(props: TreeChartProps, root: TreeDatum, collapsed: ReadonlySet<string>): TreeLayout {
  const rootNode = hierarchy(root, (datum) => (collapsed.has(datum.key) ? [] : datum.children));
  const { left, right } = horizontalMargins(props, rootNode);
  const top = props.height * MARGIN;
  const innerWidth = Math.max(0, props.width - left - right);
  const innerHeight = props.height * (1 - 2 * MARGIN);
  const nodes: PlacedNode[] = [];
  const byNode = new Map<HierarchyPointNode<TreeDatum>, PlacedNode>();
  const place = (node: HierarchyPointNode<TreeDatum>, x: number, y: number) => {
    const placed: PlacedNode = {
      datum: node.data,
      node,
      x: round(x),
      y: round(y),
      collapsed: collapsed.has(node.data.key) && node.data.children.length > 0,
      isLeaf: node.data.children.length === 0 || collapsed.has(node.data.key),
    };
    nodes.push(placed);
    byNode.set(node, placed);
  };

  if (props.layout === 'radial') {
    const radius = Math.min(innerWidth, innerHeight) / 2;
    const laid = tree<TreeDatum>()
      .size([2 * Math.PI, radius])
      .separation((a, b) => (a.parent === b.parent ? 1 : 2) / Math.max(1, a.depth))(rootNode);
    const [cx, cy] = [props.width / 2, props.height / 2];
    laid.each((node) => place(node, cx + node.y * Math.cos(node.x - Math.PI / 2), cy + node.y * Math.sin(node.x - Math.PI / 2)));
  } else {
    const horizontal = props.orient === 'LR' || props.orient === 'RL';
    const laid = tree<TreeDatum>().size(horizontal ? [innerHeight, innerWidth] : [innerWidth, innerHeight])(rootNode);
    laid.each((node) => {
      const along = node.y;
      const across = node.x;
      if (props.orient === 'LR') place(node, left + along, top + across);
      else if (props.orient === 'RL') place(node, left + innerWidth - along, top + across);
      else if (props.orient === 'TB') place(node, left + across, top + along);
      else place(node, left + across, top + innerHeight - along);
    });
  }

  const horizontal = props.layout === 'orthogonal' && (props.orient === 'LR' || props.orient === 'RL');
  const links: PlacedLink[] = [];
  for (const placed of nodes) {
    const parent = placed.node.parent ? byNode.get(placed.node.parent) : undefined;
    if (!parent) continue;
    const { x: x0, y: y0 } = parent;
    const { x: x1, y: y1 } = placed;
    const path = horizontal
      ? `M${x0},${y0}C${round((x0 + x1) / 2)},${y0},${round((x0 + x1) / 2)},${y1},${x1},${y1}`
      : `M${x0},${y0}C${x0},${round((y0 + y1) / 2)},${x1},${round((y0 + y1) / 2)},${x1},${y1}`;
    links.push({ source: parent, target: placed, path });
  }
  return { nodes, links };
}

/** How far labels at `position` reach past their node on the `side` of it. */
function reach(position: LabelPosition, side: 'left' | 'right', widths: readonly number[], symbolSize: number): number {
  // Estimated widths run short for capitals and wide glyphs: a tenth more and a few pixels spare.
  const widest = Math.max(0, ...widths) * 1.1 + 4;
  if (position === side) return widest + symbolSize / 2 + 5;
  return position === 'top' || position === 'bottom' ? widest / 2 : 0;
}

/**
 * Left and right room so the labels of the nodes on each edge stay inside the chart: the root and
 * inner nodes face one edge and the leaves the other in a left-right tree; both meet each edge otherwise.
 */
function horizontalMargins(props: TreeChartProps, rootNode: ReturnType<typeof hierarchy<TreeDatum>>): { left: number; right: number } {
  const inner: number[] = [];
  const leaves: number[] = [];
  rootNode.each((node) => (node.children?.length ? inner : leaves).push(estimateTextWidth(node.data.name, LABEL_FONT_SIZE)));
  const innerReach = (side: 'left' | 'right') => reach(props.nodeLabelPosition, side, inner, props.symbolSize);
  const leafReach = (side: 'left' | 'right') => reach(props.childLabelPosition, side, leaves, props.symbolSize);
  const base = props.width * MARGIN;
  const horizontal = props.layout === 'orthogonal' && (props.orient === 'LR' || props.orient === 'RL');
  const need = (side: 'left' | 'right') => {
    if (!horizontal) return Math.max(innerReach(side), leafReach(side));
    const innerSide = props.orient === 'LR' ? 'left' : 'right';
    return side === innerSide ? innerReach(side) : leafReach(side);
  };
  // Never more than a third of the width each, so the tree itself keeps room.
  const cap = props.width / 3;
  return { left: Math.min(cap, Math.max(base, need('left'))), right: Math.min(cap, Math.max(base, need('right'))) };
}

/** Where a node's label goes relative to the node, and how it is anchored. */
export function labelPlacement(
  position: LabelPosition,
  symbolSize: number,
): { dx: number; dy: number; anchor: 'start' | 'middle' | 'end' } {
  const gap = symbolSize / 2 + 5;
  switch (position) {
    case 'left':
      return { dx: -gap, dy: 0, anchor: 'end' };
    case 'right':
      return { dx: gap, dy: 0, anchor: 'start' };
    case 'top':
      return { dx: 0, dy: -gap - 4, anchor: 'middle' };
    default:
      return { dx: 0, dy: gap + 4, anchor: 'middle' };
  }
}
