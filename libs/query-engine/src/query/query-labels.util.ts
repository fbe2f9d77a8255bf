import type { QueryColumn, QueryMetric } from './query-object.types';

/** Superset's `DTTM_ALIAS`: the label of the legacy timeseries time column. */
export const DTTM_ALIAS = '__timestamp';

/** Superset's `get_column_name`: a column's name, or an adhoc column's label (else its SQL). */
export function getColumnLabel(column: QueryColumn): string {
  if (typeof column === 'string') return column;
  return column.label || column.sqlExpression;
}

/**
 * Superset's `get_metric_name`: a saved metric's name; an adhoc metric's label, else its SQL (SQL
 * metrics) or `AGGREGATE(column)` (SIMPLE metrics, `COUNT(*)` when counting rows).
 */
export function getMetricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL') return metric.sqlExpression;
  const column = metric.column?.column_name;
  return `${metric.aggregate}(${column ?? '*'})`;
}

/** The label of the adhoc column a chart uses as its temporal x-axis (`columnType: BASE_AXIS`), if any. */
export function getXAxisLabel(columns: readonly QueryColumn[]): string | null {
  const axis = columns.find((column) => typeof column !== 'string' && column.columnType === 'BASE_AXIS');
  return axis ? getColumnLabel(axis) : null;
}
