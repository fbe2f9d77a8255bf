import type { DashboardLayout, LayoutComponentType, LayoutNode } from '../dashboard.types';
import {
  GRID_MIN_COLUMN_COUNT,
  NOT_ENOUGH_SPACE_MESSAGE,
  SIZED_TYPES,
  TOP_LEVEL_TABS_MESSAGE,
  containerCapacity,
  draggedWidth,
  isInsideTab,
  isTopLevelTabs,
  isWithin,
  parentOf,
  resolveDestination,
  widthForDrop,
  type DropPosition,
} from './drop-rules';
import { widthInColumns } from './layout-size';
import {
  BACKGROUND_TRANSPARENT,
  DEFAULT_CHART_HEIGHT,
  DEFAULT_CHART_WIDTH,
  DEFAULT_COLUMN_WIDTH,
  GRID_COLUMN_COUNT,
  ROOT_ID,
} from './layout.constants';

/** The lowest a chart or markdown may be resized to, in grid units. */
export const GRID_MIN_ROW_UNITS = 5;

/** Creates ids for new components; tests pass a predictable one. */
export type IdFactory = (type: LayoutComponentType) => string;

export const randomId: IdFactory = (type) => `${type}-${Math.random().toString(36).slice(2, 12)}`;

/** A component being dragged: an existing one (by id), or a new one built from the builder panel. */
export type DragSource = { kind: 'existing'; id: string } | { kind: 'new'; type: LayoutComponentType; meta?: Record<string, unknown> };

/** A drop's result: the new layout, or why it was refused (`message` null for a forbidden position). */
export type EditOutcome = { ok: true; layout: DashboardLayout } | { ok: false; message: string | null };

function node(id: string, type: LayoutComponentType, meta: Record<string, unknown>, children: string[] = []): LayoutNode {
  return { id, type, children, parents: [], meta };
}

/** Default meta of new components (spec part 2 §3). */
function defaultMeta(type: LayoutComponentType): Record<string, unknown> {
  switch (type) {
    case 'CHART':
      return { width: DEFAULT_CHART_WIDTH, height: DEFAULT_CHART_HEIGHT };
    case 'MARKDOWN':
      return { width: DEFAULT_CHART_WIDTH, height: DEFAULT_CHART_HEIGHT, code: '' };
    case 'COLUMN':
      return { width: DEFAULT_COLUMN_WIDTH, background: BACKGROUND_TRANSPARENT };
    case 'ROW':
      return { background: BACKGROUND_TRANSPARENT };
    case 'HEADER':
      return { text: 'New header', headerSize: 'MEDIUM_HEADER', background: BACKGROUND_TRANSPARENT };
    case 'TAB':
      return { text: '' };
    default:
      return {};
  }
}

/** New components for a drag source: the component itself and, for tabs, its first tab. */
export function newComponents(type: LayoutComponentType, meta: Record<string, unknown>, makeId: IdFactory): LayoutNode[] {
  const created = node(makeId(type), type, { ...defaultMeta(type), ...meta });
  if (type !== 'TABS') return [created];
  const tab = node(makeId('TAB'), 'TAB', defaultMeta('TAB'));
  created.children.push(tab.id);
  return [created, tab];
}

function clone(layout: DashboardLayout): DashboardLayout {
  return Object.fromEntries(
    Object.entries(layout).map(([id, item]) => [id, { ...item, children: [...item.children], meta: { ...item.meta } }]),
  );
}

/** Sets every component's `parents` from the tree below the root. */
function withParents(layout: DashboardLayout): DashboardLayout {
  const visit = (id: string, path: string[]) => {
    const item = layout[id];
    if (!item) return;
    item.parents = path;
    item.children.forEach((child) => visit(child, [...path, id]));
  };
  visit(ROOT_ID, []);
  return layout;
}

function removeSubtree(layout: DashboardLayout, id: string): void {
  const item = layout[id];
  if (!item) return;
  item.children.forEach((child) => removeSubtree(layout, child));
  delete layout[id];
}

/** Rows and tab containers left without children go too, up the tree. */
function removeIfEmpty(layout: DashboardLayout, id: string | undefined): void {
  const item = id ? layout[id] : undefined;
  if (!item || item.children.length > 0 || (item.type !== 'ROW' && item.type !== 'TABS')) return;
  const parent = parentOf(layout, item.id);
  if (parent) parent.children = parent.children.filter((child) => child !== item.id);
  delete layout[item.id];
  removeIfEmpty(layout, parent?.id);
}

/**
 * Drops a component at `position` of the component `targetId` under the rules of spec part 1 §4
 * and part 2 §4–§5: the destination must accept the type (charts, markdown and columns dropped in
 * the grid or a tab get a new row), the width must fit, top-level tabs may not go into a tab, and
 * rows or tab containers left empty by a move are removed.
 */
export function dropComponent(
  layout: DashboardLayout,
  source: DragSource,
  targetId: string,
  position: DropPosition | null,
  makeId: IdFactory = randomId,
): EditOutcome {
  const next = clone(layout);
  const created = source.kind === 'new' ? newComponents(source.type, source.meta ?? {}, makeId) : [];
  const moving = source.kind === 'new' ? created[0] : next[source.id];
  if (!moving) return { ok: false, message: null };
  created.forEach((item) => (next[item.id] = item));

  const destination = resolveDestination(next, moving.type, targetId, position);
  if (!destination) return { ok: false, message: null };
  if (source.kind === 'existing' && isWithin(next, destination.parentId, moving.id)) return { ok: false, message: null };
  if (source.kind === 'existing' && isTopLevelTabs(next, moving.id) && isInsideTab(next, destination.parentId))
    return { ok: false, message: TOP_LEVEL_TABS_MESSAGE };

  const width = widthForDrop(next, moving, destination);
  if (width === null) return { ok: false, message: NOT_ENOUGH_SPACE_MESSAGE };
  if (SIZED_TYPES.includes(moving.type)) moving.meta.width = width;

  const sourceParent = source.kind === 'existing' ? parentOf(next, moving.id) : undefined;
  let index = destination.index;
  if (sourceParent) {
    const from = sourceParent.children.indexOf(moving.id);
    sourceParent.children.splice(from, 1);
    if (sourceParent.id === destination.parentId && from < index) index -= 1;
  }
  const parent = next[destination.parentId] as LayoutNode;
  if (destination.wrap) {
    const row = node(makeId('ROW'), 'ROW', defaultMeta('ROW'), [moving.id]);
    next[row.id] = row;
    parent.children.splice(index, 0, row.id);
  } else {
    parent.children.splice(index, 0, moving.id);
  }
  removeIfEmpty(next, sourceParent?.id);
  return { ok: true, layout: withParents(next) };
}

/** Removes a component with everything inside it, and the row or tab container it leaves empty. */
export function deleteComponent(layout: DashboardLayout, id: string): DashboardLayout {
  const next = clone(layout);
  const parent = parentOf(next, id);
  if (!next[id] || !parent || id === ROOT_ID) return layout;
  parent.children = parent.children.filter((child) => child !== id);
  removeSubtree(next, id);
  removeIfEmpty(next, parent.id);
  return withParents(next);
}

/** The widest a component may become: what its container offers less what its row siblings use, at most twelve. */
export function maxWidth(layout: DashboardLayout, id: string): number {
  const parent = parentOf(layout, id);
  if (!parent) return GRID_COLUMN_COUNT;
  const siblings =
    parent.type === 'ROW'
      ? parent.children
          .filter((child) => child !== id)
          .reduce((sum, child) => sum + (layout[child] ? widthInColumns(layout[child] as LayoutNode) : 0), 0)
      : 0;
  return Math.max(GRID_MIN_COLUMN_COUNT, Math.min(GRID_COLUMN_COUNT, containerCapacity(layout, parent.id) - siblings));
}

/** Resizes a chart, markdown or column in grid units, keeping its width within the room its row leaves (max 12). */
export function resizeComponent(layout: DashboardLayout, id: string, size: { width?: number; height?: number }): DashboardLayout {
  const target = layout[id];
  if (!target || !SIZED_TYPES.includes(target.type)) return layout;
  const next = clone(layout);
  const resized = next[id] as LayoutNode;
  if (size.width !== undefined) {
    const minimum = draggedWidth(next, resized).minimum;
    resized.meta.width = Math.max(minimum, Math.min(Math.round(size.width), maxWidth(next, id)));
  }
  if (size.height !== undefined && target.type !== 'COLUMN') resized.meta.height = Math.max(GRID_MIN_ROW_UNITS, Math.round(size.height));
  return next;
}

/** Changes part of a component's meta (markdown text, header size, tab title...). */
export function updateComponentMeta(layout: DashboardLayout, id: string, meta: Record<string, unknown>): DashboardLayout {
  if (!layout[id]) return layout;
  const next = clone(layout);
  (next[id] as LayoutNode).meta = { ...(next[id] as LayoutNode).meta, ...meta };
  return next;
}

/** The layout as `position_json`: every component keyed by id, with the version key Superset writes. */
export function serializeLayout(layout: DashboardLayout): string {
  return JSON.stringify({ DASHBOARD_VERSION_KEY: 'v2', ...layout });
}
