import { randomBytes } from 'node:crypto';
import { DASHBOARD_GRID_ID, DASHBOARD_ROOT_ID, DASHBOARD_VERSION_KEY } from '@tessera/contracts';
import { isPlainObject, type JsonObject } from '../validation/json-checks';

/** Superset's defaults for a chart dropped on a dashboard. */
const CHART_WIDTH = 4;
const CHART_HEIGHT = 50;
/** Containers that disappear with their last child when a chart is taken off. */
const REMOVABLE_WHEN_EMPTY = new Set(['ROW', 'COLUMN']);

type Layout = Record<string, unknown>;

const nodeId = (prefix: string) => `${prefix}-${randomBytes(6).toString('base64url')}`;
const childrenOf = (node: unknown): string[] =>
  isPlainObject(node) && Array.isArray(node.children) ? node.children.filter((c): c is string => typeof c === 'string') : [];

/** Parses a stored `position_json`; anything that is not a layout object counts as no layout. */
export function readLayout(positionJson: string | null): Layout | null {
  if (!positionJson || positionJson.trim() === '') return null;
  try {
    const layout: unknown = JSON.parse(positionJson);
    return isPlainObject(layout) && isPlainObject(layout[DASHBOARD_ROOT_ID]) ? layout : null;
  } catch {
    return null;
  }
}

function chartNodeIds(layout: Layout, chartId: number): string[] {
  return Object.entries(layout)
    .filter(([key, node]) => key !== DASHBOARD_VERSION_KEY && isPlainObject(node) && node.type === 'CHART')
    .filter(([, node]) => isPlainObject((node as JsonObject).meta) && ((node as JsonObject).meta as JsonObject).chartId === chartId)
    .map(([key]) => key);
}

/** Ids from the root down to `target` (inclusive), or null when it is not reachable. */
function pathTo(layout: Layout, target: string, from = DASHBOARD_ROOT_ID, seen = new Set<string>()): string[] | null {
  if (from === target) return [from];
  if (seen.has(from)) return null;
  seen.add(from);
  for (const child of childrenOf(layout[from])) {
    const rest = pathTo(layout, target, child, seen);
    if (rest) return [from, ...rest];
  }
  return null;
}

/** Where a new row goes: the grid, or the first tab when the dashboard's top level is tabs. */
function containerFor(layout: Layout): string | null {
  if (isPlainObject(layout[DASHBOARD_GRID_ID])) return DASHBOARD_GRID_ID;
  const top = childrenOf(layout[DASHBOARD_ROOT_ID])[0];
  const topNode = top ? layout[top] : undefined;
  if (isPlainObject(topNode) && topNode.type === 'TABS') {
    const tab = childrenOf(topNode)[0];
    if (tab && isPlainObject(layout[tab])) return tab;
  }
  return null;
}

/**
 * The layout with the chart in a new row at the end of the grid (or first top-level tab), as a
 * dashboard gets it when a chart is saved to it; null when nothing changes (no layout, no place
 * for rows, or the chart is already in it).
 */
export function addChartToLayout(layout: Layout | null, chartId: number, sliceName?: string): Layout | null {
  if (!layout || chartNodeIds(layout, chartId).length > 0) return null;
  const container = containerFor(layout);
  const containerPath = container ? pathTo(layout, container) : null;
  if (!container || !containerPath) return null;
  const rowId = nodeId('ROW');
  const chartNodeId = nodeId('CHART');
  const containerNode = layout[container] as JsonObject;
  return {
    ...layout,
    [container]: { ...containerNode, children: [...childrenOf(containerNode), rowId] },
    [rowId]: { id: rowId, type: 'ROW', children: [chartNodeId], parents: containerPath, meta: { background: 'BACKGROUND_TRANSPARENT' } },
    [chartNodeId]: {
      id: chartNodeId,
      type: 'CHART',
      children: [],
      parents: [...containerPath, rowId],
      meta: { chartId, width: CHART_WIDTH, height: CHART_HEIGHT, ...(sliceName ? { sliceName } : {}) },
    },
  };
}

/** The layout without the chart's nodes (and the rows or columns they leave empty); null when unchanged. */
export function removeChartFromLayout(layout: Layout | null, chartId: number): Layout | null {
  if (!layout) return null;
  let pending = chartNodeIds(layout, chartId);
  if (pending.length === 0) return null;
  const next: Layout = { ...layout };
  while (pending.length > 0) {
    const removed = new Set(pending);
    for (const id of removed) delete next[id];
    pending = [];
    for (const [key, node] of Object.entries(next)) {
      const children = childrenOf(node);
      if (!children.some((child) => removed.has(child))) continue;
      const kept = children.filter((child) => !removed.has(child));
      next[key] = { ...(node as JsonObject), children: kept };
      if (kept.length === 0 && REMOVABLE_WHEN_EMPTY.has(String((node as JsonObject).type))) pending.push(key);
    }
  }
  return next;
}
