/**
 * Saved query objects of the gallery's charts whose types the topic dashboards do not use: the same
 * shapes the web's plugins build from the same form data (server code may not import `libs/viz`).
 */
import { baseQuery, list, metricLabel, type FormData, type Metric, type QueryObject } from '../example-query-objects';

/** `dist_bar`: metrics per category and breakdown, pivoted to one row per category. */
export function distBarQueries(formData: FormData): QueryObject[] {
  const groupby = list<string>(formData.groupby);
  const breakdowns = list<string>(formData.columns);
  const metrics = list<Metric>(formData.metrics);
  const aggregates = Object.fromEntries(metrics.map((metric) => [metricLabel(metric), { operator: 'mean' }]));
  const steps: Record<string, unknown>[] = [
    { operation: 'pivot', options: { index: groupby, columns: breakdowns, aggregates, drop_missing_columns: false } },
  ];
  if (metrics.length === 1 && breakdowns.length > 0) {
    steps.push({ operation: 'rename', options: { columns: { [metricLabel(metrics[0])]: null }, level: 0, inplace: true } });
  }
  steps.push({ operation: 'flatten' });
  const query = baseQuery(formData, [...groupby, ...breakdowns], metrics);
  return [{ ...query, series_columns: breakdowns, orderby: [[metrics[0], !(formData.order_desc ?? true)]], post_processing: steps }];
}

/** `histogram_v2`: the column's raw values, binned by the server's `histogram` step. */
export function histogramQueries(formData: FormData): QueryObject[] {
  const groupby = list<string>(formData.groupby);
  const column = String(formData.column);
  const query = baseQuery(formData, [...groupby, column], []);
  const options = {
    column,
    groupby,
    bins: Number(formData.bins ?? 5),
    cumulative: Boolean(formData.cumulative),
    normalize: Boolean(formData.normalize),
  };
  return [{ ...query, metrics: undefined, post_processing: [{ operation: 'histogram', options }] }];
}

/** `box_plot`: the metrics per distribution column and dimension, summarised by the `boxplot` step. */
export function boxPlotQueries(formData: FormData): QueryObject[] {
  const groupby = list<string>(formData.groupby);
  const metrics = list<Metric>(formData.metrics);
  const query = baseQuery(formData, [...list<string>(formData.columns), ...groupby], metrics);
  const options = { groupby, metrics: metrics.map(metricLabel), whisker_type: 'tukey' };
  return [{ ...query, series_columns: groupby, post_processing: [{ operation: 'boxplot', options }] }];
}

/** `heatmap_v2`: the metric per x and y value, ranked among all cells. */
export function heatmapQueries(formData: FormData): QueryObject[] {
  const metric = formData.metric as Metric;
  const query = baseQuery(formData, [String(formData.x_axis), ...list<string>(formData.groupby)], [metric]);
  return [{ ...query, post_processing: [{ operation: 'rank', options: { metric: metricLabel(metric) } }] }];
}

/** `bubble_v2`: the x, y and size metrics per entity and series. */
export function bubbleQueries(formData: FormData): QueryObject[] {
  const metrics = [
    ...new Map(list<Metric>([formData.x, formData.y, formData.size]).map((metric) => [metricLabel(metric), metric])).values(),
  ];
  const query = baseQuery(formData, [String(formData.entity), ...list<string>(formData.series)], metrics);
  return [{ ...query, ...(formData.orderby ? { orderby: [[formData.orderby, !(formData.order_desc ?? true)]] } : {}) }];
}
