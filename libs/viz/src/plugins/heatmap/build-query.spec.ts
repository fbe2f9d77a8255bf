import { buildQuery } from './build-query';
import type { HeatmapFormData } from './heatmap.types';

const formData: HeatmapFormData = {
  datasource: '2__table',
  viz_type: 'heatmap_v2',
  x_axis: 'state',
  groupby: ['gender'],
  metric: 'sum__num',
  row_limit: 1000,
};

describe('heatmap buildQuery', () => {
  it('queries the metric per x and y value and ranks cells across the whole heatmap', () => {
    const [query] = buildQuery(formData).queries;
    expect(query.columns).toEqual([
      { columnType: 'BASE_AXIS', sqlExpression: 'state', label: 'state', expressionType: 'SQL', isColumnReference: true },
      'gender',
    ]);
    expect(query.metrics).toEqual(['sum__num']);
    expect(query.row_limit).toBe(1000);
    expect(query.post_processing).toEqual([{ operation: 'rank', options: { metric: 'sum__num' } }]);
  });

  it('ranks within each x column or y row when normalising across it', () => {
    expect(buildQuery({ ...formData, normalize_across: 'x' }).queries[0].post_processing).toEqual([
      { operation: 'rank', options: { metric: 'sum__num', group_by: 'state' } },
    ]);
    expect(buildQuery({ ...formData, normalize_across: 'y' }).queries[0].post_processing).toEqual([
      { operation: 'rank', options: { metric: 'sum__num', group_by: 'gender' } },
    ]);
  });
});
