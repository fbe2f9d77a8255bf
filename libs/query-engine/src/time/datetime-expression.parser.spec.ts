import { evaluateDatetimeExpression } from './datetime-expression.parser';

const now = new Date('2016-11-07T09:30:10Z');
const evaluate = (text: string): string => evaluateDatetimeExpression(text, now).toISOString();

describe('evaluateDatetimeExpression', () => {
  it.each([
    ["datetime('now')", '2016-11-07T09:30:10.000Z'],
    ["DATETIME('today'  )", '2016-11-07T00:00:00.000Z'],
    ["dateadd(datetime('today'),1,year,)", '2017-11-07T00:00:00.000Z'],
    ["DATEADD(DATETIME('today'), 4, quarter)", '2017-11-07T00:00:00.000Z'],
    ["DATEADD(DATETIME('now'), -90, minute)", '2016-11-07T08:00:10.000Z'],
    ["DATEADD(DATETIME('now'), +1, second)", '2016-11-07T09:30:11.000Z'],
    ["DATETRUNC(DATETIME('2018-05-17T10:11:12'), quarter)", '2018-04-01T00:00:00.000Z'],
    ["DATETRUNC(DATETIME('2018-05-17T10:11:12'), minute)", '2018-05-17T10:11:00.000Z'],
    ["LASTDAY(DATETIME('2018-02-10'), month)", '2018-02-28T00:00:00.000Z'],
    ["LASTDAY(DATETIME('2018-05-17'), quarter)", '2018-06-30T00:00:00.000Z'],
    ["LASTDAY(DATETIME('2018-01-01T00:00:00'), year)", '2018-12-31T00:00:00.000Z'],
    ["LASTDAY(DATETRUNC(DATEADD(DATETIME('today'), -1, month), month), week)", '2016-10-02T00:00:00.000Z'],
    ["DATEADD(DATETIME('2018-01-01'), DATEDIFF(DATETIME('2016-05-01'), DATETIME('2018-03-01'), year), year)", '2020-01-01T00:00:00.000Z'],
    ['  DATETIME("2018-01-01")  ', '2018-01-01T00:00:00.000Z'],
  ])('evaluates %s', (text, expected) => {
    expect(evaluate(text)).toBe(expected);
  });

  it.each([
    ['DATETIME(now)', 'expected string, found "now"'],
    ["DATEADD(DATETIME('now'), 1, fortnight)", 'expected a time unit, found "fortnight"'],
    ["DATEDIFF(DATETIME('now'), DATETIME('now'))", 'expected DATETIME, DATEADD, DATETRUNC or LASTDAY, found "DATEDIFF"'],
    ["DATETIME('now') + 1", 'unexpected text at position 17'],
    ["DATETIME('now'", 'expected ), found the end'],
  ])('rejects %s', (text, message) => {
    expect(() => evaluate(text)).toThrow(message);
  });
});
