/**
 * The chart-data query objects the example charts save as their `query_context`: the same shapes the
 * web's chart plugins (`libs/viz`, which server code may not import) build from the same form data,
 * for the options the examples use.
 */

export type FormData = Record<string, unknown>;
export type QueryObject = Record<string, unknown>;
/** The chart-data queries a chart type runs for its form data. */
export type QueryBuilder = (formData: FormData) => QueryObject[];
export type Metric = string | { expressionType: 'SIMPLE'; aggregate: string; column: { column_name: string }; label: string };

/** Superset's adhoc temporal filter for "no time limit" on a column, as explore saves it. */
export function noTimeFilter(column: string): Record<string, unknown> {
  return { expressionType: 'SIMPLE', subject: column, operator: 'TEMPORAL_RANGE', comparator: 'No filter', clause: 'WHERE' };
}

export function metricLabel(metric: Metric): string {
  return typeof metric === 'string' ? metric : metric.label;
}

export function list<T>(value: unknown): T[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as T[];
}

/** The x-axis as the base axis bucketed by the time grain (Superset's `normalizeTimeColumn`). */
export function baseAxis(column: string, timeGrain: unknown): Record<string, unknown> {
  return { timeGrain, columnType: 'BASE_AXIS', sqlExpression: column, label: column, expressionType: 'SQL', isColumnReference: true };
}

/** Superset's `buildQueryObject`: filters, time settings and limits shared by every chart type. */
export function baseQuery(formData: FormData, columns: unknown[], metrics: Metric[]): QueryObject {
  const filters = list<Record<string, unknown>>(formData.adhoc_filters)
    .filter((filter) => filter.expressionType === 'SIMPLE' && filter.clause === 'WHERE')
    .map((filter) => ({ col: filter.subject, op: filter.operator, val: filter.comparator }));
  const timeGrain = formData.time_grain_sqla;
  return {
    ...(formData.time_range ? { time_range: formData.time_range } : {}),
    applied_time_extras: {},
    extras: { ...(timeGrain ? { time_grain_sqla: timeGrain } : {}), where: '', having: '' },
    filters,
    columns,
    metrics,
    annotation_layers: [],
    order_desc: formData.order_desc ?? true,
    url_params: {},
    ...(formData.row_limit !== undefined ? { row_limit: Number(formData.row_limit) } : {}),
  };
}

/** Pivot to one column per metric (and series), then flatten: what every time-series chart draws from. */
export function pivotAndFlatten(xAxis: string, seriesColumns: string[], metrics: Metric[]): Record<string, unknown>[] {
  const aggregates = Object.fromEntries(metrics.map((metric) => [metricLabel(metric), { operator: 'mean' }]));
  return [
    { operation: 'pivot', options: { index: [xAxis], columns: seriesColumns, aggregates, drop_missing_columns: false } },
    { operation: 'flatten' },
  ];
}

/** `table` in aggregate mode: dimensions and metrics, largest first by the first metric. */
export function tableQueries(formData: FormData): QueryObject[] {
  const metrics = list<Metric>(formData.metrics);
  const query = baseQuery(formData, list(formData.groupby), metrics);
  return [{ ...query, orderby: metrics.length > 0 ? [[metrics[0], false]] : [], post_processing: [] }];
}

/** `big_number_total`: one aggregate over the filtered dataset. */
export function bigNumberTotalQueries(formData: FormData): QueryObject[] {
  return [baseQuery(formData, [], list<Metric>(formData.metric))];
}

/** `big_number` with trendline: the metric per period of the x-axis. */
export function bigNumberQueries(formData: FormData): QueryObject[] {
  const xAxis = String(formData.x_axis);
  const metrics = list<Metric>(formData.metric);
  const query = baseQuery(formData, [baseAxis(xAxis, formData.time_grain_sqla)], metrics);
  return [{ ...query, post_processing: pivotAndFlatten(xAxis, [], metrics) }];
}

/** `pie`: the metric per dimension value, largest first. */
export function pieQueries(formData: FormData): QueryObject[] {
  const metric = formData.metric as Metric;
  const query = baseQuery(formData, list(formData.groupby), [metric]);
  return [formData.sort_by_metric ? { ...query, orderby: [[metric, false]] } : query];
}

/** `pivot_table_v2`: one grouped query over the column and row dimensions; the browser pivots. */
export function pivotTableQueries(formData: FormData): QueryObject[] {
  const metrics = list<Metric>(formData.metrics);
  const columns = [...new Set([...list<string>(formData.groupbyColumns), ...list<string>(formData.groupbyRows)])];
  const query = baseQuery(formData, columns, metrics);
  return [{ ...query, orderby: [[metrics[0], !(formData.order_desc ?? true)]] }];
}

/** `echarts_timeseries_line` and `_area`: x-axis plus series, pivoted to one column per series. */
export function timeseriesQueries(formData: FormData): QueryObject[] {
  const xAxis = String(formData.x_axis);
  const groupby = list<string>(formData.groupby);
  const metrics = list<Metric>(formData.metrics);
  const query = baseQuery(formData, [baseAxis(xAxis, formData.time_grain_sqla), ...groupby], metrics);
  const steps = pivotAndFlatten(xAxis, groupby, metrics);
  // One metric split into series: the series read as their dimension values (`truncate_metric`).
  if (groupby.length > 0 && metrics.length === 1 && formData.truncate_metric) {
    steps.splice(1, 0, { operation: 'rename', options: { columns: { [metricLabel(metrics[0])]: null }, level: 0, inplace: true } });
  }
  return [
    {
      ...query,
      series_columns: groupby,
      orderby: [[metrics[0], !(formData.order_desc ?? true)]],
      time_offsets: [],
      post_processing: steps,
    },
  ];
}
