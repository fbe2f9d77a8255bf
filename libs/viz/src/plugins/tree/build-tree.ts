import type { DataRecord } from '../../core/query/chart-data.types';
import type { TreeDatum } from './tree.types';

export interface TreeColumns {
  id: string;
  parent: string;
  name: string;
  metric: string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The tree under `rootId`: the root is named by the row whose id is `rootId`, its children are
 * the rows whose parent is `rootId`, and so on down. When no row has that id but rows name it as
 * their parent (a flat table's grouping column, say), the root is that id itself; Superset draws a
 * lone unnamed node there. Undefined when nothing refers to the id.
 */
export function treeUnder(rows: readonly DataRecord[], columns: TreeColumns, rootId: string): TreeDatum | undefined {
  const childrenOf = new Map<string, DataRecord[]>();
  for (const row of rows) {
    const parent = text(row[columns.parent]);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const seen = new Set<string>();
  const build = (row: DataRecord, key: string): TreeDatum => {
    const id = text(row[columns.id]);
    seen.add(id);
    const value = Number(row[columns.metric]);
    return {
      key,
      id: row[columns.id] ?? null,
      name: text(row[columns.name]),
      ...(columns.metric && row[columns.metric] !== null && Number.isFinite(value) ? { value } : {}),
      // A row listed as its own ancestor would loop forever; each id is placed once.
      children: (childrenOf.get(id) ?? [])
        .filter((child) => !seen.has(text(child[columns.id])))
        .map((child, i) => build(child, `${key}/${i}`)),
    };
  };
  const rootRow = rows.find((row) => text(row[columns.id]) === rootId);
  if (rootRow) return build(rootRow, '0');
  if (!childrenOf.has(rootId)) return undefined;
  seen.add(rootId);
  const children = (childrenOf.get(rootId) ?? []).map((child, i) => build(child, `0/${i}`));
  return { key: '0', id: rootId, name: rootId, virtual: true, children };
}

function countNodes(tree: TreeDatum): number {
  return 1 + tree.children.reduce((sum, child) => sum + countNodes(child), 0);
}

/**
 * The root when none is set, as Superset picks it: among the ids that are the only child of their
 * parent, the one whose tree is the largest (the first such in row order on a tie).
 */
export function buildTree(rows: readonly DataRecord[], columns: TreeColumns, rootId?: string | number | null): TreeDatum | undefined {
  if (rootId !== undefined && rootId !== null && rootId !== '') return treeUnder(rows, columns, String(rootId));
  const childrenOf = new Map<string, string[]>();
  for (const row of rows) {
    const parent = text(row[columns.parent]);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), text(row[columns.id])]);
  }
  let best: TreeDatum | undefined;
  let bestSize = 0;
  for (const children of childrenOf.values()) {
    if (children.length !== 1) continue;
    const tree = treeUnder(rows, columns, children[0]);
    const size = tree ? countNodes(tree) : 0;
    if (tree && size > bestSize) {
      best = tree;
      bestSize = size;
    }
  }
  return best;
}
