import { buildQuery } from './build-query';
import { treeFormData } from './tree.fixtures';

describe('tree buildQuery', () => {
  it('asks for the id, parent and name columns with the metric', () => {
    const [query] = buildQuery(treeFormData).queries;
    expect(query.columns).toEqual(['id', 'parent', 'name']);
    expect(query.metrics).toEqual(['count']);
    expect(query.row_limit).toBe(1000);
  });

  it('works without a name or a metric', () => {
    const [query] = buildQuery({ ...treeFormData, name: null, metric: undefined }).queries;
    expect(query.columns).toEqual(['id', 'parent']);
    expect(query.metrics).toEqual([]);
  });
});
