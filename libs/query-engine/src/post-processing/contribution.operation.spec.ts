import { contribution } from './contribution.operation';
import type { DataFrame } from './data-frame';

const T = Date.UTC(2020, 6, 1);

const frame: DataFrame = {
  columns: ['__timestamp', 'label', 'a', 'b', 'c'],
  temporalColumns: ['__timestamp'],
  rows: [
    { __timestamp: T, label: 'x', a: 1, b: 1, c: null },
    { __timestamp: T + 1, label: 'y', a: 3, b: 9, c: null },
    { __timestamp: T + 2, label: 'z', a: null, b: null, c: null },
  ],
};

describe('contribution', () => {
  it('divides by column totals by default, missing cells counting as 0', () => {
    const result = contribution(frame, {});
    expect(result.columns).toEqual(frame.columns);
    expect(result.rows).toEqual([
      { __timestamp: T, label: 'x', a: 0.25, b: 0.1, c: null },
      { __timestamp: T + 1, label: 'y', a: 0.75, b: 0.9, c: null },
      { __timestamp: T + 2, label: 'z', a: 0, b: 0, c: null },
    ]);
  });

  it('divides by row totals with orientation row', () => {
    const result = contribution(frame, { orientation: 'row' });
    expect(result.rows).toEqual([
      { __timestamp: T, label: 'x', a: 0.5, b: 0.5, c: null },
      { __timestamp: T + 1, label: 'y', a: 0.25, b: 0.75, c: null },
      { __timestamp: T + 2, label: 'z', a: null, b: null, c: null },
    ]);
  });

  it('writes renamed columns and keeps the originals', () => {
    const result = contribution(frame, { columns: ['a', 'b'], rename_columns: ['pct_a', 'pct_b'] });
    expect(result.columns).toEqual(['__timestamp', 'label', 'a', 'b', 'c', 'pct_a', 'pct_b']);
    expect(result.rows.map((row) => [row.a, row.pct_a, row.pct_b])).toEqual([
      [1, 0.25, 0.1],
      [3, 0.75, 0.9],
      [null, 0, 0],
    ]);
  });

  it('uses given totals, 0 where a total is missing or zero', () => {
    const result = contribution(frame, { columns: ['a', 'b'], contribution_totals: { a: 8, b: 0 } });
    expect(result.rows.map((row) => [row.a, row.b])).toEqual([
      [0.125, 0],
      [0.375, 0],
      [0, 0],
    ]);
  });

  it('splits row totals between the main series and each time shift', () => {
    const shifted: DataFrame = {
      columns: ['m', 'n', 'm__1 year ago', 'n__1 year ago'],
      rows: [{ m: 1, n: 3, 'm__1 year ago': 2, 'n__1 year ago': 2 }],
    };
    const result = contribution(shifted, { orientation: 'row', time_shifts: ['1 year ago'] });
    expect(result.rows).toEqual([{ m: 0.25, n: 0.75, 'm__1 year ago': 0.5, 'n__1 year ago': 0.5 }]);
  });

  it('rejects non-numeric columns, bad renames and orientations', () => {
    expect(() => contribution(frame, { columns: ['label'] })).toThrow(
      'Error: Column "label" is not numeric or does not exists in the query results.',
    );
    expect(() => contribution(frame, { columns: ['__timestamp'] })).toThrow('is not numeric');
    expect(() => contribution(frame, { columns: ['a'], rename_columns: ['x', 'y'] })).toThrow(
      'Error: `rename_columns` must have the same length as `columns` + `time_shift_columns`.',
    );
    expect(() => contribution(frame, { orientation: 'diagonal' as never })).toThrow('Error: Invalid orientation: diagonal');
  });
});
