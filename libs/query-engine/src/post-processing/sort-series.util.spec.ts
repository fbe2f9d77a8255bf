import { sortSeries } from './sort-series.util';

const series = {
  beta: [3, 1, null],
  Alpha: [10, null, null],
  gamma: [2, 2, 2],
  delta: [null, null, null],
};

describe('sortSeries', () => {
  it('sorts by lower-cased name', () => {
    expect(sortSeries(series, 'name', true)).toEqual(['Alpha', 'beta', 'delta', 'gamma']);
    expect(sortSeries(series, 'name', false)).toEqual(['gamma', 'delta', 'beta', 'Alpha']);
  });

  it('sorts by min and max, series without values last', () => {
    expect(sortSeries(series, 'min', true)).toEqual(['beta', 'gamma', 'Alpha', 'delta']);
    expect(sortSeries(series, 'max', false)).toEqual(['Alpha', 'beta', 'gamma', 'delta']);
  });

  it('sorts by sum, and by average over every point', () => {
    expect(sortSeries(series, 'sum', false)).toEqual(['Alpha', 'gamma', 'beta', 'delta']);
    // averages: beta 4/3, Alpha 10/3, gamma 2, delta 0
    expect(sortSeries(series, 'avg', true)).toEqual(['delta', 'beta', 'gamma', 'Alpha']);
  });

  it('keeps input order for ties', () => {
    expect(sortSeries({ b: [1], a: [1] }, 'sum', true)).toEqual(['b', 'a']);
    expect(sortSeries({ b: [1], a: [1] }, 'sum', false)).toEqual(['b', 'a']);
  });
});
