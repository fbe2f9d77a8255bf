import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import { buildQuery } from './build-query';

const baseFormData: TimeseriesFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: ['sum__num'],
  groupby: ['gender'],
  adhoc_filters: [
    { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
    { clause: 'WHERE', expressionType: 'SQL', sqlExpression: "state = 'CA'" },
  ],
  row_limit: 10000,
  series_limit: 5,
  series_limit_metric: 'sum__num',
  order_desc: true,
  truncate_metric: true,
};

describe('line chart buildQuery', () => {
  it('builds the chart-data request with the x-axis as base axis and the pivot pipeline', () => {
    const context = buildQuery({ ...baseFormData, rolling_type: 'mean', rolling_periods: '7', min_periods: 2 });
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(context.result_format).toBe('json');
    expect(context.result_type).toBe('full');
    expect(context.force).toBe(false);
    expect(context.form_data.viz_type).toBe('echarts_timeseries_line');
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query.columns).toEqual([
      { timeGrain: 'P1D', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', isColumnReference: true },
      'gender',
    ]);
    expect(query.metrics).toEqual(['sum__num']);
    expect(query.series_columns).toEqual(['gender']);
    expect(query.orderby).toEqual([['sum__num', false]]);
    expect(query.series_limit).toBe(5);
    expect(query.series_limit_metric).toBe('sum__num');
    expect(query.row_limit).toBe(10000);
    expect(query.is_timeseries).toBeUndefined();
    expect(query.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
    expect(query.extras).toEqual({ time_grain_sqla: 'P1D', where: "(state = 'CA')", having: '' });
    expect(query.time_offsets).toEqual([]);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['gender'], aggregates: { sum__num: { operator: 'mean' } }, drop_missing_columns: false },
      },
      { operation: 'rolling', options: { rolling_type: 'mean', window: 7, min_periods: 2, columns: { sum__num: 'sum__num' } } },
      { operation: 'rename', options: { columns: { sum__num: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
  });

  it('adds time offsets, compare and offset renaming for a percentage time comparison', () => {
    const context = buildQuery({
      ...baseFormData,
      groupby: [],
      time_compare: ['1 year ago'],
      comparison_type: 'percentage',
      show_empty_columns: true,
      resample_rule: '1D',
      resample_method: 'ffill',
    });
    const [query] = context.queries;
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: [],
          drop_missing_columns: false,
          aggregates: { sum__num: { operator: 'mean' }, 'sum__num__1 year ago': { operator: 'mean' } },
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['sum__num'],
          compare_columns: ['sum__num__1 year ago'],
          compare_type: 'percentage',
          drop_original_columns: true,
        },
      },
      { operation: 'resample', options: { method: 'ffill', rule: '1D', fill_value: null } },
      {
        operation: 'rename',
        options: { columns: { 'percentage__sum__num__sum__num__1 year ago': '1 year ago' }, level: 0, inplace: true },
      },
      { operation: 'flatten' },
    ]);
  });

  it('maps the absolute calculation type to a difference and accumulates compared columns', () => {
    const [query] = buildQuery({
      ...baseFormData,
      time_compare: ['1 week ago'],
      comparison_type: 'absolute',
      rolling_type: 'cumsum',
    }).queries;
    const operations = query.post_processing ?? [];
    expect(operations.map((rule) => rule.operation)).toEqual(['pivot', 'cum', 'compare', 'rename', 'flatten']);
    expect(operations[1].options).toEqual({
      operator: 'sum',
      columns: { 'difference__sum__num__sum__num__1 week ago': 'difference__sum__num__sum__num__1 week ago' },
    });
    expect(operations[2].options?.compare_type).toBe('difference');
  });

  it('keeps actual values of a time shift side by side and names them by offset', () => {
    const [query] = buildQuery({ ...baseFormData, groupby: [], time_compare: ['1 year ago'], comparison_type: 'values' }).queries;
    const operations = query.post_processing ?? [];
    expect(operations.map((rule) => rule.operation)).toEqual(['pivot', 'rename', 'flatten']);
    expect(operations[1].options?.columns).toEqual({ 'sum__num__1 year ago': '1 year ago' });
  });

  it('adds a contribution step and sorts by the x-axis when asked', () => {
    const [query] = buildQuery({
      ...baseFormData,
      groupby: [],
      contributionMode: 'row',
      x_axis_sort: 'ds',
      x_axis_sort_asc: false,
    }).queries;
    expect(query.post_processing?.slice(1)).toEqual([
      { operation: 'contribution', options: { orientation: 'row' } },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
      { operation: 'flatten' },
    ]);
  });

  it('applies native filter overrides from extra_form_data', () => {
    const [query] = buildQuery({
      ...baseFormData,
      extra_form_data: { filters: [{ col: 'state', op: 'IN', val: ['NY'] }], time_grain_sqla: 'P1M', time_range: 'Last year' },
    }).queries;
    expect(query.filters).toContainEqual({ col: 'state', op: 'IN', val: ['NY'] });
    expect(query.extras?.time_grain_sqla).toBe('P1M');
    expect(query.time_range).toBe('Last year');
    expect(query.columns?.[0]).toMatchObject({ timeGrain: 'P1M', columnType: 'BASE_AXIS' });
  });

  it('rejects a malformed datasource key', () => {
    expect(() => buildQuery({ ...baseFormData, datasource: 'abc' })).toThrow('Invalid datasource key: abc');
  });
});
