import { buildQuery } from './build-query';
import { PIPELINE_FORM_DATA } from './funnel.fixtures';

describe('funnel query', () => {
  it('asks for the metric per step, largest first, within the row limit and filters', () => {
    const context = buildQuery({
      ...PIPELINE_FORM_DATA,
      adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: '==', comparator: 'EMEA' }],
    });
    expect(context.datasource).toEqual({ id: 5, type: 'table' });
    const [query] = context.queries;
    expect(query).toMatchObject({ columns: ['stage'], metrics: ['count'], orderby: [['count', false]], row_limit: 10 });
    expect(query.filters).toEqual([{ col: 'region', op: '==', val: 'EMEA' }]);
  });

  it('keeps the query order when not sorting by metric', () => {
    const [query] = buildQuery({ ...PIPELINE_FORM_DATA, sort_by_metric: false }).queries;
    expect(query.orderby).toBeUndefined();
  });
});
