import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext } from '../../core/query/query.types';
import type { TimeTableFormData } from './time-table.types';

function positive(value: unknown): number | undefined {
  const number = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * A legacy time series (`__timestamp` per period of the time column) ordered by the first metric;
 * grouped rows keep the `limit` largest series by the sort metric. Grouping reads one metric, as in Superset.
 */
export function buildQuery(formData: TimeTableFormData): QueryContext {
  const limit = positive(formData.limit);
  const sortBy = formData.timeseries_limit_metric ?? undefined;
  return buildQueryContext(formData, (base) => {
    const metrics = ensureIsArray(base.metrics);
    const grouped = ensureIsArray(formData.groupby).length > 0;
    return [
      {
        ...base,
        metrics: grouped ? metrics.slice(0, 1) : metrics,
        is_timeseries: true,
        ...(metrics.length ? { orderby: [[metrics[0], !(formData.order_desc ?? true)]] } : {}),
        ...(limit && grouped ? { series_limit: limit, series_columns: base.columns } : {}),
        ...(limit && grouped && sortBy ? { series_limit_metric: sortBy } : {}),
      },
    ];
  });
}
