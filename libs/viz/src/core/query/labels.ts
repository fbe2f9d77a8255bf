import type { AdhocColumn, AdhocMetric, QueryFormColumn, QueryFormMetric } from './query.types';

/** Wraps a single value in an array; `null`/`undefined` become an empty array. */
export function ensureIsArray<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function isAdhocColumn(column: unknown): column is AdhocColumn {
  return typeof column === 'object' && column !== null && typeof (column as AdhocColumn).sqlExpression === 'string';
}

export function isAdhocMetric(metric: unknown): metric is AdhocMetric {
  return typeof metric === 'object' && metric !== null && 'expressionType' in metric;
}

/** The result column name a column selection produces (Superset's `getColumnLabel`). */
export function getColumnLabel(column: QueryFormColumn): string {
  if (typeof column === 'string') return column;
  return column.label ?? column.sqlExpression;
}

/** The result column name a metric produces (Superset's `getMetricLabel`). */
export function getMetricLabel(metric: QueryFormMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE') return `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
  return metric.sqlExpression ?? '';
}

/** Keeps the first item of each label, in order. */
export function removeDuplicates<T>(items: readonly T[], label: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = label(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
