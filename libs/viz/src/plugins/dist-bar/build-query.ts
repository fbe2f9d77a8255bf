import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import type { PostProcessingRule, QueryContext } from '../../core/query/query.types';
import type { DistBarFormData } from './dist-bar.types';

/**
 * Metrics per category and breakdown, ordered by the sort metric (the first metric by default),
 * pivoted on the server to one row per category and one column per metric and breakdown. With a
 * single metric the metric level is dropped so series read as breakdown values.
 */
export function buildQuery(formData: DistBarFormData): QueryContext {
  const groupby = ensureIsArray(formData.groupby);
  const breakdowns = ensureIsArray(formData.columns);
  const metrics = ensureIsArray(formData.metrics);
  return buildQueryContext(formData, (base) => {
    const sortMetric = formData.timeseries_limit_metric || metrics[0];
    const steps: PostProcessingRule[] = [
      {
        operation: 'pivot',
        options: {
          index: groupby.map(getColumnLabel),
          columns: breakdowns.map(getColumnLabel),
          aggregates: Object.fromEntries(metrics.map((metric) => [getMetricLabel(metric), { operator: 'mean' }])),
          drop_missing_columns: false,
        },
      },
    ];
    if (metrics.length === 1 && breakdowns.length > 0) {
      steps.push({ operation: 'rename', options: { columns: { [getMetricLabel(metrics[0])]: null }, level: 0, inplace: true } });
    }
    if (formData.contribution) steps.push({ operation: 'contribution', options: { orientation: 'row' } });
    steps.push({ operation: 'flatten' });
    return [
      {
        ...base,
        columns: [...groupby, ...breakdowns],
        series_columns: breakdowns,
        ...(sortMetric ? { orderby: [[sortMetric, !(formData.order_desc ?? true)]] } : {}),
        post_processing: steps,
      },
    ];
  });
}
