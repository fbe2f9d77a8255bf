/**
 * Legacy chart types that Superset's importer upgrades (its `migrate_viz` processors): the viz type
 * is renamed and the form data keys the old plugin used are renamed, moved or translated to the
 * keys the new plugin reads. Keys a processor does not name are kept as they are.
 */
type FormData = Record<string, unknown>;

export interface MigratedChart {
  vizType: string;
  params: FormData;
  /** False when the viz type is current: params and saved query context stay as they were. */
  migrated: boolean;
}

interface Migration {
  target: string;
  rename?: Record<string, string>;
  remove?: readonly string[];
  /** The new chart's x-axis is the old chart's time column. */
  hasXAxis?: boolean;
  /** Runs on the old form data before keys are renamed; may change the target type. */
  prepare?: (data: FormData) => string | void;
}

const asList = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** The NVD3 timeseries options and their ECharts names, shared by line, area and bar. */
const TIMESERIES_RENAMES: Record<string, string> = {
  bottom_margin: 'x_axis_title_margin',
  left_margin: 'y_axis_title_margin',
  show_controls: 'show_extra_controls',
  x_axis_label: 'x_axis_title',
  x_axis_format: 'x_axis_time_format',
  x_axis_showminmax: 'truncateXAxis',
  x_ticks_layout: 'xAxisLabelRotation',
  y_axis_label: 'y_axis_title',
  y_axis_showminmax: 'truncateYAxis',
  y_log_scale: 'logAxis',
};
const TIMESERIES_REMOVED = ['contribution', 'line_interpolation', 'reduce_x_ticks', 'show_brush', 'show_markers'];

function prepareTimeseries(data: FormData): void {
  data.contributionMode = data.contribution ? 'row' : null;
  data.zoomable = data.show_brush === 'yes';
  data.markerEnabled = data.show_markers ?? false;
  data.y_axis_showminmax = true;
  if (data.x_axis_label && (!data.bottom_margin || data.bottom_margin === 'auto')) data.bottom_margin = 30;
  if (data.y_axis_label && (!data.left_margin || data.left_margin === 'auto')) data.left_margin = 30;
  if (data.time_compare)
    data.time_compare = asList(data.time_compare)
      .filter(Boolean)
      .map((value) => `${String(value)} ago`);
  const comparison = (data.comparison_type as string | undefined) || 'values';
  data.comparison_type = comparison === 'absolute' ? 'difference' : comparison;
  if (data.x_ticks_layout) data.x_ticks_layout = data.x_ticks_layout === '45°' ? 45 : 0;
}

const PIVOT_AGGREGATES: Record<string, string> = {
  sum: 'Sum',
  mean: 'Average',
  median: 'Median',
  min: 'Minimum',
  max: 'Maximum',
  std: 'Sample Standard Deviation',
  var: 'Sample Variance',
};

const STACK_STYLES: Record<string, string> = { expand: 'Expand', stack: 'Stack', stream: 'Stream' };

const MIGRATIONS: Record<string, Migration> = {
  line: {
    target: 'echarts_timeseries_line',
    hasXAxis: true,
    rename: TIMESERIES_RENAMES,
    remove: TIMESERIES_REMOVED,
    prepare: (data) => {
      prepareTimeseries(data);
      if (data.line_interpolation === 'cardinal') return 'echarts_timeseries_smooth';
      if (data.line_interpolation === 'step-before' || data.line_interpolation === 'step-after') {
        data.seriesType = data.line_interpolation === 'step-before' ? 'start' : 'end';
        return 'echarts_timeseries_step';
      }
    },
  },
  area: {
    target: 'echarts_area',
    hasXAxis: true,
    rename: TIMESERIES_RENAMES,
    remove: [...TIMESERIES_REMOVED, 'stacked_style'],
    prepare: (data) => {
      prepareTimeseries(data);
      data.stack = STACK_STYLES[(data.stacked_style as string) || 'stack'] ?? 'Stack';
      data.opacity = 0.7;
    },
  },
  bar: {
    target: 'echarts_timeseries_bar',
    hasXAxis: true,
    rename: { ...TIMESERIES_RENAMES, show_bar_value: 'show_value' },
    remove: [...TIMESERIES_REMOVED, 'bar_stacked'],
    prepare: (data) => {
      prepareTimeseries(data);
      data.stack = data.bar_stacked ? 'Stack' : null;
    },
  },
  dist_bar: {
    target: 'echarts_timeseries_bar',
    rename: { ...TIMESERIES_RENAMES, show_bar_value: 'show_value' },
    remove: [...TIMESERIES_REMOVED, 'bar_stacked', 'columns'],
    prepare: (data) => {
      prepareTimeseries(data);
      const groupby = asList(data.groupby);
      if (groupby.length > 0) data.x_axis = groupby[0];
      data.groupby = [...groupby.slice(1), ...asList(data.columns)];
      data.stack = data.bar_stacked ? 'Stack' : null;
      data.x_ticks_layout = 45;
    },
  },
  heatmap: {
    target: 'heatmap_v2',
    rename: { all_columns_x: 'x_axis', all_columns_y: 'groupby', y_axis_bounds: 'value_bounds', show_perc: 'show_percentage' },
    remove: ['sort_by_metric', 'canvas_image_rendering'],
    prepare: (data) => {
      data.legend_type = 'continuous';
    },
  },
  bubble: {
    target: 'bubble_v2',
    rename: {
      bottom_margin: 'x_axis_title_margin',
      left_margin: 'y_axis_title_margin',
      limit: 'row_limit',
      x_axis_format: 'xAxisFormat',
      x_log_scale: 'logXAxis',
      x_ticks_layout: 'xAxisLabelRotation',
      y_axis_showminmax: 'truncateYAxis',
      y_log_scale: 'logYAxis',
    },
    remove: ['x_axis_showminmax'],
    prepare: (data) => {
      if (data.x_axis_label && (!data.bottom_margin || data.bottom_margin === 'auto')) data.bottom_margin = 30;
      if (data.x_ticks_layout) data.x_ticks_layout = data.x_ticks_layout === '45°' ? 45 : 0;
      data.y_axis_showminmax = true;
    },
  },
  histogram: {
    target: 'histogram_v2',
    rename: { x_axis_label: 'x_axis_title', y_axis_label: 'y_axis_title', normalized: 'normalize' },
    remove: ['all_columns_x', 'link_length', 'queryFields'],
    prepare: (data) => {
      const columns = asList(data.all_columns_x);
      if (columns.length > 0) data.column = columns[0];
      data.bins = data.link_length ? Number.parseInt(String(data.link_length), 10) || 5 : 5;
      if (!data.groupby) data.groupby = [];
    },
  },
  sankey: {
    target: 'sankey_v2',
    remove: ['groupby'],
    prepare: (data) => {
      const groupby = asList(data.groupby);
      if (groupby.length > 1) [data.source, data.target] = groupby;
    },
  },
  sunburst: { target: 'sunburst_v2', rename: { groupby: 'columns' } },
  treemap: {
    target: 'treemap_v2',
    rename: { order_desc: 'sort_by_metric' },
    remove: ['metrics'],
    prepare: (data) => {
      const metrics = asList(data.metrics);
      if (metrics.length > 0) data.metric = metrics[0];
    },
  },
  pivot_table: {
    target: 'pivot_table_v2',
    rename: {
      columns: 'groupbyColumns',
      combine_metric: 'combineMetric',
      groupby: 'groupbyRows',
      number_format: 'valueFormat',
      pandas_aggfunc: 'aggregateFunction',
      row_limit: 'series_limit',
      timeseries_limit_metric: 'series_limit_metric',
      transpose_pivot: 'transposePivot',
    },
    remove: ['pivot_margins'],
    prepare: (data) => {
      if (data.pivot_margins) {
        data.colTotals = data.pivot_margins;
        data.colSubTotals = data.pivot_margins;
      }
      if (typeof data.pandas_aggfunc === 'string') data.pandas_aggfunc = PIVOT_AGGREGATES[data.pandas_aggfunc] ?? 'Sum';
      data.rowOrder = 'value_z_to_a';
    },
  },
};

/** The legacy viz types this importer upgrades. */
export const LEGACY_VIZ_TYPES = Object.keys(MIGRATIONS);

/**
 * The dataset's time column and range become a `TEMPORAL_RANGE` filter, and on charts with an
 * x-axis control the time column becomes the x-axis (Superset's `_migrate_temporal_filter`).
 */
function migrateTemporalFilter(data: FormData, hasXAxis: boolean): void {
  const granularity = data.granularity_sqla;
  const timeRange = data.time_range || 'No filter';
  delete data.granularity_sqla;
  delete data.time_range;
  if (!granularity) return;
  if (hasXAxis) {
    data.x_axis = granularity;
    data.time_grain_sqla = data.time_grain_sqla || 'P1D';
  }
  const filter =
    typeof granularity === 'object'
      ? {
          clause: 'WHERE',
          subject: (granularity as FormData).label,
          operator: 'TEMPORAL_RANGE',
          comparator: null,
          expressionType: 'SQL',
          sqlExpression: (granularity as FormData).sqlExpression,
        }
      : { clause: 'WHERE', subject: granularity, operator: 'TEMPORAL_RANGE', comparator: timeRange, expressionType: 'SIMPLE' };
  data.adhoc_filters = [...asList(data.adhoc_filters), filter];
}

/**
 * Upgrades a chart saved with a legacy viz type; any other chart is answered unchanged. As in
 * Superset, a target key the old form data already holds gives way to the renamed one, removed keys
 * are dropped, and the old form data is kept under `form_data_bak` so the change can be undone.
 */
export function migrateLegacyChart(vizType: string, params: FormData | undefined): MigratedChart {
  const migration = MIGRATIONS[vizType];
  const original = params ?? {};
  if (!migration) return { vizType, params: original, migrated: false };
  const data: FormData = structuredClone(original);
  const target = migration.prepare?.(data) || migration.target;
  const renamed = migration.rename ?? {};
  const removed = new Set(migration.remove ?? []);
  for (const [source, targetKey] of Object.entries(renamed)) if (source in data && source !== targetKey) delete data[targetKey];
  const result: FormData = {};
  for (const [key, value] of Object.entries(data)) {
    if (key in renamed) result[renamed[key]] = value;
    else if (!removed.has(key)) result[key] = value;
  }
  migrateTemporalFilter(result, migration.hasXAxis === true);
  result.viz_type = target;
  result.form_data_bak = { ...original, viz_type: vizType };
  return { vizType: target, params: result, migrated: true };
}
