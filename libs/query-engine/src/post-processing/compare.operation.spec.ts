import { compare } from './compare.operation';
import type { DataFrame } from './data-frame';
import { pivot } from './pivot.operation';

const frame: DataFrame = {
  columns: ['t', 'a', 'b'],
  rows: [
    { t: 1, a: 10, b: 5 },
    { t: 2, a: 4, b: 0 },
    { t: 3, a: null, b: 1 },
    { t: 4, a: 3, b: 4 },
    { t: 5, a: 2, b: 3 },
  ],
};

const values = (result: DataFrame, name: string) => result.rows.map((row) => row[name]);

describe('compare', () => {
  it('adds <type>__<source>__<compare> columns', () => {
    const result = compare(frame, { source_columns: ['a'], compare_columns: ['b'], compare_type: 'difference' });
    expect(result.columns).toEqual(['t', 'a', 'b', 'difference__a__b']);
    expect(values(result, 'difference__a__b')).toEqual([5, 4, null, -1, -1]);
  });

  it('rounds percentage and ratio to precision, division by zero giving null', () => {
    const pct = compare(frame, { source_columns: ['a'], compare_columns: ['b'], compare_type: 'percentage' });
    expect(values(pct, 'percentage__a__b')).toEqual([1, null, null, -0.25, -0.3333]);
    const ratio = compare(frame, { source_columns: ['a'], compare_columns: ['b'], compare_type: 'ratio', precision: 2 });
    expect(values(ratio, 'ratio__a__b')).toEqual([2, null, null, 0.75, 0.67]);
  });

  it('rounds halves to even like numpy', () => {
    const half: DataFrame = {
      columns: ['a', 'b'],
      rows: [
        { a: 1, b: 8 },
        { a: 3, b: 8 },
      ],
    };
    const result = compare(half, { source_columns: ['a'], compare_columns: ['b'], compare_type: 'ratio', precision: 2 });
    expect(values(result, 'ratio__a__b')).toEqual([0.12, 0.38]);
  });

  it('drops the original columns on request', () => {
    const result = compare(frame, {
      source_columns: ['a'],
      compare_columns: ['b'],
      compare_type: 'difference',
      drop_original_columns: true,
    });
    expect(result.columns).toEqual(['t', 'difference__a__b']);
    expect(result.rows[0]).toEqual({ t: 1, difference__a__b: 5 });
  });

  it('compares each series of pivoted metrics', () => {
    const pivoted = pivot(
      {
        columns: ['t', 'g', 'm', 'm__1 year ago'],
        rows: [
          { t: 1, g: 'x', m: 5, 'm__1 year ago': 4 },
          { t: 1, g: 'y', m: 2, 'm__1 year ago': 3 },
        ],
      },
      { index: ['t'], columns: ['g'], aggregates: { m: { operator: 'mean' }, 'm__1 year ago': { operator: 'mean' } } },
    );
    const result = compare(pivoted, {
      source_columns: ['m'],
      compare_columns: ['m__1 year ago'],
      compare_type: 'difference',
      drop_original_columns: true,
    });
    expect(result.columns).toEqual(['t', 'difference__m__m__1 year ago, x', 'difference__m__m__1 year ago, y']);
    expect(result.columnLevels?.['difference__m__m__1 year ago, x']).toEqual(['difference__m__m__1 year ago', 'x']);
    expect(result.rows).toEqual([{ t: 1, 'difference__m__m__1 year ago, x': 1, 'difference__m__m__1 year ago, y': -1 }]);
  });

  it('returns the frame unchanged for empty column lists', () => {
    expect(compare(frame, { source_columns: [], compare_columns: [], compare_type: 'ratio' })).toBe(frame);
  });

  it('rejects mismatched lists, unknown types and columns', () => {
    expect(() => compare(frame, { source_columns: ['a'], compare_columns: [], compare_type: 'ratio' })).toThrow(
      'Error: `compare_columns` must have the same length as `source_columns`.',
    );
    expect(() => compare(frame, { source_columns: ['a'], compare_columns: ['b'], compare_type: 'absolute' as never })).toThrow(
      'Error: `compare_type` must be `difference`, `percentage` or `ratio`',
    );
    expect(() => compare(frame, { source_columns: ['a'], compare_columns: ['c'], compare_type: 'ratio' })).toThrow(
      'Referenced columns not available',
    );
  });
});
