import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext, QueryFormOrderBy } from '../../core/query/query.types';
import { getQueryMode } from '../table/build-query';
import type { HandlebarsFormData } from './handlebars.types';

/**
 * The table's query: aggregate mode groups and orders by the sort metric (or the first metric,
 * descending), raw mode lists the picked columns in their saved order.
 */
export function buildQuery(formData: HandlebarsFormData): QueryContext {
  const mode = getQueryMode(formData);
  return buildQueryContext({ ...formData, query_mode: mode }, (base) => {
    if (mode === 'raw') return [{ ...base, post_processing: [] }];
    const sortMetric = ensureIsArray(formData.timeseries_limit_metric ?? undefined)[0];
    const metrics = base.metrics ?? [];
    const orderby: QueryFormOrderBy[] = sortMetric
      ? [[sortMetric, !(formData.order_desc ?? true)]]
      : metrics.length
        ? [[metrics[0], false]]
        : [];
    return [{ ...base, orderby }];
  });
}
