/**
 * Saved query objects of the last gallery group's chart types: the same shapes the web's plugins
 * build from the same form data (server code may not import `libs/viz`).
 */
import { baseQuery, list, timeseriesQueries, type FormData, type Metric, type QueryObject } from '../example-query-objects';

/** `mixed_timeseries`: query A's time series, then query B's from its `_b` fields over the same x-axis. */
export function mixedTimeseriesQueries(formData: FormData): QueryObject[] {
  const a = Object.fromEntries(Object.entries(formData).filter(([key]) => !key.endsWith('_b')));
  const b = {
    ...a,
    ...Object.fromEntries(Object.entries(formData).flatMap(([key, value]) => (key.endsWith('_b') ? [[key.slice(0, -2), value]] : []))),
  };
  return [...timeseriesQueries(a), ...timeseriesQueries(b)];
}

/** `time_table`: a legacy time series over the time column, ordered by the first metric, its series limited by the sort metric. */
export function timeTableQueries(formData: FormData): QueryObject[] {
  const groupby = list<string>(formData.groupby);
  const metrics = list<Metric>(formData.metrics);
  const query = baseQuery(formData, groupby, groupby.length ? metrics.slice(0, 1) : metrics);
  const limit = Number(formData.limit);
  return [
    {
      ...query,
      granularity: formData.granularity_sqla,
      is_timeseries: true,
      orderby: [[metrics[0], !(formData.order_desc ?? true)]],
      ...(limit > 0 && groupby.length
        ? { series_limit: limit, series_columns: groupby, series_limit_metric: formData.timeseries_limit_metric }
        : {}),
    },
  ];
}

/** `cal_heatmap`: a legacy time series of the metrics at the grain of one cell (`subdomain_granularity`). */
export function calHeatmapQueries(formData: FormData): QueryObject[] {
  const grains: Record<string, string> = { min: 'PT1M', hour: 'PT1H', day: 'P1D', week: 'P1W', month: 'P1M' };
  const query = baseQuery(formData, [], list<Metric>(formData.metrics));
  const grain = grains[String(formData.subdomain_granularity ?? 'day')] ?? 'P1D';
  return [
    {
      ...query,
      granularity: formData.granularity_sqla,
      is_timeseries: true,
      extras: { ...(query.extras as object), time_grain_sqla: grain },
    },
  ];
}

/** `partition`: the metrics per combination of the hierarchy's columns (per period too for a time option). */
export function partitionQueries(formData: FormData): QueryObject[] {
  const query = baseQuery(formData, list<string>(formData.groupby), list<Metric>(formData.metrics));
  const timed = (formData.time_series_option ?? 'not_time') !== 'not_time';
  return [{ ...query, is_timeseries: timed, ...(timed ? { granularity: formData.granularity_sqla } : {}) }];
}

/** `handlebars` in aggregate mode: the metrics per dimension, largest first by the first metric. */
export function handlebarsQueries(formData: FormData): QueryObject[] {
  const metrics = list<Metric>(formData.metrics);
  const query = baseQuery(formData, list<string>(formData.groupby), metrics);
  return [{ ...query, orderby: metrics.length ? [[metrics[0], false]] : [] }];
}

/** `gantt_chart`: the start, end, y, series and tooltip columns once each, the tooltip metrics, the saved ordering. */
export function ganttQueries(formData: FormData): QueryObject[] {
  const orderby = list<string>(formData.order_by_cols).map((order) => JSON.parse(order) as [string, boolean]);
  const candidates = [formData.start_time, formData.end_time, formData.y_axis, ...list(formData.series), ...list(formData.tooltip_columns)];
  const label = (column: unknown) => (typeof column === 'string' ? column : String((column as { label?: string }).label));
  const columns = [...new Map(candidates.filter(Boolean).map((column) => [label(column), column])).values()];
  return [{ ...baseQuery(formData, columns, list<Metric>(formData.tooltip_metrics)), orderby, series_columns: list(formData.series) }];
}

/** `country_map`: the metric per region code. */
export function countryMapQueries(formData: FormData): QueryObject[] {
  return [baseQuery(formData, list<string>(formData.entity), list<Metric>(formData.metric))];
}
