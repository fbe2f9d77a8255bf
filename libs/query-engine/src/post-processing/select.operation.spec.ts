import type { DataFrame } from './data-frame';
import { select } from './select.operation';

const frame: DataFrame = {
  columns: ['a', 'b', 'c'],
  rows: [{ a: 1, b: 2, c: 3 }],
};

describe('select', () => {
  it('selects and orders columns', () => {
    expect(select(frame, { columns: ['c', 'a'] })).toEqual({ columns: ['c', 'a'], rows: [{ c: 3, a: 1 }] });
  });

  it('excludes after selecting, then renames', () => {
    expect(select(frame, { columns: ['a', 'b'], exclude: ['b'], rename: { a: 'x' } })).toEqual({
      columns: ['x'],
      rows: [{ x: 1 }],
    });
    expect(select(frame, { exclude: ['a'] }).columns).toEqual(['b', 'c']);
  });

  it('keeps index columns', () => {
    expect(select({ ...frame, index: ['a'] }, { columns: ['c'] }).columns).toEqual(['a', 'c']);
  });

  it('rejects unknown columns and excluding columns already left out', () => {
    expect(() => select(frame, { columns: ['z'] })).toThrow('Error: Referenced columns not available in DataFrame.');
    expect(() => select(frame, { columns: ['a'], exclude: ['b'] })).toThrow('Referenced columns not available');
    expect(() => select(frame, { rename: { q: 'r' } })).toThrow('Referenced columns not available');
  });
});
