import type { DataValue } from '../../core/query/chart-data.types';
import type { PivotAxis, PivotKey } from './pivot-key';

/** A header line of one axis: a data key, a subtotal or a total. */
export interface PivotEntry {
  key: PivotKey;
  kind: 'data' | 'subtotal' | 'total';
}

export type PivotOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

export interface AxisLayoutOptions {
  totals: boolean;
  subtotals: boolean;
  /** Subtotals before their group (top/left) rather than after it. */
  subtotalsFirst: boolean;
  order: PivotOrder;
  metrics: readonly string[];
  /** The stored value behind a label, so dates and numbers sort as such. */
  rawValue: (attrIndex: number, label: string) => DataValue;
  /** The aggregate of a group (a key prefix), for sorting by value. */
  groupValue: (prefix: PivotKey) => number | string | null;
}

interface Node {
  children: Map<string, Node>;
}

function compareValues(a: DataValue | number | string, b: DataValue | number | string): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function buildTree(keys: readonly string[][]): Node {
  const root: Node = { children: new Map() };
  for (const key of keys) {
    let node = root;
    for (const label of key) {
      let child = node.children.get(label);
      if (!child) {
        child = { children: new Map() };
        node.children.set(label, child);
      }
      node = child;
    }
  }
  return root;
}

function orderChildren(axis: PivotAxis, node: Node, depth: number, prefix: PivotKey, options: AxisLayoutOptions): string[] {
  const labels = [...node.children.keys()];
  if (depth === axis.metricIndex) return options.metrics.filter((metric) => node.children.has(metric));
  const byValue = options.order.startsWith('value');
  const descending = options.order.endsWith('z_to_a');
  const score = (label: string) => (byValue ? options.groupValue([...prefix, label]) : options.rawValue(depth, label));
  const direction = descending ? -1 : 1;
  // Ties (equal values) keep label order whatever the direction.
  return labels.sort((a, b) => direction * compareValues(score(a), score(b)) || compareValues(a, b));
}

/** Keys that summarise a group: the rest of the levels collapsed, one per metric when metrics come later. */
function summaryKeys(axis: PivotAxis, prefix: PivotKey, metrics: readonly string[]): PivotKey[] {
  const rest = axis.attrs.slice(prefix.length).map(() => null as string | null);
  const metricAfter = axis.metricIndex >= prefix.length ? axis.metricIndex - prefix.length : -1;
  if (metricAfter < 0) return [[...prefix, ...rest]];
  return metrics.map((metric) => [...prefix, ...rest.map((value, i) => (i === metricAfter ? metric : value))]);
}

/**
 * The header lines of an axis in display order: groups sorted level by level, each level's
 * subtotals before or after its group, axis totals last (per metric when metrics are a level).
 */
export function layoutAxis(axis: PivotAxis, dataKeys: readonly string[][], options: AxisLayoutOptions): PivotEntry[] {
  const entries: PivotEntry[] = [];
  const visit = (node: Node, depth: number, prefix: PivotKey) => {
    if (depth === axis.attrs.length) {
      entries.push({ key: prefix, kind: 'data' });
      return;
    }
    const collapsing = depth !== axis.metricIndex;
    const level = depth - (axis.metricIndex >= 0 && axis.metricIndex < depth ? 1 : 0);
    const kind = level === 0 ? 'total' : 'subtotal';
    const shown = collapsing && (kind === 'total' ? options.totals : options.subtotals);
    const summary: PivotEntry[] = shown ? summaryKeys(axis, prefix, options.metrics).map((key) => ({ key, kind })) : [];
    const first = kind === 'subtotal' && options.subtotalsFirst;
    if (first) entries.push(...summary);
    for (const label of orderChildren(axis, node, depth, prefix, options)) {
      visit(node.children.get(label) as Node, depth + 1, [...prefix, label]);
    }
    if (!first) entries.push(...summary);
  };
  visit(buildTree(dataKeys), 0, []);
  return entries;
}
