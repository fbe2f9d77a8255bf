import type { DataRecord, DataValue } from '../../core/query/chart-data.types';

/** A node of a metric broken down along dimension columns: a group of rows, or one row at the last level. */
export interface MetricNode {
  /** The node's own dimension value, formatted. */
  name: string;
  /** The metric summed over the node's rows. */
  value: number;
  /** The secondary metric summed the same way (0 without one). */
  secondaryValue: number;
  /** The dimension values from the top level down to this node. */
  groupValues: DataValue[];
  /** The formatted names from the top level down, this node last. */
  path: string[];
  children: MetricNode[];
}

/**
 * Nests rows along `columns` (one level per column) with the metric summed per node and siblings
 * largest first, as Superset's treemap and sunburst group them. Rows whose metric is not a number
 * count as 0; the root is the whole, named by `rootName`. A secondary metric, when given, is
 * summed alongside.
 */
export function buildMetricHierarchy(
  rows: readonly DataRecord[],
  columns: readonly string[],
  metric: string,
  formatName: (value: DataValue, column: string) => string,
  rootName: string,
  secondaryMetric?: string,
): MetricNode {
  const root: MetricNode = { name: rootName, value: 0, secondaryValue: 0, groupValues: [], path: [], children: [] };
  const numberOf = (value: unknown) => (Number.isFinite(Number(value)) && value !== null && value !== '' ? Number(value) : 0);
  const index = new Map<MetricNode, Map<string, MetricNode>>();
  for (const row of rows) {
    const value = numberOf(row[metric]);
    const secondaryValue = secondaryMetric ? numberOf(row[secondaryMetric]) : 0;
    root.value += value;
    root.secondaryValue += secondaryValue;
    let node = root;
    for (const column of columns) {
      const groupValue = row[column] ?? null;
      const name = formatName(groupValue, column);
      const children = index.get(node) ?? new Map<string, MetricNode>();
      index.set(node, children);
      let child = children.get(name);
      if (!child) {
        child = {
          name,
          value: 0,
          secondaryValue: 0,
          groupValues: [...node.groupValues, groupValue],
          path: [...node.path, name],
          children: [],
        };
        children.set(name, child);
        node.children.push(child);
      }
      child.value += value;
      child.secondaryValue += secondaryValue;
      node = child;
    }
  }
  sortLargestFirst(root);
  return root;
}

function sortLargestFirst(node: MetricNode): void {
  node.children.sort((a, b) => b.value - a.value);
  node.children.forEach(sortLargestFirst);
}
