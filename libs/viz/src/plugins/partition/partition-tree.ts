import type { DataRecord, DataValue } from '../../core/query/chart-data.types';
import type { PartitionTimeOption } from './partition.types';

export const TIMESTAMP = '__timestamp';

/** A node before colours: its name, value and children. */
export interface PartitionTreeNode {
  name: string;
  value: number | null;
  column: string;
  groupValues: DataValue[];
  children: PartitionTreeNode[];
}

function numeric(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function sum(rows: readonly DataRecord[], metric: string): number {
  return rows.reduce((total, row) => total + (numeric(row[metric]) ?? 0), 0);
}

function mean(rows: readonly DataRecord[], metric: string): number | null {
  const values = rows.map((row) => numeric(row[metric])).filter((value): value is number => value !== null);
  return values.length ? values.reduce((total, value) => total + value, 0) / values.length : null;
}

/** How a group of rows becomes one value, for each time option. */
function aggregatorOf(
  option: PartitionTimeOption,
  rows: readonly DataRecord[],
): (subset: readonly DataRecord[], metric: string) => number | null {
  if (option === 'agg_mean') return mean;
  if (option !== 'point_diff' && option !== 'point_factor' && option !== 'point_percent') return sum;
  const times = rows.map((row) => Number(row[TIMESTAMP])).filter(Number.isFinite);
  const [first, last] = [Math.min(...times), Math.max(...times)];
  return (subset, metric) => {
    const until = sum(
      subset.filter((row) => Number(row[TIMESTAMP]) === last),
      metric,
    );
    const since = sum(
      subset.filter((row) => Number(row[TIMESTAMP]) === first),
      metric,
    );
    if (option === 'point_diff') return until - since;
    if (since === 0) return null;
    return option === 'point_factor' ? until / since : until / since - 1;
  };
}

/**
 * A metric's tree: the metric at the root, then a level per column with the value aggregated over
 * each group's rows as the time option asks. Siblings come largest first; `limit` keeps that many
 * and `threshold` (percent) drops children smaller than that share of their parent.
 */
export function buildPartitionTree(
  rows: readonly DataRecord[],
  columns: readonly string[],
  metric: string,
  option: PartitionTimeOption,
  formatName: (value: DataValue, column: string) => string,
  limit = 0,
  threshold = 0,
): PartitionTreeNode {
  const aggregate = aggregatorOf(option, rows);
  const nest = (
    subset: readonly DataRecord[],
    level: number,
    groupValues: DataValue[],
    parentValue: number | null,
  ): PartitionTreeNode[] => {
    if (level >= columns.length) return [];
    const column = columns[level];
    const groups = new Map<DataValue, DataRecord[]>();
    for (const row of subset) groups.set(row[column] ?? null, [...(groups.get(row[column] ?? null) ?? []), row]);
    let children = [...groups].map(([value, group]) => {
      const nodeValue = aggregate(group, metric);
      return {
        name: formatName(value, column),
        value: nodeValue,
        column,
        groupValues: [...groupValues, value],
        children: nest(group, level + 1, [...groupValues, value], nodeValue),
      };
    });
    children.sort((a, b) => Math.abs(b.value ?? 0) - Math.abs(a.value ?? 0));
    if (threshold > 0 && parentValue)
      children = children.filter((child) => Math.abs(child.value ?? 0) / Math.abs(parentValue) >= threshold / 100);
    return limit > 0 ? children.slice(0, limit) : children;
  };
  const value = aggregate(rows, metric);
  return { name: metric, value, column: '', groupValues: [], children: nest(rows, 0, [], value) };
}
