import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray, getMetricLabel } from '../../core/query/labels';
import type { QueryContext, QueryFormMetric, QueryFormOrderBy } from '../../core/query/query.types';
import type { ParallelCoordinatesFormData } from './parallel-coordinates.types';

function positive(value: unknown): number | undefined {
  const number = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * One row per series with every metric and the colour metric (Superset's legacy query). A sort
 * metric is selected too and orders the rows when sorting descending; the series limit caps the
 * rows, since each series is one row.
 */
export function buildQuery(formData: ParallelCoordinatesFormData): QueryContext {
  return buildQueryContext(formData, (base) => {
    let metrics: QueryFormMetric[] = ensureIsArray(base.metrics);
    const sortBy = ensureIsArray(formData.timeseries_limit_metric)[0];
    const orderby: QueryFormOrderBy[] = [];
    if (sortBy) {
      if (!metrics.some((metric) => getMetricLabel(metric) === getMetricLabel(sortBy))) metrics = [...metrics, sortBy];
      if (formData.order_desc) orderby.push([sortBy, false]);
    }
    const limits = [positive(base.row_limit), positive(formData.limit)].filter((value): value is number => value !== undefined);
    return [
      {
        ...base,
        metrics,
        orderby: orderby.length > 0 ? orderby : undefined,
        ...(limits.length ? { row_limit: Math.min(...limits) } : {}),
      },
    ];
  });
}
