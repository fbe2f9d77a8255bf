import type { DataFrame } from './data-frame';
import { applyTimeComparison } from './time-comparison.operation';

const frame: DataFrame = {
  columns: ['ds', 'm', 'm__1 year ago', 'm__1 week ago'],
  rows: [
    { ds: 1, m: 12, 'm__1 year ago': 8, 'm__1 week ago': 16 },
    { ds: 2, m: 5, 'm__1 year ago': null, 'm__1 week ago': 0 },
  ],
};

const offsets = ['1 year ago', '1 week ago'];

describe('applyTimeComparison', () => {
  it('leaves actual values as they are', () => {
    expect(applyTimeComparison(frame, ['m'], offsets, 'values')).toBe(frame);
  });

  it('replaces metrics with differences named as Superset names them', () => {
    const result = applyTimeComparison(frame, ['m'], offsets, 'difference');
    expect(result.columns).toEqual(['ds', 'difference__m__m__1 year ago', 'difference__m__m__1 week ago']);
    expect(result.rows).toEqual([
      { ds: 1, 'difference__m__m__1 year ago': 4, 'difference__m__m__1 week ago': -4 },
      { ds: 2, 'difference__m__m__1 year ago': null, 'difference__m__m__1 week ago': 5 },
    ]);
    expect(applyTimeComparison(frame, ['m'], offsets, 'absolute')).toEqual(result);
  });

  it('computes percentage change and ratio', () => {
    expect(applyTimeComparison(frame, ['m'], offsets, 'percentage').rows[0]).toEqual({
      ds: 1,
      'percentage__m__m__1 year ago': 0.5,
      'percentage__m__m__1 week ago': -0.25,
    });
    expect(applyTimeComparison(frame, ['m'], ['1 year ago'], 'ratio').rows).toEqual([
      { ds: 1, 'm__1 week ago': 16, 'ratio__m__m__1 year ago': 1.5 },
      { ds: 2, 'm__1 week ago': 0, 'ratio__m__m__1 year ago': null },
    ]);
  });

  it('rejects unknown calculation types', () => {
    expect(() => applyTimeComparison(frame, ['m'], offsets, 'growth' as never)).toThrow('Error: Invalid comparison type: growth');
  });
});
