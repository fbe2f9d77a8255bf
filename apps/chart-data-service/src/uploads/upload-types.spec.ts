import { duckdbCastOfDtype, targetType, toTargetValue, uploadTypeOfDuckdb } from './upload-types';

describe('upload column types', () => {
  it('reduces DuckDB inferred types to portable ones and maps them per engine', () => {
    expect(['BIGINT', 'DECIMAL(18,3)', 'BOOLEAN', 'DATE', 'TIMESTAMP WITH TIME ZONE', 'VARCHAR', 'TIME'].map(uploadTypeOfDuckdb)).toEqual([
      'integer',
      'float',
      'boolean',
      'date',
      'timestamp',
      'text',
      'text',
    ]);
    expect(targetType('postgresql', 'float')).toBe('DOUBLE PRECISION');
    expect(targetType('mysql', 'timestamp')).toBe('DATETIME(6)');
    expect(targetType('duckdb', 'text')).toBe('VARCHAR');
  });

  it('reads pandas dtype names', () => {
    expect(['int64', 'float32', 'bool', 'datetime64[ns]', 'str', 'category'].map(duckdbCastOfDtype)).toEqual([
      'BIGINT',
      'DOUBLE',
      'BOOLEAN',
      'TIMESTAMP',
      'VARCHAR',
      null,
    ]);
  });

  it('writes dates without a zone and big integers as text', () => {
    const moment = new Date(Date.UTC(2024, 1, 29, 13, 5, 9, 120));
    expect(toTargetValue(moment, 'timestamp')).toBe('2024-02-29 13:05:09.120');
    expect(toTargetValue(moment, 'date')).toBe('2024-02-29');
    expect(toTargetValue(12345678901234567890n, 'integer')).toBe('12345678901234567890');
    expect(toTargetValue(undefined, 'text')).toBeNull();
  });
});
