import { buildQuery } from './build-query';
import { REVENUE_FORM_DATA } from './treemap.fixtures';

describe('treemap query', () => {
  it('asks for the metric per combination of the hierarchy, largest first, then by the columns', () => {
    const [query] = buildQuery(REVENUE_FORM_DATA).queries;
    expect(query).toMatchObject({
      columns: ['region', 'country'],
      metrics: ['sum__sales'],
      row_limit: 100,
      orderby: [
        ['sum__sales', false],
        ['region', true],
        ['country', true],
      ],
    });
  });

  it('orders by the columns only when not sorting by metric', () => {
    const [query] = buildQuery({ ...REVENUE_FORM_DATA, sort_by_metric: false }).queries;
    expect(query.orderby).toEqual([
      ['region', true],
      ['country', true],
    ]);
  });
});
