import { getColumnLabel, isAdhocColumn } from './labels';
import type { QueryFormColumn, QueryFormData, QueryObject } from './query.types';

/** Superset's legacy time column alias, used when no x-axis is set. */
export const DTTM_ALIAS = '__timestamp';

export function isXAxisSet(formData: QueryFormData): boolean {
  const { x_axis: xAxis } = formData;
  return typeof xAxis === 'string' ? xAxis.length > 0 : isAdhocColumn(xAxis);
}

/** The x-axis column selection, falling back to the legacy granularity column. */
export function getXAxisColumn(formData: QueryFormData): QueryFormColumn | undefined {
  if (isXAxisSet(formData)) return formData.x_axis;
  return formData.granularity_sqla ?? formData.granularity ?? undefined;
}

/** The result column name of the x-axis. */
export function getXAxisLabel(formData: QueryFormData): string | undefined {
  const column = getXAxisColumn(formData);
  return column === undefined ? undefined : getColumnLabel(column);
}

function sameColumn(a: QueryFormColumn, b: QueryFormColumn): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  return isAdhocColumn(a) && isAdhocColumn(b) && a.sqlExpression === b.sqlExpression;
}

/**
 * Marks the x-axis column as the query's base axis carrying the time grain, as Superset's
 * `normalizeTimeColumn` does, so the server buckets it and keeps it first.
 */
export function normalizeTimeColumn(formData: QueryFormData, query: QueryObject): QueryObject {
  const xAxis = formData.x_axis;
  if (!isXAxisSet(formData) || xAxis === undefined || !query.columns) return query;
  const position = query.columns.findIndex((column) => sameColumn(column, xAxis));
  if (position < 0) return query;
  const columns = [...query.columns];
  const current = columns[position];
  const timeGrain = query.extras?.time_grain_sqla;
  columns[position] = isAdhocColumn(current)
    ? { timeGrain, columnType: 'BASE_AXIS', ...current }
    : { timeGrain, columnType: 'BASE_AXIS', sqlExpression: current, label: current, expressionType: 'SQL', isColumnReference: true };
  const { is_timeseries: _dropped, ...rest } = query;
  return { ...rest, columns };
}
