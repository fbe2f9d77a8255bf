import type { DataFrame } from './data-frame';
import { rank } from './rank.operation';

const frame: DataFrame = {
  columns: ['g', 'v'],
  rows: [
    { g: 'x', v: 10 },
    { g: 'y', v: 20 },
    { g: 'x', v: 20 },
    { g: 'y', v: 40 },
    { g: null, v: 5 },
    { g: 'x', v: null },
  ],
};

const ranks = (result: DataFrame) => result.rows.map((row) => row.rank);

describe('rank', () => {
  it('adds percentile ranks with averaged ties', () => {
    const result = rank(frame, { metric: 'v' });
    expect(result.columns).toEqual(['g', 'v', 'rank']);
    expect(ranks(result)).toEqual([0.4, 0.7, 0.7, 1, 0.2, null]);
  });

  it('ranks within groups, leaving rows without a group unranked', () => {
    expect(ranks(rank(frame, { metric: 'v', group_by: 'g' }))).toEqual([0.5, 0.5, 1, 1, null, null]);
  });

  it('rejects unknown columns', () => {
    expect(() => rank(frame, { metric: 'w' })).toThrow('Referenced columns not available');
  });
});
