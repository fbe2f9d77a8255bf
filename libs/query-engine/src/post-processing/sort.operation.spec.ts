import type { DataFrame } from './data-frame';
import { sort } from './sort.operation';

const frame: DataFrame = {
  columns: ['k', 'g', 'v'],
  rows: [
    { k: 'b', g: 1, v: 2 },
    { k: 'a', g: 2, v: null },
    { k: 'c', g: 1, v: 5 },
    { k: 'd', g: 2, v: 5 },
  ],
};

const keys = (result: DataFrame) => result.rows.map((row) => row.k);

describe('sort', () => {
  it('sorts by a column, missing values last in either direction, ties stable', () => {
    expect(keys(sort(frame, { by: 'v' }))).toEqual(['b', 'c', 'd', 'a']);
    expect(keys(sort(frame, { by: 'v', ascending: false }))).toEqual(['c', 'd', 'b', 'a']);
  });

  it('sorts by several columns with a direction each', () => {
    expect(keys(sort(frame, { by: ['g', 'v'], ascending: [false, false] }))).toEqual(['d', 'a', 'c', 'b']);
    expect(() => sort(frame, { by: ['g', 'v'], ascending: [true] })).toThrow('Error: Length of ascending (1) != length of by (2)');
  });

  it('sorts by the index with is_sort_index', () => {
    const indexed: DataFrame = { ...frame, index: ['k'] };
    expect(keys(sort(indexed, { is_sort_index: true }))).toEqual(['a', 'b', 'c', 'd']);
    expect(keys(sort(indexed, { is_sort_index: true, ascending: false }))).toEqual(['d', 'c', 'b', 'a']);
    expect(keys(sort(frame, { is_sort_index: true, ascending: false }))).toEqual(['d', 'c', 'a', 'b']);
  });

  it('rejects missing columns and empty requests', () => {
    expect(() => sort(frame, { by: 'z' })).toThrow('Error: Referenced columns not available in DataFrame.');
    expect(() => sort(frame, {})).toThrow('Error: Sort operation requires either `by` or `is_sort_index`');
  });
});
