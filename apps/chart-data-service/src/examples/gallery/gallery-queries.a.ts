/**
 * Saved query objects of the first gallery group's chart types: the same shapes the web's plugins
 * build from the same form data (server code may not import `libs/viz`).
 */
import { baseAxis, baseQuery, list, timeseriesQueries, type FormData, type Metric, type QueryObject } from '../example-query-objects';

/** `funnel` and `gauge_chart`: the metric per group, largest first when sorting by metric. */
export function groupedMetricQueries(formData: FormData): QueryObject[] {
  const metric = formData.metric as Metric;
  const query = baseQuery(formData, list(formData.groupby), [metric]);
  return [formData.sort_by_metric ? { ...query, orderby: [[metric, false]] } : query];
}

/** `radar`: the metrics per group, ordered by the "sort by" metric or else the first, largest first. */
export function radarQueries(formData: FormData): QueryObject[] {
  const metrics = list<Metric>(formData.metrics);
  const sortBy = (formData.timeseries_limit_metric as Metric | undefined) ?? metrics[0];
  return [{ ...baseQuery(formData, list(formData.groupby), metrics), orderby: [[sortBy, false]] }];
}

/** `treemap_v2`: the metric per combination of the hierarchy, largest first, then by the columns. */
export function treemapQueries(formData: FormData): QueryObject[] {
  const metric = formData.metric as Metric;
  const columns = list<string>(formData.groupby);
  const orderby = [...(formData.sort_by_metric ? [[metric, false]] : []), ...columns.map((column) => [column, true])];
  return [{ ...baseQuery(formData, columns, [metric]), orderby }];
}

/** `sunburst_v2`: the metric (and secondary metric) per combination of the hierarchy in `columns`. */
export function sunburstQueries(formData: FormData): QueryObject[] {
  const metrics = list<Metric>([formData.metric, formData.secondary_metric].filter(Boolean));
  const query = baseQuery(formData, list(formData.columns), metrics);
  return [formData.sort_by_metric ? { ...query, orderby: [[metrics[0], false]] } : query];
}

/** `waterfall`: the metric per x value (bucketed by the time grain) and breakdown, in that order. */
export function waterfallQueries(formData: FormData): QueryObject[] {
  const xAxis = String(formData.x_axis);
  const breakdowns = list<string>(formData.groupby);
  const query = baseQuery(formData, [baseAxis(xAxis, formData.time_grain_sqla), ...breakdowns], [formData.metric as Metric]);
  return [{ ...query, orderby: [xAxis, ...breakdowns].map((column) => [column, true]) }];
}

/** `word_cloud`: the metric per value of the `series` column, largest first when sorting by metric. */
export function wordCloudQueries(formData: FormData): QueryObject[] {
  return groupedMetricQueries({ ...formData, groupby: list(formData.series) });
}

/** `rose`: the time-series query over the time column, `granularity_sqla` on legacy charts. */
export function roseQueries(formData: FormData): QueryObject[] {
  return timeseriesQueries({ ...formData, x_axis: formData.x_axis ?? formData.granularity_sqla });
}
