import { getTimeFormatter } from './time-format';

const at = (...parts: [number, number, number?, number?, number?, number?, number?]) => Date.UTC(...parts);

describe('getTimeFormatter', () => {
  it('applies d3 time formats in UTC, including the offered ones', () => {
    const moment = at(2019, 0, 14, 1, 32, 10);
    expect(getTimeFormatter('%d/%m/%Y')(moment)).toBe('14/01/2019');
    expect(getTimeFormatter('%m/%d/%Y')(moment)).toBe('01/14/2019');
    expect(getTimeFormatter('%d.%m.%Y')(moment)).toBe('14.01.2019');
    expect(getTimeFormatter('%Y-%m-%d')(moment)).toBe('2019-01-14');
    expect(getTimeFormatter('%Y-%m-%d %H:%M:%S')(moment)).toBe('2019-01-14 01:32:10');
    expect(getTimeFormatter('%d-%m-%Y %H:%M:%S')(new Date(moment))).toBe('14-01-2019 01:32:10');
  });

  it('adapts smart dates to the coarsest unit each timestamp is not aligned to', () => {
    const smart = getTimeFormatter('smart_date');
    expect(smart(at(2020, 0, 1))).toBe('2020');
    expect(smart(at(2020, 4, 1))).toBe('May');
    expect(smart(at(2020, 4, 3))).toBe('May 03');
    expect(smart(at(2020, 4, 5))).toBe('Tue 05');
    expect(smart(at(2020, 4, 5, 13))).toBe('01 PM');
    expect(smart(at(2020, 4, 5, 13, 7))).toBe('01:07');
    expect(smart(at(2020, 4, 5, 13, 7, 9))).toBe(':09s');
    expect(smart(at(2020, 4, 5, 13, 7, 9, 250))).toBe('.250ms');
  });

  it('labels smart dates by the time grain when one is known', () => {
    const moment = at(2020, 6, 15, 10, 30);
    expect(getTimeFormatter('smart_date', 'P1M')(moment)).toBe('Jul 2020');
    expect(getTimeFormatter(undefined, 'P3M')(moment)).toBe('2020 Q3');
    expect(getTimeFormatter(undefined, 'PT1H')(moment)).toBe('2020-07-15 10:00');
    expect(getTimeFormatter(undefined, 'P1D')(moment)).toBe('2020-07-15');
    expect(getTimeFormatter(undefined, 'P1Y')(moment)).toBe('2020');
  });

  it('prints missing and invalid values as N/A', () => {
    expect(getTimeFormatter('%Y')(null)).toBe('N/A');
    expect(getTimeFormatter('%Y')(Number.NaN)).toBe('N/A');
  });
});
