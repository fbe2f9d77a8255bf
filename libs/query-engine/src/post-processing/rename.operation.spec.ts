import type { DataFrame } from './data-frame';
import { flatten } from './flatten.operation';
import { pivot } from './pivot.operation';
import { rename } from './rename.operation';

const flat: DataFrame = { columns: ['a', 'b'], rows: [{ a: 1, b: 2 }], temporalColumns: ['a'] };

const pivoted = pivot(
  {
    columns: ['t', 'country', 'SUM(num)', 'SUM(num)__1 year ago'],
    rows: [
      { t: 1, country: 'UK', 'SUM(num)': 5, 'SUM(num)__1 year ago': 4 },
      { t: 1, country: 'US', 'SUM(num)': 6, 'SUM(num)__1 year ago': 3 },
    ],
  },
  { index: ['t'], columns: ['country'], aggregates: { 'SUM(num)': { operator: 'mean' }, 'SUM(num)__1 year ago': { operator: 'mean' } } },
);

describe('rename', () => {
  it('renames plain columns and keeps their metadata', () => {
    const result = rename(flat, { columns: { a: 'x' } });
    expect(result).toEqual({ columns: ['x', 'b'], rows: [{ x: 1, b: 2 }], temporalColumns: ['x'] });
    expect(flat.rows[0]).toEqual({ a: 1, b: 2 });
  });

  it('returns the frame as it is for an empty mapping', () => {
    expect(rename(flat, { columns: {} })).toBe(flat);
  });

  it('drops the metric name from series when renamed to null at level 0', () => {
    const result = flatten(rename(pivoted, { columns: { 'SUM(num)': null }, level: 0, inplace: true }));
    expect(result.columns).toEqual(['t', 'UK', 'US', 'SUM(num)__1 year ago, UK', 'SUM(num)__1 year ago, US']);
    expect(result.rows[0]).toMatchObject({ UK: 5, US: 6 });
  });

  it('renames offset metrics the way Superset labels time comparisons', () => {
    const result = rename(pivoted, { columns: { 'SUM(num)__1 year ago': '1 year ago' }, level: 0 });
    expect(result.columns).toEqual(['t', 'SUM(num), UK', 'SUM(num), US', '1 year ago, UK', '1 year ago, US']);
    expect(result.columnLevels?.['1 year ago, US']).toEqual(['1 year ago', 'US']);
    expect(result.rows[0]).toEqual({ t: 1, 'SUM(num), UK': 5, 'SUM(num), US': 6, '1 year ago, UK': 4, '1 year ago, US': 3 });
  });

  it('renames by level name, and across levels without a level', () => {
    expect(rename(pivoted, { columns: { 'SUM(num)': 'X' }, level: 'country' }).columns).toEqual(pivoted.columns);
    expect(() => rename(pivoted, { columns: { 'SUM(num)': 'UK' }, level: 'country' })).toThrow('Error: Label already exists');
    const everywhere = rename(pivoted, { columns: { 'SUM(num)': 's' } });
    expect(everywhere.columns).toContain('s, UK');
  });

  it('refuses labels that already exist, unknown columns and levels', () => {
    expect(() => rename(flat, { columns: { a: 'b' } })).toThrow('Error: Label already exists');
    expect(() => rename(pivoted, { columns: { 'SUM(num)': 'SUM(num)__1 year ago' }, level: 0 })).toThrow('Error: Label already exists');
    expect(() => rename(flat, { columns: { z: 'y' } })).toThrow('Error: Referenced columns not available in DataFrame.');
    expect(() => rename(pivoted, { columns: { 'SUM(num)': 'x' }, level: 3 })).toThrow('Error: Level 3 not found in columns');
    expect(() => rename(flat, { columns: { a: null } })).toThrow('Error: Column a cannot be renamed to null');
  });
});
