import type { QueryObject } from './query.types';

function isValidOrderBy(query: QueryObject): boolean {
  const first = query.orderby?.[0];
  return Array.isArray(first) && first.length === 2 && Boolean(first[0]) && typeof first[1] === 'boolean';
}

/**
 * Ensures a query carries a valid `orderby`: kept when valid, else derived from the series limit
 * metric or the first metric, ascending when `order_desc` is false (Superset's `normalizeOrderBy`).
 */
export function normalizeOrderBy(query: QueryObject): QueryObject {
  if (isValidOrderBy(query)) return query;
  const { series_limit_metric: seriesMetric, order_desc: orderDesc, orderby: _invalid, ...rest } = query;
  const ascending = !orderDesc;
  if (seriesMetric !== undefined && seriesMetric !== null && seriesMetric !== '') {
    return { ...rest, orderby: [[seriesMetric, ascending]] };
  }
  if (query.metrics?.length) return { ...rest, orderby: [[query.metrics[0], ascending]] };
  return rest;
}
