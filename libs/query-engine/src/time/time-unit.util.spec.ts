import { addUnits, lastDayOf, parseTimeUnit, truncateTo } from './time-unit.util';

// A Thursday.
const date = new Date('2021-08-19T15:42:07.500Z');
const iso = (value: Date): string => value.toISOString();

describe('time units', () => {
  it('reads singular and plural unit names in any case', () => {
    expect(parseTimeUnit('Days')).toBe('day');
    expect(parseTimeUnit('QUARTER')).toBe('quarter');
    expect(parseTimeUnit('fortnight')).toBeNull();
  });

  it.each([
    ['year', '2021-01-01T00:00:00.000Z'],
    ['quarter', '2021-07-01T00:00:00.000Z'],
    ['month', '2021-08-01T00:00:00.000Z'],
    ['week', '2021-08-16T00:00:00.000Z'],
    ['day', '2021-08-19T00:00:00.000Z'],
    ['hour', '2021-08-19T15:00:00.000Z'],
    ['minute', '2021-08-19T15:42:00.000Z'],
    ['second', '2021-08-19T15:42:07.000Z'],
  ] as const)('truncates to the %s', (unit, expected) => {
    expect(iso(truncateTo(date, unit))).toBe(expected);
  });

  it.each([
    ['year', '2021-12-31T00:00:00.000Z'],
    ['quarter', '2021-09-30T00:00:00.000Z'],
    ['month', '2021-08-31T00:00:00.000Z'],
    ['week', '2021-08-22T00:00:00.000Z'],
    ['day', '2021-08-19T00:00:00.000Z'],
  ] as const)('finds the last day of the %s', (unit, expected) => {
    expect(iso(lastDayOf(date, unit))).toBe(expected);
  });

  it('truncates a Sunday to the Monday before it', () => {
    expect(iso(truncateTo(new Date('2021-08-22T23:00:00Z'), 'week'))).toBe('2021-08-16T00:00:00.000Z');
  });

  it('adds calendar months across year ends and clamps the day', () => {
    expect(iso(addUnits(new Date('2021-01-31T06:00:00Z'), 1, 'month'))).toBe('2021-02-28T06:00:00.000Z');
    expect(iso(addUnits(new Date('2021-11-30T00:00:00Z'), 5, 'quarter'))).toBe('2023-02-28T00:00:00.000Z');
    expect(iso(addUnits(new Date('2021-01-15T00:00:00Z'), -13, 'month'))).toBe('2019-12-15T00:00:00.000Z');
    expect(iso(addUnits(date, -2, 'week'))).toBe('2021-08-05T15:42:07.500Z');
  });
});
