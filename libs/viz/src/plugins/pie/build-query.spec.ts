import { buildQuery } from './build-query';
import type { PieFormData } from './pie.types';

const formData: PieFormData = {
  datasource: '2__table',
  viz_type: 'pie',
  groupby: ['gender'],
  metric: 'sum__num',
  row_limit: 2,
  sort_by_metric: true,
};

describe('pie buildQuery', () => {
  it('groups by the dimensions and orders by the metric, largest first', () => {
    const context = buildQuery(formData);
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query.columns).toEqual(['gender']);
    expect(query.metrics).toEqual(['sum__num']);
    expect(query.orderby).toEqual([['sum__num', false]]);
    expect(query.row_limit).toBe(2);
  });

  it('keeps the query order without sorting by metric', () => {
    expect(buildQuery({ ...formData, sort_by_metric: false }).queries[0].orderby).toBeUndefined();
  });

  it("adds an ungrouped total query for the 'Other' slice", () => {
    const [, total] = buildQuery({ ...formData, show_other: true }).queries;
    expect(total.columns).toEqual([]);
    expect(total.metrics).toEqual(['sum__num']);
    expect(total.row_limit).toBeUndefined();
    expect(total.orderby).toBeUndefined();
  });
});
