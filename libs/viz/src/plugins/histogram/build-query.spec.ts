import { buildQuery } from './build-query';
import type { HistogramFormData } from './histogram.types';

const formData: HistogramFormData = {
  datasource: '5__table',
  viz_type: 'histogram_v2',
  column: 'num',
  groupby: ['gender'],
  bins: '10',
  row_limit: 10000,
};

describe('histogram buildQuery', () => {
  it('fetches the raw column with its groups and bins it on the server', () => {
    const [query] = buildQuery(formData).queries;
    expect(query.columns).toEqual(['gender', 'num']);
    expect(query.metrics).toBeUndefined();
    expect(query.row_limit).toBe(10000);
    expect(query.post_processing).toEqual([
      { operation: 'histogram', options: { column: 'num', groupby: ['gender'], bins: 10, cumulative: false, normalize: false } },
    ]);
  });

  it('passes cumulative and normalize through and defaults to five bins', () => {
    const [query] = buildQuery({ ...formData, groupby: [], bins: undefined, cumulative: true, normalize: true }).queries;
    expect(query.columns).toEqual(['num']);
    expect(query.post_processing).toEqual([
      { operation: 'histogram', options: { column: 'num', groupby: [], bins: 5, cumulative: true, normalize: true } },
    ]);
  });

  it('labels an adhoc column by its label', () => {
    const [query] = buildQuery({ ...formData, column: { sqlExpression: 'num * 2', label: 'double', expressionType: 'SQL' } }).queries;
    expect(query.post_processing?.[0].options?.column).toBe('double');
  });
});
