import type { BoxPlotFormData } from './box-plot.types';
import { buildQuery } from './build-query';

const formData: BoxPlotFormData = {
  datasource: '4__table',
  viz_type: 'box_plot',
  columns: ['name'],
  groupby: ['gender'],
  metrics: ['sum__num'],
  whiskerOptions: 'Tukey',
};

describe('box plot buildQuery', () => {
  it('aggregates per distribution column and dimension, then summarises per dimension on the server', () => {
    const [query] = buildQuery(formData).queries;
    expect(query.columns).toEqual(['name', 'gender']);
    expect(query.series_columns).toEqual(['gender']);
    expect(query.metrics).toEqual(['sum__num']);
    expect(query.post_processing).toEqual([
      { operation: 'boxplot', options: { groupby: ['gender'], metrics: ['sum__num'], whisker_type: 'tukey' } },
    ]);
  });

  it.each([
    ['Min/max (no outliers)', { whisker_type: 'min/max' }],
    ['2/98 percentiles', { whisker_type: 'percentile', percentiles: [2, 98] }],
    ['9/91 percentiles', { whisker_type: 'percentile', percentiles: [9, 91] }],
  ])('maps the %s whisker option', (option, expected) => {
    const [query] = buildQuery({ ...formData, whiskerOptions: option }).queries;
    expect(query.post_processing?.[0].options).toEqual({ groupby: ['gender'], metrics: ['sum__num'], ...expected });
  });
});
