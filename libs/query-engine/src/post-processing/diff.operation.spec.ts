import type { DataFrame } from './data-frame';
import { diff } from './diff.operation';

const frame: DataFrame = {
  columns: ['a', 'b'],
  rows: [
    { a: 1, b: 4 },
    { a: 3, b: 8 },
    { a: null, b: 9 },
    { a: 10, b: 1 },
  ],
};

const values = (result: DataFrame, name: string) => result.rows.map((row) => row[name]);

describe('diff', () => {
  it('subtracts the value periods rows before', () => {
    expect(values(diff(frame, { columns: { a: 'a' } }), 'a')).toEqual([null, 2, null, null]);
    expect(values(diff(frame, { columns: { a: 'a' }, periods: 2 }), 'a')).toEqual([null, null, null, 7]);
    expect(values(diff(frame, { columns: { a: 'a' }, periods: -1 }), 'a')).toEqual([-2, null, null, null]);
  });

  it('appends under a new name', () => {
    const result = diff(frame, { columns: { b: 'b_diff' } });
    expect(result.columns).toEqual(['a', 'b', 'b_diff']);
    expect(values(result, 'b_diff')).toEqual([null, 4, 1, -8]);
  });

  it('subtracts the column to the left with axis 1', () => {
    const result = diff(frame, { columns: { a: 'a', b: 'b' }, axis: 1 });
    expect(values(result, 'a')).toEqual([null, null, null, null]);
    expect(values(result, 'b')).toEqual([3, 5, null, -9]);
  });

  it('rejects bad axes and periods', () => {
    expect(() => diff(frame, { columns: { a: 'a' }, axis: 2 as never })).toThrow('Error: No axis named 2');
    expect(() => diff(frame, { columns: { a: 'a' }, periods: 1.5 })).toThrow('Error: periods must be an integer');
  });
});
