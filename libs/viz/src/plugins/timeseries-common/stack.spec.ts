import { stackSeries, stackedExtent } from './stack';
import type { TimeseriesSeries } from './timeseries.types';

const series = (key: string, values: (number | null)[]): TimeseriesSeries => ({
  key,
  label: key,
  color: '#000',
  groupValues: [key],
  isTimeShift: false,
  points: values.map((y, x) => ({ x, y })),
});

describe('stackSeries', () => {
  const input = [series('a', [1, 2, null]), series('b', [3, -2, 4])];

  it('starts every band at zero without stacking and keeps gaps', () => {
    const [a] = stackSeries(input, 'none');
    expect(a.map((p) => [p.y0, p.y1, p.defined])).toEqual([
      [0, 1, true],
      [0, 2, true],
      [0, 0, false],
    ]);
  });

  it('piles positive values up and negative values down', () => {
    const [a, b] = stackSeries(input, 'stack');
    expect(b.map((p) => [p.y0, p.y1])).toEqual([
      [1, 4],
      [0, -2],
      [0, 4],
    ]);
    expect(a[2]).toMatchObject({ y0: 0, y1: 0, value: null, defined: true });
    expect(stackedExtent([a, b])).toEqual([-2, 4]);
  });

  it('expands bands to shares of each x total', () => {
    const [a, b] = stackSeries(input, 'expand');
    expect(a.map((p) => p.y1)).toEqual([0.25, 0.5, 0]);
    expect(b.map((p) => [p.y0, p.y1])).toEqual([
      [0.25, 1],
      [0, -0.5],
      [0, 1],
    ]);
  });
});
