import { invalidChartConfig } from '../viz-error';
import { ensureIsArray, getColumnLabel, getMetricLabel, removeDuplicates } from './labels';
import type { QueryFormColumn, QueryFormData, QueryFormMetric, QueryFormOrderBy } from './query.types';

/** Which query field a form data key feeds. */
export type QueryField = 'metrics' | 'columns' | 'groupby' | 'orderby';

/** Form data keys that feed query fields, beyond the field names themselves (Superset's aliases). */
export const DEFAULT_QUERY_FIELD_ALIASES: Readonly<Record<string, QueryField>> = {
  metrics: 'metrics',
  columns: 'columns',
  groupby: 'groupby',
  orderby: 'orderby',
  metric: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  all_columns: 'columns',
  series: 'groupby',
  order_by_cols: 'orderby',
};

export interface QueryFields {
  columns: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  orderby?: QueryFormOrderBy[];
}

function parseOrderBy(item: unknown): QueryFormOrderBy {
  if (typeof item !== 'string') return item as QueryFormOrderBy;
  try {
    return JSON.parse(item) as QueryFormOrderBy;
  } catch {
    throw invalidChartConfig('Found invalid orderby options', { orderby: item });
  }
}

/**
 * Collects metrics, columns and orderby from every form data key that feeds them. In aggregate
 * mode raw `columns` are ignored and in raw mode `groupby` and metrics are, so a chart keeps both
 * selections while the user switches modes.
 */
export function extractQueryFields(formData: QueryFormData, aliases: Readonly<Record<string, QueryField>> = {}): QueryFields {
  const fieldOf = { ...DEFAULT_QUERY_FIELD_ALIASES, ...aliases };
  const mode = formData.query_mode;
  let columns: QueryFormColumn[] = [];
  let metrics: QueryFormMetric[] = [];
  let orderby: unknown[] = [];
  for (const [key, value] of Object.entries(formData)) {
    const field = Object.hasOwn(fieldOf, key) ? fieldOf[key] : undefined;
    if (value === null || value === undefined || !field) continue;
    if (mode === 'aggregate' && field === 'columns') continue;
    if (mode === 'raw' && (field === 'groupby' || field === 'metrics')) continue;
    if (field === 'metrics') metrics = metrics.concat(ensureIsArray(value as QueryFormMetric | QueryFormMetric[]));
    else if (field === 'orderby') orderby = orderby.concat(ensureIsArray(value));
    else columns = columns.concat(ensureIsArray(value as QueryFormColumn | QueryFormColumn[]));
  }
  return {
    columns: removeDuplicates(
      columns.filter((column) => column !== ''),
      getColumnLabel,
    ),
    metrics: mode === 'raw' ? undefined : removeDuplicates(metrics, getMetricLabel),
    orderby: orderby.length ? orderby.map(parseOrderBy) : undefined,
  };
}
