import { ensureIsArray, getColumnLabel, getMetricLabel } from '../query/labels';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query/query.types';
import { DTTM_ALIAS, getXAxisLabel } from '../query/x-axis';
import { getMetricOffsetsMap, isTimeComparison } from './time-comparison.util';

/** Series columns of a pivot: the query's columns minus the x-axis itself. */
function seriesColumns(formData: QueryFormData, query: QueryObject): string[] {
  const index = getXAxisLabel(formData) ?? DTTM_ALIAS;
  return ensureIsArray(query.columns)
    .map(getColumnLabel)
    .filter((label) => label !== index);
}

/**
 * Pivots a time-compared result so each metric and each `metric__offset` becomes a column per
 * series. `mean` keeps missing cells as gaps rather than zeros.
 */
export function timeComparePivotOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const xAxis = getXAxisLabel(formData);
  if (!xAxis || !isTimeComparison(formData, query)) return undefined;
  const map = getMetricOffsetsMap(formData, query);
  return {
    operation: 'pivot',
    options: {
      index: [xAxis],
      columns: seriesColumns(formData, query),
      drop_missing_columns: !formData.show_empty_columns,
      aggregates: Object.fromEntries([...map.values(), ...map.keys()].map((metric) => [metric, { operator: 'mean' }])),
    },
  };
}

/**
 * Pivots long rows (x, series…, metrics) into one row per x with one column per metric and series,
 * the shape every time-series chart draws from.
 */
export function pivotOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const metricLabels = ensureIsArray(query.metrics).map(getMetricLabel);
  const xAxis = getXAxisLabel(formData);
  if (!(xAxis || query.is_timeseries) || metricLabels.length === 0) return undefined;
  if (isTimeComparison(formData, query)) return timeComparePivotOperator(formData, query);
  return {
    operation: 'pivot',
    options: {
      index: [xAxis ?? DTTM_ALIAS],
      columns: seriesColumns(formData, query),
      aggregates: Object.fromEntries(metricLabels.map((metric) => [metric, { operator: 'mean' }])),
      drop_missing_columns: false,
    },
  };
}
