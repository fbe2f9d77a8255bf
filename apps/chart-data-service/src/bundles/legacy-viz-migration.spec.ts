import { LEGACY_VIZ_TYPES, migrateLegacyChart } from './legacy-viz-migration';

describe('migrateLegacyChart', () => {
  it('leaves current chart types as they are', () => {
    const params = { viz_type: 'table', metrics: ['count'] };
    expect(migrateLegacyChart('table', params)).toEqual({ vizType: 'table', params, migrated: false });
  });

  it('turns an NVD3 line into an ECharts line over the time column, with a temporal filter', () => {
    const { vizType, params } = migrateLegacyChart('line', {
      viz_type: 'line',
      granularity_sqla: 'ds',
      time_range: 'Last year',
      metrics: ['sum__num'],
      groupby: ['gender'],
      x_axis_label: 'Year',
      y_log_scale: true,
      show_brush: 'yes',
      line_interpolation: 'linear',
      time_compare: ['1 year'],
    });
    expect(vizType).toBe('echarts_timeseries_line');
    expect(params).toMatchObject({
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      x_axis_title: 'Year',
      x_axis_title_margin: 30,
      logAxis: true,
      zoomable: true,
      time_compare: ['1 year ago'],
      metrics: ['sum__num'],
      groupby: ['gender'],
      adhoc_filters: [{ clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year', expressionType: 'SIMPLE' }],
    });
    expect(params).not.toHaveProperty('granularity_sqla');
    expect(params).not.toHaveProperty('line_interpolation');
    expect(params.form_data_bak).toMatchObject({ viz_type: 'line', granularity_sqla: 'ds' });
  });

  it('picks the smooth and step lines from the interpolation', () => {
    expect(migrateLegacyChart('line', { line_interpolation: 'cardinal' }).vizType).toBe('echarts_timeseries_smooth');
    const step = migrateLegacyChart('line', { line_interpolation: 'step-before' });
    expect(step.vizType).toBe('echarts_timeseries_step');
    expect(step.params.seriesType).toBe('start');
  });

  it('moves a distribution bar’s first group to the x-axis and the rest and its columns to the dimensions', () => {
    const { vizType, params } = migrateLegacyChart('dist_bar', {
      granularity_sqla: 'ds',
      groupby: ['state', 'gender'],
      columns: ['name'],
      bar_stacked: true,
      show_bar_value: true,
    });
    expect(vizType).toBe('echarts_timeseries_bar');
    expect(params).toMatchObject({ x_axis: 'state', groupby: ['gender', 'name'], stack: 'Stack', show_value: true });
    // A distribution bar has no x-axis control: its time column only filters.
    expect(params.adhoc_filters).toEqual([expect.objectContaining({ subject: 'ds', operator: 'TEMPORAL_RANGE' })]);
    expect(params).not.toHaveProperty('columns');
  });

  it('maps area stacking, pivot table aggregates and heatmap, treemap, sunburst and bubble keys', () => {
    expect(migrateLegacyChart('area', { stacked_style: 'expand' }).params).toMatchObject({ stack: 'Expand', opacity: 0.7 });
    expect(
      migrateLegacyChart('pivot_table', { groupby: ['a'], columns: ['b'], pandas_aggfunc: 'mean', pivot_margins: true }).params,
    ).toMatchObject({ groupbyRows: ['a'], groupbyColumns: ['b'], aggregateFunction: 'Average', colTotals: true, rowOrder: 'value_z_to_a' });
    expect(migrateLegacyChart('heatmap', { all_columns_x: 'x', all_columns_y: 'y', y_axis_bounds: [0, 1] })).toMatchObject({
      vizType: 'heatmap_v2',
      params: { x_axis: 'x', groupby: 'y', value_bounds: [0, 1], legend_type: 'continuous' },
    });
    const treemap = migrateLegacyChart('treemap', { metrics: ['count', 'sum__num'], order_desc: true });
    expect(treemap).toMatchObject({ vizType: 'treemap_v2', params: { metric: 'count', sort_by_metric: true } });
    expect(treemap.params).not.toHaveProperty('metrics');
    expect(migrateLegacyChart('sunburst', { groupby: ['a', 'b'] })).toMatchObject({
      vizType: 'sunburst_v2',
      params: { columns: ['a', 'b'] },
    });
    expect(migrateLegacyChart('bubble', { limit: 10, x_log_scale: true, x_axis_showminmax: true })).toMatchObject({
      vizType: 'bubble_v2',
      params: { row_limit: 10, logXAxis: true, truncateYAxis: true },
    });
    expect(migrateLegacyChart('sankey', { groupby: ['source_col', 'target_col'] }).params).toMatchObject({
      source: 'source_col',
      target: 'target_col',
    });
  });

  it('lets a renamed key win over the target key the old form data already held', () => {
    expect(migrateLegacyChart('pivot_table', { groupby: ['new'], groupbyRows: ['stale'] }).params.groupbyRows).toEqual(['new']);
  });

  it('knows the types Superset migrates on import', () => {
    expect(LEGACY_VIZ_TYPES).toEqual(
      expect.arrayContaining(['line', 'area', 'bar', 'dist_bar', 'heatmap', 'bubble', 'sunburst', 'treemap', 'pivot_table']),
    );
  });
});
