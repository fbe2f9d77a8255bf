import type { QueryFormData } from '@tessera/viz';
import { birthsDatasource } from './explore.fixtures';
import { changedControls, formDataErrors, initialFormData, switchVizType } from './form-data';

describe('explore form data', () => {
  it('fills the controls a saved chart lacks and keeps the ones it has', () => {
    const formData = initialFormData({ viz_type: 'table', metrics: ['count'], row_limit: 50 }, birthsDatasource);
    expect(formData).toMatchObject({
      datasource: '7__table',
      viz_type: 'table',
      metrics: ['count'],
      row_limit: 50,
      query_mode: 'aggregate',
      groupby: [],
      adhoc_filters: [],
    });
  });

  it('starts a time series on the dataset time column with a time range filter on it', () => {
    const formData = initialFormData({ viz_type: 'echarts_timeseries_line' }, birthsDatasource);
    expect(formData.x_axis).toBe('ds');
    expect(formData.adhoc_filters).toEqual([
      { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
    ]);
  });

  it('opens a chart saved under an alias of its chart type as that type', () => {
    expect(initialFormData({ viz_type: 'echarts_timeseries_area' }, birthsDatasource).viz_type).toBe('echarts_area');
  });

  it('falls back to a table for an unknown chart type', () => {
    expect(initialFormData({ viz_type: 'no_such_chart' }, birthsDatasource).viz_type).toBe('table');
  });

  it("reports required fields with the spec's message", () => {
    const formData = initialFormData({ viz_type: 'big_number_total' }, birthsDatasource);
    expect(formDataErrors(formData)).toEqual({ metric: ['This is a required field'] });
    expect(formDataErrors({ ...formData, metric: 'count' })).toEqual({});
  });

  it('keeps shared controls when the chart type changes', () => {
    const table = initialFormData({ viz_type: 'table', metrics: ['count'], groupby: ['state'] }, birthsDatasource);
    const pie = switchVizType(table, 'pie', birthsDatasource);
    expect(pie).toMatchObject({ viz_type: 'pie', metrics: ['count'], groupby: ['state'] });
  });

  it('lists altered controls with their before and after values', () => {
    const saved = initialFormData({ viz_type: 'table', metrics: ['count'], groupby: ['state'] }, birthsDatasource);
    expect(changedControls(saved, { ...saved })).toEqual([]);
    const current: QueryFormData = { ...saved, groupby: ['state', 'ds'], row_limit: 10 };
    expect(changedControls(saved, current)).toEqual([
      { name: 'groupby', label: 'Dimensions', before: ['state'], after: ['state', 'ds'] },
      { name: 'row_limit', label: 'Row limit', before: 10000, after: 10 },
    ]);
  });
});
