import { DASHBOARD_LAYOUT_VERSION, DASHBOARD_ROOT_ID, DASHBOARD_VERSION_KEY, GRID_COLUMN_COUNT } from '@tessera/contracts';
import { isPlainObject, type JsonObject } from '../validation/json-checks';

export interface ImportedLayout {
  /** The layout Tessera stores, or null for none. */
  position: JsonObject | null;
  /** CHART nodes that showed a chart the import turns into something else (filter boxes): node id → chart uuid. */
  removedCharts: Map<string, string>;
  /** What was left out of the layout, in words, for the import report. */
  leftOut: string[];
}

const isChartNode = (node: unknown): node is JsonObject & { meta: JsonObject } =>
  isPlainObject(node) && node.type === 'CHART' && isPlainObject(node.meta);

/**
 * Superset's exporters wrote layouts Tessera's editor would not save: no version key, `parents`
 * missing or stale, children naming nodes that are gone, CHART nodes without a chart uuid (older
 * exports) or without an id, sizes off the grid. Superset's importer takes them as they are; here
 * they are mended so the layout passes the editor's checks:
 * - CHART nodes of `removeUuids` (filter boxes), naming no chart uuid, or (given `knownUuids`) a chart
 *   that is neither in the bundle nor here are left out,
 * - a CHART node with a uuid but no chart id gets a stand-in id, replaced by the imported chart's,
 * - children naming missing nodes are dropped and nodes no longer reachable from the root removed,
 * - every node's `parents` is its path from the root, widths are clamped to the grid and the widths
 *   of a row wider than the grid are scaled down to fit it.
 */
export function mendImportedLayout(
  position: unknown,
  removeUuids: ReadonlySet<string>,
  knownUuids: ReadonlySet<string> | null = null,
): ImportedLayout {
  const removedCharts = new Map<string, string>();
  const leftOut: string[] = [];
  if (!isPlainObject(position) || Object.keys(position).length === 0) return { position: null, removedCharts, leftOut };
  const nodes = new Map<string, JsonObject>();
  for (const [key, node] of Object.entries(position)) {
    if (key === DASHBOARD_VERSION_KEY || !isPlainObject(node)) continue;
    nodes.set(key, structuredClone({ ...node, id: key }));
  }
  if (!nodes.has(DASHBOARD_ROOT_ID)) {
    leftOut.push('the layout has no ROOT_ID node; the dashboard is imported without a layout');
    return { position: null, removedCharts, leftOut };
  }
  let standInId = Math.max(0, ...[...nodes.values()].map((node) => (isChartNode(node) ? Number(node.meta.chartId) || 0 : 0)));
  for (const [key, node] of nodes) {
    if (!isChartNode(node)) continue;
    const uuid = node.meta.uuid;
    if (typeof uuid === 'string' && removeUuids.has(uuid)) {
      removedCharts.set(key, uuid);
      nodes.delete(key);
    } else if (typeof uuid !== 'string') {
      leftOut.push(`${key} names no chart uuid and is left out of the layout`);
      nodes.delete(key);
    } else if (knownUuids && !knownUuids.has(uuid)) {
      leftOut.push(`${key} shows the chart ${uuid}, which is neither in the bundle nor in Tessera; it is left out of the layout`);
      nodes.delete(key);
    } else if (!(Number.isInteger(node.meta.chartId) && (node.meta.chartId as number) > 0)) {
      node.meta.chartId = ++standInId;
    }
  }
  const reachable = new Map<string, JsonObject>();
  const visit = (id: string, ancestors: string[]) => {
    const node = nodes.get(id) as JsonObject;
    reachable.set(id, node);
    node.parents = ancestors;
    const kept: string[] = [];
    for (const child of Array.isArray(node.children) ? node.children : []) {
      // A child named twice, or already placed elsewhere, stays where it was first met.
      if (typeof child !== 'string' || !nodes.has(child) || reachable.has(child)) continue;
      kept.push(child);
      visit(child, [...ancestors, id]);
    }
    node.children = kept;
  };
  visit(DASHBOARD_ROOT_ID, []);
  // The dashboard's title node (HEADER_ID) sits outside the tree in every Superset layout.
  for (const [id, node] of nodes) {
    if (!reachable.has(id) && node.type === 'HEADER') reachable.set(id, { ...node, children: [], parents: undefined });
  }
  const unreachable = [...nodes.keys()].filter((id) => !reachable.has(id));
  if (unreachable.length > 0)
    leftOut.push(`${unreachable.join(', ')} sat outside the layout tree and ${unreachable.length > 1 ? 'were' : 'was'} left out`);
  for (const node of reachable.values()) {
    if (node.parents === undefined || node.id === DASHBOARD_ROOT_ID) delete node.parents;
    const meta = isPlainObject(node.meta) ? node.meta : undefined;
    if (meta && typeof meta.width === 'number') meta.width = Math.min(GRID_COLUMN_COUNT, Math.max(1, Math.round(meta.width)));
    if (meta && meta.height !== undefined && !(typeof meta.height === 'number' && meta.height > 0)) delete meta.height;
  }
  for (const node of reachable.values()) if (node.type === 'ROW') fitRow(node, reachable);
  return {
    position: { [DASHBOARD_VERSION_KEY]: DASHBOARD_LAYOUT_VERSION, ...Object.fromEntries(reachable) },
    removedCharts,
    leftOut,
  };
}

/** Scales the widths of a row's children down to the grid when they add up to more (older editors allowed it). */
function fitRow(row: JsonObject, nodes: ReadonlyMap<string, JsonObject>): void {
  const sized = (row.children as string[])
    .map((id) => nodes.get(id)?.meta)
    .filter((meta): meta is JsonObject => isPlainObject(meta) && typeof meta.width === 'number');
  const total = sized.reduce((sum, meta) => sum + (meta.width as number), 0);
  if (total <= GRID_COLUMN_COUNT || sized.length > GRID_COLUMN_COUNT) return;
  for (const meta of sized) meta.width = Math.max(1, Math.floor(((meta.width as number) * GRID_COLUMN_COUNT) / total));
}
