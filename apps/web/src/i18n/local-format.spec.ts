import { formatCount, formatDateTime } from './local-format';
import { setLocale } from './translate';

describe('numbers and dates in the user’s language', () => {
  afterEach(() => setLocale('en'));

  it('groups digits the way the active language does', () => {
    expect(formatCount(1000)).toBe('1,000');
    setLocale('de');
    expect(formatCount(1000)).toBe('1.000');
    setLocale('pt_BR');
    expect(formatCount(100000)).toBe('100.000');
  });

  it('writes dates and times the way the active language does', () => {
    const date = new Date(2020, 0, 15, 13, 5);
    expect(formatDateTime(date)).toBe('1/15/2020, 1:05:00 PM');
    setLocale('de');
    expect(formatDateTime(date)).toBe('15.1.2020, 13:05:00');
  });
});
