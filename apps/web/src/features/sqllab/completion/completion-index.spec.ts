import { CompletionIndex, handleCompletionCommand, isSubsequence } from './completion-index';

function indexWith(): CompletionIndex {
  const index = new CompletionIndex();
  index.replaceGroup('dialect', [
    { value: 'SELECT', kind: 'keyword' },
    { value: 'ORDER', kind: 'keyword' },
    { value: 'COUNT', kind: 'function' },
  ]);
  index.replaceGroup('schemas', [
    { value: 'public', kind: 'schema' },
    { value: 'sales', kind: 'schema' },
  ]);
  index.appendToGroup('tables:public', [
    { value: 'orders', kind: 'table', parent: 'public' },
    { value: 'customers', kind: 'table', parent: 'public' },
  ]);
  index.appendToGroup('tables:sales', [{ value: 'order_lines', kind: 'table', parent: 'sales' }]);
  index.replaceGroup('columns', [
    { value: 'order_id', kind: 'column', parent: 'orders' },
    { value: 'customer_id', kind: 'column', parent: 'orders' },
    { value: 'name', kind: 'column', parent: 'customers' },
  ]);
  return index;
}

const values = (matches: { value: string }[]) => matches.map((match) => match.value);

describe('CompletionIndex', () => {
  it('offers every kind of name that starts with the prefix, ignoring case, columns and tables first', () => {
    const matches = indexWith().query({ prefix: 'ord', qualifier: null, limit: 10 });
    expect(values(matches)).toEqual(['order_id', 'order_lines', 'orders', 'ORDER']);
    expect(matches.map((match) => match.meta)).toEqual(['column of orders', 'table', 'table', 'keyword']);
  });

  it('after `schema.` offers only that schema’s tables, and after `table.` only that table’s columns', () => {
    const index = indexWith();
    expect(values(index.query({ prefix: '', qualifier: 'public', limit: 10 }))).toEqual(['customers', 'orders']);
    expect(values(index.query({ prefix: 'or', qualifier: 'SALES', limit: 10 }))).toEqual(['order_lines']);
    expect(values(index.query({ prefix: '', qualifier: 'orders', limit: 10 }))).toEqual(['customer_id', 'order_id']);
    expect(values(index.query({ prefix: 'na', qualifier: 'orders', limit: 10 }))).toEqual([]);
  });

  it('falls back to names with the same first letter holding the rest in order, ranked below prefix matches', () => {
    const matches = indexWith().query({ prefix: 'cst', qualifier: null, limit: 10 });
    expect(values(matches)).toEqual(['customer_id', 'customers']);
    const mixed = indexWith().query({ prefix: 'co', qualifier: null, limit: 10 });
    expect(values(mixed)[0]).toBe('COUNT');
    expect(values(mixed)).toContain('customer_id');
  });

  it('keeps each group sorted as pages arrive, and forgets a removed group', () => {
    const index = new CompletionIndex();
    index.appendToGroup('tables:big', [
      { value: 'zeta', kind: 'table', parent: 'big' },
      { value: 'beta', kind: 'table', parent: 'big' },
    ]);
    index.appendToGroup('tables:big', [
      { value: 'alpha', kind: 'table', parent: 'big' },
      { value: 'delta', kind: 'table', parent: 'big' },
    ]);
    expect(values(index.query({ prefix: '', qualifier: 'big', limit: 10 }))).toEqual(['alpha', 'beta', 'delta', 'zeta']);
    index.removeGroup('tables:big');
    expect(index.size).toBe(0);
  });

  it('answers a prefix among 150,000 table names quickly and caps the answer at the limit', () => {
    const index = new CompletionIndex();
    const names = Array.from({ length: 150_000 }, (_, n) => ({
      value: `table_${String(n).padStart(6, '0')}`,
      kind: 'table' as const,
      parent: 'dw',
    }));
    for (let page = 0; page < names.length; page += 1000) index.appendToGroup('tables:dw', names.slice(page, page + 1000));
    const started = performance.now();
    const matches = index.query({ prefix: 'table_1234', qualifier: null, limit: 20 });
    expect(performance.now() - started).toBeLessThan(50);
    expect(matches).toHaveLength(20);
    expect(matches[0]?.value).toBe('table_123400');
    expect(values(index.query({ prefix: 'table_149999', qualifier: 'dw', limit: 5 }))).toEqual(['table_149999']);
  });

  it('runs the commands the worker receives and answers queries with their id', () => {
    const index = new CompletionIndex();
    expect(
      handleCompletionCommand(index, { type: 'replace', group: 'schemas', entries: [{ value: 'public', kind: 'schema' }] }),
    ).toBeNull();
    expect(handleCompletionCommand(index, { type: 'query', id: 7, query: { prefix: 'pu', qualifier: null, limit: 5 } })).toEqual({
      id: 7,
      matches: [{ value: 'public', kind: 'schema', meta: 'schema', score: expect.any(Number) }],
    });
  });
});

describe('isSubsequence', () => {
  it('accepts letters in order and rejects others', () => {
    expect(isSubsequence('ord', 'order_lines')).toBe(true);
    expect(isSubsequence('odr', 'order_lines')).toBe(true);
    expect(isSubsequence('xo', 'order_lines')).toBe(false);
  });
});
