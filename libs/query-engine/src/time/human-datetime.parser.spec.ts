import { parseHumanDatetime, parseIsoDatetime } from './human-datetime.parser';

const now = new Date('2016-11-07T09:30:10.250Z');
const read = (text: string): string => parseHumanDatetime(text, now).toISOString();

describe('parseHumanDatetime', () => {
  it.each([
    ['now', '2016-11-07T09:30:10.250Z'],
    ['NOW', '2016-11-07T09:30:10.250Z'],
    ['today', '2016-11-07T00:00:00.000Z'],
    ['yesterday', '2016-11-06T00:00:00.000Z'],
    ['tomorrow', '2016-11-08T00:00:00.000Z'],
    ['7 days ago', '2016-10-31T00:00:00.000Z'],
    ['1 month ago', '2016-10-07T00:00:00.000Z'],
    ['2 quarters ago', '2016-05-07T00:00:00.000Z'],
    ['3 hours ago', '2016-11-07T06:30:10.250Z'],
    ['90 seconds later', '2016-11-07T09:31:40.250Z'],
    ['1 year from now', '2017-11-07T00:00:00.000Z'],
    ['2018', '2018-01-01T00:00:00.000Z'],
    ['2018-03', '2018-03-01T00:00:00.000Z'],
    ['2018-03-15', '2018-03-15T00:00:00.000Z'],
    ['2018/03/15', '2018-03-15T00:00:00.000Z'],
    ['2018-03-15 10:20', '2018-03-15T10:20:00.000Z'],
    ['2018-03-15T10:20:30', '2018-03-15T10:20:30.000Z'],
    ['2018-03-15T10:20:30.123456', '2018-03-15T10:20:30.123Z'],
    ['2018-03-15T10:20:30Z', '2018-03-15T10:20:30.000Z'],
    ['2018-03-15T10:20:30+02:00', '2018-03-15T08:20:30.000Z'],
    ['2018-03-15T10:20:30-0130', '2018-03-15T11:50:30.000Z'],
    ['  2018-03-15  ', '2018-03-15T00:00:00.000Z'],
  ])('reads "%s"', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('rejects a bare amount as ambiguous', () => {
    expect(() => read('3 weeks')).toThrow('Time string is ambiguous. Please specify [3 weeks ago] or [3 weeks later].');
  });

  it.each(['2018-13-01', '2018-02-29', '2018-01-01T24:00', 'next tuesday', "'; DROP TABLE x; --"])('rejects "%s"', (text) => {
    expect(() => read(text)).toThrow(`Cannot parse time string [${text}]`);
  });

  it('accepts Feb 29 of a leap year only', () => {
    expect(parseIsoDatetime('2020-02-29')?.toISOString()).toBe('2020-02-29T00:00:00.000Z');
    expect(parseIsoDatetime('2019-02-29')).toBeNull();
  });
});
