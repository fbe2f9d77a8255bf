import { buildQuery } from './build-query';
import { NAMES_FORM_DATA } from './word-cloud.fixtures';

describe('word cloud query', () => {
  it('asks for the metric per value of the series column, largest first when sorting by metric', () => {
    const [query] = buildQuery({ ...NAMES_FORM_DATA, sort_by_metric: true }).queries;
    expect(query).toMatchObject({ columns: ['name'], metrics: ['sum__num'], row_limit: 100, orderby: [['sum__num', false]] });
    expect(buildQuery(NAMES_FORM_DATA).queries[0].orderby).toBeUndefined();
  });
});
