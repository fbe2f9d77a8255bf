import { compareValues, pandasTimestampText, pythonFloatRepr, roundHalfEven, tupleKey } from './values.util';

describe('values utilities', () => {
  it.each([
    [1, '1.0'],
    [-3, '-3.0'],
    [0, '0.0'],
    [0.1, '0.1'],
    [2.5, '2.5'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [1.5e-7, '1.5e-07'],
    [123456.789, '123456.789'],
    [1e15, '1000000000000000.0'],
    [1e16, '1e+16'],
    [123456789012345680, '1.2345678901234568e+17'],
    [0.1 + 0.2, '0.30000000000000004'],
  ])('formats %p as Python repr %p', (value, text) => {
    expect(pythonFloatRepr(value)).toBe(text);
  });

  it('rounds halves to even as numpy does', () => {
    expect(roundHalfEven(0.125, 2)).toBe(0.12);
    expect(roundHalfEven(0.375, 2)).toBe(0.38);
    expect(roundHalfEven(2.5, 0)).toBe(2);
    expect(roundHalfEven(3.5, 0)).toBe(4);
    expect(roundHalfEven(0.33333, 4)).toBe(0.3333);
  });

  it('prints timestamps as pandas does', () => {
    expect(pandasTimestampText(Date.UTC(2019, 0, 1))).toBe('2019-01-01 00:00:00');
    expect(pandasTimestampText(Date.UTC(2019, 0, 1, 13, 4, 5, 500))).toBe('2019-01-01 13:04:05.500000');
  });

  it('orders values with missing last and types apart', () => {
    const sorted = ['b', null, 10, 'a', 2, true].sort(compareValues);
    expect(sorted).toEqual([true, 2, 10, 'a', 'b', null]);
  });

  it('keeps numbers and numeric strings apart in keys', () => {
    expect(tupleKey([1])).not.toBe(tupleKey(['1']));
    expect(tupleKey([null])).toBe(tupleKey([Number.NaN]));
  });
});
