import { AGGREGATE_OPERATORS, resolveAggregator } from './aggregators';

const values = [4, null, 1, 3];
const run = (operator: string, input: readonly unknown[] = values, options = {}) => resolveAggregator(operator, options)(input);

describe('aggregators', () => {
  it.each([
    ['mean', 8 / 3],
    ['average', 8 / 3],
    ['nanmean', 8 / 3],
    ['median', 3],
    ['nanmedian', 3],
    ['sum', 8],
    ['nansum', 8],
    ['cumsum', 8],
    ['min', 1],
    ['nanmin', 1],
    ['max', 4],
    ['nanmax', 4],
    ['prod', 12],
    ['product', 12],
    ['cumprod', 12],
    ['count', 4],
    ['count_nonzero', 4],
    ['argmin', 2],
    ['argmax', 0],
    ['first', 4],
    ['last', 3],
  ])('%s of [4, null, 1, 3] is %d', (operator, expected) => {
    expect(run(operator)).toBeCloseTo(expected, 12);
  });

  it('computes sample std and var by default and honours ddof', () => {
    expect(run('var')).toBeCloseTo(7 / 3, 12);
    expect(run('std')).toBeCloseTo(Math.sqrt(7 / 3), 12);
    expect(run('var', values, { ddof: 0 })).toBeCloseTo(14 / 9, 12);
    expect(run('std', [5])).toBeNull();
  });

  it('interpolates percentiles linearly like numpy', () => {
    expect(run('percentile', [1, 2, 3, 4], { q: 25 })).toBeCloseTo(1.75, 12);
    expect(run('nanpercentile', [10, null, 20], { q: 90 })).toBeCloseTo(19, 12);
  });

  it('returns pandas results for empty groups', () => {
    expect(run('sum', [null])).toBe(0);
    expect(run('prod', [])).toBe(1);
    expect(run('mean', [null])).toBeNull();
    expect(run('min', [])).toBeNull();
    expect(run('count', [null, null])).toBe(2);
    expect(run('first', [null])).toBeNull();
  });

  it('compares strings for min and max', () => {
    expect(run('min', ['b', 'a', 'c'])).toBe('a');
    expect(run('max', ['b', 'a', 'c'])).toBe('c');
  });

  it('lists the operators Superset accepts', () => {
    expect(AGGREGATE_OPERATORS).toEqual(expect.arrayContaining(['average', 'percentile', 'nanmedian', 'var', 'first', 'last']));
    expect(() => resolveAggregator('toString')).toThrow('Error: Invalid numpy function: toString');
    expect(() => resolveAggregator('std', { ddof: -1 })).toThrow('ddof must be a non-negative integer');
  });
});
