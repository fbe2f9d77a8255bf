import { PG_TYPE_PARSERS, pgTypeDisplayName } from './postgresql.types';

describe('PostgreSQL types', () => {
  it('spells format_type output the way Superset shows SQLAlchemy types', () => {
    expect(pgTypeDisplayName('character varying(255)')).toBe('VARCHAR(255)');
    expect(pgTypeDisplayName('character(2)')).toBe('CHAR(2)');
    expect(pgTypeDisplayName('numeric(10,2)')).toBe('NUMERIC(10, 2)');
    expect(pgTypeDisplayName('timestamp without time zone')).toBe('TIMESTAMP WITHOUT TIME ZONE');
    expect(pgTypeDisplayName('integer[]')).toBe('INTEGER[]');
    expect(pgTypeDisplayName('"MyEnum"')).toBe('"MyEnum"');
  });

  it('parses wall-clock values as UTC and wide numbers without losing digits', () => {
    const parse = (oid: number, text: string) =>
      (PG_TYPE_PARSERS.getTypeParser as (oid: number, format?: string) => (v: string) => unknown)(oid, 'text')(text);
    expect(parse(1114, '2024-03-01 10:20:30.5')).toEqual(new Date('2024-03-01T10:20:30.500Z'));
    expect(parse(1082, '2024-03-01')).toEqual(new Date('2024-03-01T00:00:00Z'));
    expect(parse(1114, 'infinity')).toBe('infinity');
    expect(parse(20, '42')).toBe(42);
    expect(parse(20, '9223372036854775807')).toBe('9223372036854775807');
    expect(parse(1700, '12.50')).toBe(12.5);
    expect(parse(23, '7')).toBe(7);
  });
});
