import { buildQuery } from './build-query';
import { TEAMS_FORM_DATA } from './radar.fixtures';

describe('radar query', () => {
  it('asks for the metrics per group, ordered by the first metric, largest first', () => {
    const context = buildQuery({ ...TEAMS_FORM_DATA, order_desc: false });
    const [query] = context.queries;
    expect(query).toMatchObject({ columns: ['team'], metrics: ['speed', 'power', 'skill'], row_limit: 10, orderby: [['speed', false]] });
    expect(context.form_data.viz_type).toBe('radar');
  });

  it('orders by the "sort by" metric when one is chosen', () => {
    const [query] = buildQuery({ ...TEAMS_FORM_DATA, timeseries_limit_metric: 'count' }).queries;
    expect(query.orderby).toEqual([['count', false]]);
  });
});
