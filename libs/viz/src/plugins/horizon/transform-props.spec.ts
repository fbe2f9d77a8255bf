import { BANDS, domainMaxima, horizonBands, HORIZON_COLORS, plottedValues } from './horizon-bands';
import { horizonFormData, horizonResult } from './horizon.fixtures';
import { toSeries, transformProps } from './transform-props';

const year = (y: number) => Date.UTC(y, 0, 1);

describe('horizon transformProps', () => {
  it('makes a series per dimension value with its points in time order', () => {
    const props = transformProps({ formData: horizonFormData, queriesData: [horizonResult], width: 300, height: 100 });
    expect(props.series.map((series) => [series.key, series.values.map((point) => point.y)])).toEqual([
      ['boy', [20, 40, 80]],
      ['girl', [10, -20, 20]],
    ]);
    expect([props.seriesHeight, props.colorScale]).toEqual([25, 'series']);
  });

  it('names series by metric and dimension with several metrics, and computes contributions', () => {
    const rows = [
      { __timestamp: year(2000), gender: 'boy', a: 1, b: 3 },
      { __timestamp: year(2000), gender: 'girl', a: 2, b: 2 },
    ];
    expect(toSeries(rows, ['gender'], ['a', 'b'], true).map((series) => [series.key, series.values[0].y])).toEqual([
      ['a, boy', 0.125],
      ['b, boy', 0.375],
      ['a, girl', 0.25],
      ['b, girl', 0.25],
    ]);
    expect(toSeries(rows.slice(0, 1), [], ['a'], false).map((series) => series.key)).toEqual(['a']);
  });
});

describe('horizon bands', () => {
  const props = transformProps({ formData: horizonFormData, queriesData: [horizonResult], width: 300, height: 100 });

  it('scales each series on its own, all together, or by change from the first value', () => {
    expect(domainMaxima(props)).toEqual([80, 20]);
    expect(domainMaxima({ ...props, colorScale: 'overall' })).toEqual([80, 80]);
    expect(plottedValues(props.series[0], 'change').map((point) => point.y)).toEqual([0, 20, 60]);
    expect(domainMaxima({ ...props, colorScale: 'change' })).toEqual([60, 30]);
  });

  it('folds values into bands of equal height, warm above zero and cool below', () => {
    const x = (value: number) => (value - year(2000)) / 1e9;
    // Boy 20, 40, 80 of 80 in four bands of 20: the first band full throughout, the last reached only in 2002.
    const bands = horizonBands(props.series[0].values, 80, x, 10);
    expect(bands.map((band) => band.color)).toEqual(HORIZON_COLORS.slice(BANDS));
    expect(bands[0].path).toMatch(/^M0,0L/);
    expect(bands[3].path.startsWith('M0,10L')).toBe(true);
    const girl = horizonBands(props.series[1].values, 20, x, 10);
    // Girl (10, -20, 20 of 20, bands of 5) reaches every band on both sides.
    expect(girl.map((band) => band.color)).toEqual([...HORIZON_COLORS.slice(BANDS), ...HORIZON_COLORS.slice(0, BANDS).reverse()]);
    expect(horizonBands([], 10, x, 10)).toEqual([]);
  });
});
