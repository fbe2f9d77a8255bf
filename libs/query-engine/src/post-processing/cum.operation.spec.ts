import { cum } from './cum.operation';
import type { DataFrame } from './data-frame';
import { pivot } from './pivot.operation';

const frame: DataFrame = {
  columns: ['t', 'v'],
  rows: [
    { t: 1, v: 1 },
    { t: 2, v: null },
    { t: 3, v: 3 },
    { t: 4, v: 2 },
  ],
};

const values = (result: DataFrame, name: string) => result.rows.map((row) => row[name]);

describe('cum', () => {
  it.each([
    ['sum', [1, null, 4, 6]],
    ['prod', [1, null, 3, 6]],
    ['min', [1, null, 1, 1]],
    ['max', [1, null, 3, 3]],
  ] as const)('runs a cumulative %s that carries past missing values', (operator, expected) => {
    const result = cum(frame, { operator, columns: { v: 'v' } });
    expect(result.columns).toEqual(['t', 'v']);
    expect(values(result, 'v')).toEqual(expected);
  });

  it('appends under a new name and leaves the source', () => {
    const result = cum(frame, { operator: 'sum', columns: { v: 'total' } });
    expect(result.columns).toEqual(['t', 'v', 'total']);
    expect(values(result, 'v')).toEqual([1, null, 3, 2]);
    expect(values(result, 'total')).toEqual([1, null, 4, 6]);
  });

  it('accumulates each series of a pivoted metric', () => {
    const pivoted = pivot(
      {
        columns: ['t', 'g', 'm'],
        rows: [
          { t: 1, g: 'a', m: 1 },
          { t: 1, g: 'b', m: 10 },
          { t: 2, g: 'a', m: 2 },
          { t: 2, g: 'b', m: 20 },
        ],
      },
      { index: ['t'], columns: ['g'], aggregates: { m: { operator: 'sum' } } },
    );
    const result = cum(pivoted, { operator: 'sum', columns: { m: 'm' } });
    expect(result.rows).toEqual([
      { t: 1, 'm, a': 1, 'm, b': 10 },
      { t: 2, 'm, a': 3, 'm, b': 30 },
    ]);
  });

  it('rejects unknown operators and columns', () => {
    expect(() => cum(frame, { operator: 'abc' as never, columns: { v: 'v' } })).toThrow('Error: Invalid cumulative operator: abc');
    expect(() => cum(frame, { operator: 'sum', columns: { w: 'w' } })).toThrow('Referenced columns not available');
  });
});
