import { buildQuery } from './build-query';
import { PROFIT_FORM_DATA } from './waterfall.fixtures';

describe('waterfall query', () => {
  it('asks for the metric per x value and breakdown, ordered by both', () => {
    const [query] = buildQuery({ ...PROFIT_FORM_DATA, groupby: ['deal_size'] }).queries;
    expect(query.columns).toEqual([
      expect.objectContaining({ columnType: 'BASE_AXIS', sqlExpression: 'quarter', timeGrain: 'P3M' }),
      'deal_size',
    ]);
    expect(query.metrics).toEqual(['profit']);
    expect(query.orderby).toEqual([
      ['quarter', true],
      ['deal_size', true],
    ]);
  });
});
