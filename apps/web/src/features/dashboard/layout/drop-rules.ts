import { LAYOUT_CHILD_RULES } from '@tessera/contracts/web';
import type { DashboardLayout, LayoutComponentType, LayoutNode } from '../dashboard.types';
import { widthInColumns } from './layout-size';
import { GRID_COLUMN_COUNT, ROOT_ID } from './layout.constants';

/** Where, relative to the component under the pointer, a dragged component lands (spec part 1 §4). */
export type DropPosition = 'TOP' | 'RIGHT' | 'BOTTOM' | 'LEFT';

/** How close to an edge, in pixels, the pointer must be for a drop; elsewhere the drop is forbidden. */
export const DROP_EDGE_THRESHOLD_PX = 20;

/** The narrowest a chart, markdown or column may become (one grid column). */
export const GRID_MIN_COLUMN_COUNT = 1;

export const NOT_ENOUGH_SPACE_MESSAGE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL_TABS_MESSAGE = 'Can not move top level tab into nested tabs';

/** Rows hold charts, markdown and columns: dropped straight into the grid or a tab, these get a new row around them. */
const WRAPPED_IN_ROW: readonly LayoutComponentType[] = ['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC'];

/** Containers a drop goes into (rather than beside) when they accept the dragged type. */
const CONTAINERS: readonly LayoutComponentType[] = ['ROOT', 'GRID', 'ROW', 'COLUMN', 'TABS', 'TAB'];

export function isValidChild(parentType: LayoutComponentType, childType: LayoutComponentType): boolean {
  // Which child types each container accepts (spec part 1 §4): the same rules the server checks layouts with.
  return LAYOUT_CHILD_RULES[parentType]?.includes(childType) ?? false;
}

export function shouldWrapInRow(parentType: LayoutComponentType, childType: LayoutComponentType): boolean {
  return (parentType === 'GRID' || parentType === 'TAB') && WRAPPED_IN_ROW.includes(childType);
}

/**
 * The drop position for a pointer over a component's box: the edge the pointer is within 20 px
 * of (the nearest one when it is near two), or null (forbidden) when it is further from every edge.
 */
export function dropPositionAt(
  pointer: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): DropPosition | null {
  const distances: [DropPosition, number][] = [
    ['TOP', pointer.y - box.top],
    ['BOTTOM', box.top + box.height - pointer.y],
    ['LEFT', pointer.x - box.left],
    ['RIGHT', box.left + box.width - pointer.x],
  ];
  const inside = distances.every(([, distance]) => distance >= 0);
  const near = distances.filter(([, distance]) => distance <= DROP_EDGE_THRESHOLD_PX).sort((a, b) => a[1] - b[1]);
  return inside && near[0] ? near[0][0] : null;
}

/**
 * Where a drop goes when the pointer is inside a row or column but near none of its edges: the free
 * space beside a row's last chart, or below a column's last item, takes it as the last child.
 */
export function dropPositionInFreeSpace(nodeType: string | undefined): DropPosition | null {
  if (nodeType === 'ROW') return 'RIGHT';
  if (nodeType === 'COLUMN') return 'BOTTOM';
  return null;
}

export function parentOf(layout: DashboardLayout, id: string): LayoutNode | undefined {
  return Object.values(layout).find((node) => node.children.includes(id));
}

/** Whether `id` is `ancestorId` or lies below it. */
export function isWithin(layout: DashboardLayout, id: string, ancestorId: string): boolean {
  for (let current: string | undefined = id; current; current = parentOf(layout, current)?.id) {
    if (current === ancestorId) return true;
  }
  return false;
}

/** Where a drop inserts: a parent and an index among its children; `wrap` when a new row goes around the component. */
export interface DropDestination {
  parentId: string;
  index: number;
  wrap: boolean;
}

/**
 * The destination of dropping a component of `draggedType` at `position` of `targetId`: into the
 * target when it is a container that accepts the type (first for top/left, last for
 * bottom/right), else beside it in its parent (before for top/left, after for bottom/right).
 */
export function resolveDestination(
  layout: DashboardLayout,
  draggedType: LayoutComponentType,
  targetId: string,
  position: DropPosition | null,
): DropDestination | null {
  const target = layout[targetId];
  if (!target || !position) return null;
  const first = position === 'TOP' || position === 'LEFT';
  const accepts = (parent: LayoutNode) => isValidChild(parent.type, draggedType) || shouldWrapInRow(parent.type, draggedType);
  if (CONTAINERS.includes(target.type) && accepts(target)) {
    return { parentId: target.id, index: first ? 0 : target.children.length, wrap: shouldWrapInRow(target.type, draggedType) };
  }
  const parent = parentOf(layout, targetId);
  if (!parent || !accepts(parent)) return null;
  const index = parent.children.indexOf(targetId) + (first ? 0 : 1);
  return { parentId: parent.id, index, wrap: shouldWrapInRow(parent.type, draggedType) };
}

/** Columns a container offers its children: a column its own width, everything else the full twelve. */
export function containerCapacity(layout: DashboardLayout, containerId: string): number {
  const container = layout[containerId];
  if (!container) return GRID_COLUMN_COUNT;
  if (container.type === 'COLUMN') return widthInColumns(container);
  if (container.type === 'ROW') {
    const parent = parentOf(layout, containerId);
    return parent?.type === 'COLUMN' ? widthInColumns(parent) : GRID_COLUMN_COUNT;
  }
  return GRID_COLUMN_COUNT;
}

/** Width a dragged component asks for, and the least it can do with. */
export function draggedWidth(layout: DashboardLayout, node: LayoutNode): { width: number; minimum: number } {
  const childWidths = node.children
    .map((id) => layout[id])
    .filter((child): child is LayoutNode => !!child)
    .map(widthInColumns);
  if (node.type === 'ROW') {
    const total = childWidths.reduce((sum, width) => sum + width, 0);
    return { width: total, minimum: total };
  }
  if (node.type === 'COLUMN') return { width: widthInColumns(node), minimum: Math.max(GRID_MIN_COLUMN_COUNT, ...childWidths) };
  return { width: widthInColumns(node), minimum: GRID_MIN_COLUMN_COUNT };
}

/** Types whose width is part of their meta. */
export const SIZED_TYPES: readonly LayoutComponentType[] = ['CHART', 'MARKDOWN', 'COLUMN'];

/**
 * The width a component gets when dropped (spec part 2 §4): its own when it fits the free room,
 * else the free room when that is at least its minimum, else null (not enough space). Only rows
 * and columns limit widths; free room in a row is what its other children leave.
 */
export function widthForDrop(layout: DashboardLayout, node: LayoutNode, destination: DropDestination): number | null {
  const { width, minimum } = draggedWidth(layout, node);
  const parent = layout[destination.parentId];
  if (!parent || destination.wrap) return width <= GRID_COLUMN_COUNT ? width : minimum <= GRID_COLUMN_COUNT ? GRID_COLUMN_COUNT : null;
  if (parent.type !== 'ROW' && parent.type !== 'COLUMN') return width;
  const occupied =
    parent.type === 'ROW'
      ? parent.children
          .filter((id) => id !== node.id)
          .map((id) => layout[id])
          .filter((child): child is LayoutNode => !!child)
          .reduce((sum, child) => sum + widthInColumns(child), 0)
      : 0;
  const free = containerCapacity(layout, parent.id) - occupied;
  if (width <= free) return width;
  return minimum <= free ? free : null;
}

/** Whether a TABS component sits at the top of the dashboard (directly under the root or the grid). */
export function isTopLevelTabs(layout: DashboardLayout, id: string): boolean {
  const parent = parentOf(layout, id);
  return layout[id]?.type === 'TABS' && (parent?.id === ROOT_ID || parent?.type === 'GRID');
}

/** Whether a destination lies inside a tab (so tabs dropped there would be nested). */
export function isInsideTab(layout: DashboardLayout, parentId: string): boolean {
  for (let current: LayoutNode | undefined = layout[parentId]; current; current = parentOf(layout, current.id)) {
    if (current.type === 'TAB') return true;
  }
  return false;
}
