import type { QueryField } from './query-fields';
import { extractQueryFields } from './query-fields';
import { extractExtras, extraFormDataOverrides, processFilters } from './query-filters';
import type { QueryFormData, QueryFormMetric, QueryObject } from './query.types';

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

function normalizeSeriesLimitMetric(metric: QueryFormMetric | null | undefined): QueryFormMetric | undefined {
  if (typeof metric === 'object' && metric !== null) return metric;
  return typeof metric === 'string' && metric.length > 0 ? metric : undefined;
}

/**
 * The query object every chart starts from: fields, filters, time settings, limits and the
 * native/cross-filter overrides (Superset's `buildQueryObject`). Each plugin's `buildQuery`
 * refines it.
 */
export function buildQueryObject(formData: QueryFormData, aliases?: Readonly<Record<string, QueryField>>): QueryObject {
  const { metrics, columns, orderby } = extractQueryFields(formData, aliases);
  const extracted = extractExtras(formData);
  const extra = formData.extra_form_data;
  const { filters, where, having } = processFilters(
    [...(formData.adhoc_filters ?? []), ...(extra?.adhoc_filters ?? [])],
    [...extracted.filters, ...(extra?.filters ?? [])],
    typeof formData.where === 'string' ? formData.where : undefined,
  );
  const overrides = extraFormDataOverrides(extra);
  const timeRange = overrides.fields.time_range ?? extracted.time_range ?? formData.time_range;
  const granularity = overrides.fields.granularity ?? extracted.granularity;

  const query: QueryObject = {
    ...(timeRange ? { time_range: timeRange } : {}),
    ...(granularity ? { granularity } : {}),
    applied_time_extras: extracted.applied_time_extras,
    extras: { ...extracted.extras, where, having, ...overrides.extras },
    filters,
    columns,
    ...(metrics ? { metrics } : {}),
    ...(orderby ? { orderby } : {}),
    annotation_layers: formData.annotation_layers ?? [],
    order_desc: formData.order_desc ?? true,
    url_params: formData.url_params ?? {},
  };
  const rowLimit = toNumber(formData.row_limit);
  if (rowLimit !== undefined) query.row_limit = rowLimit;
  const rowOffset = toNumber(formData.row_offset);
  if (rowOffset !== undefined) query.row_offset = rowOffset;
  const seriesLimit = toNumber(formData.series_limit);
  if (seriesLimit !== undefined) query.series_limit = seriesLimit;
  const seriesMetric = normalizeSeriesLimitMetric(formData.series_limit_metric);
  if (seriesMetric !== undefined) query.series_limit_metric = seriesMetric;
  if (formData.series_columns) query.series_columns = formData.series_columns;
  return query;
}
