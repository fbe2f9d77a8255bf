import type { DataFrame } from './data-frame';
import { histogram, histogramBinEdges, histogramCounts } from './histogram.operation';

const values = [1, 2, 2, 3, 4, 5, 5, 10];
const frame: DataFrame = {
  columns: ['g', 'v'],
  rows: [...values.map((v, i) => ({ g: i < 4 ? 'a' : 'b', v })), { g: 'a', v: null }],
};

describe('histogram', () => {
  it('counts values in equal-width bins named with Python float text', () => {
    expect(histogram(frame, { column: 'v', bins: 3 })).toEqual({
      columns: ['1.0 - 4.0', '4.0 - 7.0', '7.0 - 10.0'],
      rows: [{ '1.0 - 4.0': 4, '4.0 - 7.0': 3, '7.0 - 10.0': 1 }],
    });
  });

  it('accumulates and normalises', () => {
    expect(histogram(frame, { column: 'v', bins: 3, cumulative: true }).rows).toEqual([
      { '1.0 - 4.0': 4, '4.0 - 7.0': 7, '7.0 - 10.0': 8 },
    ]);
    expect(histogram(frame, { column: 'v', bins: 3, normalize: true }).rows).toEqual([
      { '1.0 - 4.0': 0.5, '4.0 - 7.0': 0.375, '7.0 - 10.0': 0.125 },
    ]);
  });

  it('counts per group over bins shared by all groups, normalised by the grand total', () => {
    expect(histogram(frame, { column: 'v', groupby: ['g'], bins: 3, normalize: true })).toEqual({
      columns: ['g', '1.0 - 4.0', '4.0 - 7.0', '7.0 - 10.0'],
      rows: [
        { g: 'a', '1.0 - 4.0': 0.5, '4.0 - 7.0': 0, '7.0 - 10.0': 0 },
        { g: 'b', '1.0 - 4.0': 0, '4.0 - 7.0': 0.375, '7.0 - 10.0': 0.125 },
      ],
    });
  });

  it('widens a zero range by half a unit each side, like numpy', () => {
    expect(histogramBinEdges([2, 2], 2)).toEqual([1.5, 2, 2.5]);
    expect(histogramCounts([2, 2], [1.5, 2, 2.5])).toEqual([0, 2]);
  });

  it('keeps numpy edge arithmetic in the names', () => {
    const result = histogram({ columns: ['v'], rows: [{ v: 0 }, { v: 1 }] }, { column: 'v', bins: 10 });
    expect(result.columns[3]).toBe('0.30000000000000004 - 0.4');
    expect(result.rows[0]['0.9 - 1.0']).toBe(1);
  });

  it('returns no rows when the column is empty', () => {
    expect(histogram({ columns: ['v'], rows: [{ v: null }] }, { column: 'v' }).rows).toEqual([]);
  });

  it.each([0, 1001, 2.5, true])('rejects bins = %p', (bins) => {
    expect(() => histogram(frame, { column: 'v', bins: bins as number })).toThrow('Error: `bins` must be an integer between 1 and 1000');
  });

  it('rejects non-numeric values and unknown columns', () => {
    expect(() => histogram({ columns: ['v'], rows: [{ v: 'x' }] }, { column: 'v' })).toThrow(
      "Error: Column 'v' contains non-numeric values",
    );
    expect(() => histogram(frame, { column: 'w' })).toThrow('Referenced columns not available');
  });
});
