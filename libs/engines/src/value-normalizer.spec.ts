import { bigintToJson, dedupeColumnNames, normalizeValue, numericStringToJson, rowFromArray } from './value-normalizer';

describe('value normalisation', () => {
  it('turns bigints into numbers when exact, strings otherwise', () => {
    expect(bigintToJson(42n)).toBe(42);
    expect(bigintToJson(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(bigintToJson(BigInt(Number.MAX_SAFE_INTEGER) + 2n)).toBe('9007199254740993');
    expect(bigintToJson(-(2n ** 70n))).toBe('-1180591620717411303424');
  });

  it('reads numeric strings as numbers when they round-trip', () => {
    expect(numericStringToJson('12.50')).toBe(12.5);
    expect(numericStringToJson('-7')).toBe(-7);
    expect(numericStringToJson('9007199254740993')).toBe('9007199254740993');
    expect(numericStringToJson('1e3')).toBe(1000);
    expect(numericStringToJson('NaN')).toBe('NaN');
  });

  it('keeps dates, encodes bytes and drops non-finite numbers', () => {
    const date = new Date('2020-01-02T03:04:05Z');
    expect(normalizeValue(date)).toBe(date);
    expect(normalizeValue(new Date('nope'))).toBeNull();
    expect(normalizeValue(Buffer.from('hi'))).toBe('aGk=');
    expect(normalizeValue(new Uint8Array([255, 0]))).toBe('/wA=');
    expect(normalizeValue(Number.NaN)).toBeNull();
    expect(normalizeValue(Number.POSITIVE_INFINITY)).toBeNull();
    expect(normalizeValue(undefined)).toBeNull();
  });

  it('normalises nested arrays and plain objects member by member', () => {
    expect(normalizeValue([1n, { a: 2n, b: [Buffer.from([1])] }])).toEqual([1, { a: 2, b: ['AQ=='] }]);
    class Custom {
      toString() {
        return 'custom';
      }
    }
    expect(normalizeValue(new Custom())).toBe('custom');
  });

  it('zips rows with de-duplicated column names', () => {
    const names = dedupeColumnNames(['a', 'a', 'b', 'a', 'a__1']);
    expect(names).toEqual(['a', 'a__1', 'b', 'a__2', 'a__1__1']);
    expect(rowFromArray(['x', 'y'], [1n, 'z'])).toEqual({ x: 1, y: 'z' });
  });
});
