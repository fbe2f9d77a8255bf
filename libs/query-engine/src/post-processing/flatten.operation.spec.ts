import type { DataFrame } from './data-frame';
import { flatten } from './flatten.operation';

const T = Date.UTC(2021, 0, 1);

const multi: DataFrame = {
  columns: ['__timestamp', 'a, b, c, f', 'a, b, d, i'],
  index: ['__timestamp'],
  temporalColumns: ['__timestamp'],
  levelNames: ['level1', 'level2', 'level3', 'level4'],
  columnLevels: { 'a, b, c, f': ['a', 'b', 'c', 'f'], 'a, b, d, i': ['a', 'b', 'd', 'i'] },
  rows: [{ __timestamp: T, 'a, b, c, f': 1, 'a, b, d, i': 2 }],
};

describe('flatten', () => {
  it('turns index columns into plain columns and drops the levels', () => {
    expect(flatten(multi)).toEqual({
      columns: ['__timestamp', 'a, b, c, f', 'a, b, d, i'],
      temporalColumns: ['__timestamp'],
      rows: [{ __timestamp: T, 'a, b, c, f': 1, 'a, b, d, i': 2 }],
    });
  });

  it('keeps the index with reset_index false', () => {
    expect(flatten(multi, { reset_index: false }).index).toEqual(['__timestamp']);
  });

  it('drops levels by position or name', () => {
    const expected = ['__timestamp', 'c, f', 'd, i'];
    expect(flatten(multi, { drop_levels: [0, 1] }).columns).toEqual(expected);
    expect(flatten(multi, { drop_levels: ['level1', 'level2'] }).columns).toEqual(expected);
    expect(flatten(multi, { drop_levels: [0, 1, 3] }).rows).toEqual([{ __timestamp: T, c: 1, d: 2 }]);
  });

  it('skips missing parts and escapes commas inside parts', () => {
    const frame: DataFrame = {
      columns: ['k', 'x'],
      columnLevels: { k: [null, 'Boston, MA'], x: ['m', 2.5] },
      rows: [{ k: 1, x: 2 }],
    };
    expect(flatten(frame).columns).toEqual(['Boston\\, MA', 'm, 2.5']);
  });

  it('leaves flat frames alone', () => {
    const frame: DataFrame = { columns: ['foo', 'bar'], rows: [{ foo: 1, bar: 4 }] };
    expect(flatten(frame)).toBe(frame);
  });

  it('rejects unknown levels and dropping every level', () => {
    expect(() => flatten(multi, { drop_levels: ['nope'] })).toThrow('Error: Level nope not found in columns');
    expect(() => flatten(multi, { drop_levels: [0, 1, 2, 3] })).toThrow('Error: Cannot remove every column level');
  });
});
