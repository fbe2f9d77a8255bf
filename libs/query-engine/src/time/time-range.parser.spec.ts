import { TesseraError } from '@tessera/contracts';
import { parseTimeRange, type TimeRangeOptions } from './time-range.parser';

// A Monday, as in Superset's own date parser tests.
const now = new Date('2016-11-07T09:30:10Z');
const utc = (text: string): Date => new Date(`${text}Z`);

function range(timeRange: string | undefined, options: Partial<TimeRangeOptions> = {}): [string | null, string | null] {
  const { since, until } = parseTimeRange(timeRange, { now, ...options });
  return [since?.toISOString() ?? null, until?.toISOString() ?? null];
}

const iso = (text: string): string => utc(text).toISOString();

describe('parseTimeRange', () => {
  it('has no bounds without a range or with "No filter"', () => {
    expect(range(undefined)).toEqual([null, null]);
    expect(range('')).toEqual([null, null]);
    expect(range('No filter')).toEqual([null, null]);
    expect(range('no filter')).toEqual([null, null]);
  });

  it.each([
    ['Last day', '2016-11-06T00:00:00', '2016-11-07T00:00:00'],
    ['Last week', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['Last month', '2016-10-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last quarter', '2016-08-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last year', '2015-11-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 5 months', '2016-06-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 1 month', '2016-10-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 7 days', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['Last 2 weeks', '2016-10-24T00:00:00', '2016-11-07T00:00:00'],
    ['Last 2 quarters', '2016-05-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 3 years', '2013-11-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 24 hours', '2016-11-06T09:30:10', '2016-11-07T09:30:10'],
    ['Last 30 minutes', '2016-11-07T09:00:10', '2016-11-07T09:30:10'],
    ['Last 10 seconds', '2016-11-07T09:30:00', '2016-11-07T09:30:10'],
    ['Next 5 months', '2016-11-07T00:00:00', '2017-04-07T00:00:00'],
    ['Next 1 month', '2016-11-07T00:00:00', '2016-12-07T00:00:00'],
    ['Next 3 days', '2016-11-07T00:00:00', '2016-11-10T00:00:00'],
    ['Next 2 hours', '2016-11-07T09:30:10', '2016-11-07T11:30:10'],
    ['previous calendar week', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['previous calendar month', '2016-10-01T00:00:00', '2016-11-01T00:00:00'],
    ['previous calendar quarter', '2016-07-01T00:00:00', '2016-10-01T00:00:00'],
    ['previous calendar year', '2015-01-01T00:00:00', '2016-01-01T00:00:00'],
    ['Current day', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['Current week', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['Current month', '2016-11-01T00:00:00', '2016-12-01T00:00:00'],
    ['Current quarter', '2016-10-01T00:00:00', '2017-01-01T00:00:00'],
    ['Current year', '2016-01-01T00:00:00', '2017-01-01T00:00:00'],
  ])('reads the named range %s', (text, since, until) => {
    expect(range(text)).toEqual([iso(since), iso(until)]);
  });

  it.each([
    ['2018-01-01T00:00:00 : 2018-12-31T23:59:59', '2018-01-01T00:00:00', '2018-12-31T23:59:59'],
    ['2018-01-01 : 2018-02-01', '2018-01-01T00:00:00', '2018-02-01T00:00:00'],
    ['yesterday : tomorrow', '2016-11-06T00:00:00', '2016-11-08T00:00:00'],
    ['today : now', '2016-11-07T00:00:00', '2016-11-07T09:30:10'],
    ['30 days ago : now', '2016-10-08T00:00:00', '2016-11-07T09:30:10'],
    ['1 hour ago : now', '2016-11-07T08:30:10', '2016-11-07T09:30:10'],
    ['today : 3 days later', '2016-11-07T00:00:00', '2016-11-10T00:00:00'],
    ['today : 2 weeks from now', '2016-11-07T00:00:00', '2016-11-21T00:00:00'],
    ['DATEADD(DATETIME("now"), -7, day) : now', '2016-10-31T09:30:10', '2016-11-07T09:30:10'],
    ['DATETIME("2016-01-01") : DATETIME("2016-02-01T12:00:00")', '2016-01-01T00:00:00', '2016-02-01T12:00:00'],
    ["DATETRUNC(DATETIME('today'), year) : LASTDAY(DATETIME('today'), month)", '2016-01-01T00:00:00', '2016-11-30T00:00:00'],
    ["dateadd(datetime('today'), -3, year) : datetrunc(datetime('now'), hour)", '2013-11-07T00:00:00', '2016-11-07T09:00:00'],
    ["DATEADD(DATETIME('today'), -1, QUARTER) : LASTDAY(DATETIME('today'), week)", '2016-08-07T00:00:00', '2016-11-13T00:00:00'],
    ['start of this month : end of this month', '2016-11-01T00:00:00', '2016-11-30T00:00:00'],
    ['start of last year : start of this year', '2015-01-01T00:00:00', '2016-01-01T00:00:00'],
    ['last 3 days : this day', '2016-11-04T00:00:00', '2016-11-07T00:00:00'],
  ])('reads "%s"', (text, since, until) => {
    expect(range(text)).toEqual([iso(since), iso(until)]);
  });

  it('leaves an empty side open', () => {
    expect(range('2016-01-01 : ')).toEqual([iso('2016-01-01T00:00:00'), null]);
    expect(range(' : now')).toEqual([null, iso('2016-11-07T09:30:10')]);
    expect(range(' : ')).toEqual([null, null]);
  });

  it('anchors shorthand ranges on relative_start and relative_end', () => {
    expect(range('Last day', { relativeStart: 'now', relativeEnd: 'now' })).toEqual([
      iso('2016-11-06T09:30:10'),
      iso('2016-11-07T09:30:10'),
    ]);
    expect(range('Last week', { relativeEnd: 'now' })).toEqual([iso('2016-10-31T00:00:00'), iso('2016-11-07T09:30:10')]);
    expect(range('Next 5 months', { relativeStart: 'now', relativeEnd: 'now' })).toEqual([
      iso('2016-11-07T09:30:10'),
      iso('2017-04-07T09:30:10'),
    ]);
    expect(range('Last 24 hours', { relativeStart: 'today', relativeEnd: 'today' })).toEqual([
      iso('2016-11-06T00:00:00'),
      iso('2016-11-07T00:00:00'),
    ]);
  });

  it('moves calendar units with month-end clamping', () => {
    const leap = new Date('2020-03-31T12:00:00Z');
    expect(parseTimeRange('Last month', { now: leap }).since?.toISOString()).toBe(iso('2020-02-29T00:00:00'));
    expect(parseTimeRange('Last year', { now: new Date('2020-02-29T00:00:00Z') }).since?.toISOString()).toBe(iso('2019-02-28T00:00:00'));
  });

  it('evaluates DATEDIFF as a DATEADD amount', () => {
    const text = "DATEADD(DATETIME('2016-01-01'), DATEDIFF(DATETIME('2016-01-01'), DATETIME('2016-01-11')), day) : now";
    expect(range(text)[0]).toBe(iso('2016-01-11T00:00:00'));
  });

  it('reads the legacy since and until fields', () => {
    expect(range(undefined, { since: '5 days' })).toEqual([iso('2016-11-02T00:00:00'), iso('2016-11-07T00:00:00')]);
    expect(range(undefined, { since: '5 days ago', until: 'tomorrow' })).toEqual([iso('2016-11-02T00:00:00'), iso('2016-11-08T00:00:00')]);
    expect(range(undefined, { until: '2016-12-01' })).toEqual([null, iso('2016-12-01T00:00:00')]);
  });

  it('applies a legacy time shift to both bounds', () => {
    expect(range('yesterday : tomorrow', { timeShift: '1 day' })).toEqual([iso('2016-11-05T00:00:00'), iso('2016-11-07T00:00:00')]);
    expect(range('Last week', { timeShift: '1 year ago' })).toEqual([iso('2015-10-31T00:00:00'), iso('2015-11-07T00:00:00')]);
  });

  it.each([
    ['tomorrow : yesterday', 'From date cannot be larger than to date'],
    ['foo : now', 'Cannot parse time string [foo]'],
    ['Last fortnight', 'Cannot parse time string [Last fortnight]'],
    ['5 days : now', 'Time string is ambiguous. Please specify [5 days ago] or [5 days later].'],
    ['2020-02-30 : now', 'Cannot parse time string [2020-02-30]'],
    ['sometime', 'Cannot parse time range [sometime]'],
    ["DATEADD(DATETIME('now'), x, day) : now", `expected int, found "x"`],
    ["DATETIME('now') junk : now", 'expected the end of the expression, found "junk"'],
    ["DATETRUNC(DATETIME('now'), days) : now", 'expected a time unit'],
    ["LASTDAY(DATETIME('now'), hour) : now", 'expected a time unit'],
    ["HOLIDAY('Christmas') : now", 'HOLIDAY() is not supported'],
    ['DATEADD(DATETIME("now"), -1, day : now', 'expected )'],
    ['2016-01-01 : 2017-01-01 : 2018-01-01', 'Cannot parse time string [2017-01-01 : 2018-01-01]'],
  ])('rejects "%s"', (text, message) => {
    let error: unknown;
    try {
      parseTimeRange(text, { now });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TesseraError);
    expect((error as TesseraError).code).toBe('BAD_REQUEST');
    expect((error as TesseraError).message).toContain(message);
    expect((error as TesseraError).fields).toEqual({ time_range: [(error as TesseraError).message] });
  });
});
