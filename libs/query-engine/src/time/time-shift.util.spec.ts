import { invertTimeShift, parseTimeShift, shiftDate } from './time-shift.util';

const at = (text: string): Date => new Date(text);

describe('parseTimeShift', () => {
  it.each([
    ['1 day ago', -1, 'day'],
    ['1 week ago', -1, 'week'],
    ['28 days ago', -28, 'day'],
    ['30 days ago', -30, 'day'],
    ['52 weeks ago', -52, 'week'],
    ['1 year ago', -1, 'year'],
    ['104 weeks ago', -104, 'week'],
    ['2 years ago', -2, 'year'],
    ['156 weeks ago', -156, 'week'],
    ['3 years ago', -3, 'year'],
    ['1 week', -1, 'week'],
    ['1 Year', -1, 'year'],
    ['2 quarters ago', -2, 'quarter'],
    ['3 hours later', 3, 'hour'],
    ['1 month from now', 1, 'month'],
  ])('reads "%s"', (text, amount, unit) => {
    expect(parseTimeShift(text)).toEqual({ amount, unit });
  });

  it.each(['', 'yesterday', '1 fortnight ago', 'one year ago', '-1 year', '1.5 days ago'])('rejects "%s"', (text) => {
    expect(() => parseTimeShift(text)).toThrow(`Cannot parse time shift [${text.trim()}]`);
  });
});

describe('shiftDate', () => {
  const base = at('2020-03-31T10:15:00Z');

  it.each([
    ['1 day ago', '2020-03-30T10:15:00.000Z'],
    ['1 week ago', '2020-03-24T10:15:00.000Z'],
    ['28 days ago', '2020-03-03T10:15:00.000Z'],
    ['30 days ago', '2020-03-01T10:15:00.000Z'],
    ['52 weeks ago', '2019-04-02T10:15:00.000Z'],
    ['1 year ago', '2019-03-31T10:15:00.000Z'],
    ['104 weeks ago', '2018-04-03T10:15:00.000Z'],
    ['2 years ago', '2018-03-31T10:15:00.000Z'],
    ['156 weeks ago', '2017-04-04T10:15:00.000Z'],
    ['3 years ago', '2017-03-31T10:15:00.000Z'],
    ['1 month ago', '2020-02-29T10:15:00.000Z'],
    ['1 quarter ago', '2019-12-31T10:15:00.000Z'],
    ['11 months later', '2021-02-28T10:15:00.000Z'],
  ])('moves %s on the calendar', (shift, expected) => {
    expect(shiftDate(base, shift).toISOString()).toBe(expected);
  });

  it('clamps a leap day to Feb 28 a year back', () => {
    expect(shiftDate(at('2020-02-29T00:00:00Z'), '1 year ago').toISOString()).toBe('2019-02-28T00:00:00.000Z');
  });

  it('accepts a parsed shift and undoes it with invertTimeShift', () => {
    const shifted = shiftDate(base, { amount: -7, unit: 'day' });
    expect(shifted.toISOString()).toBe('2020-03-24T10:15:00.000Z');
    expect(shiftDate(shifted, invertTimeShift('1 week ago')).toISOString()).toBe(base.toISOString());
  });
});
