import { applyLocale } from '../../../../i18n';
import { resolvedRangeLabel } from './resolved-range-label';

describe('resolvedRangeLabel: the actual time range in the user’s language', () => {
  afterEach(() => applyLocale('en'));
  // ICU versions differ on the space before AM/PM (a narrow no-break one in newer ones).
  const label = (range: { since: string; until: string }) => resolvedRangeLabel(range).replace(/\u202f/g, ' ');

  const week = { since: '2024-06-01T00:00:00', until: '2024-06-08T00:00:00' };
  const untilNow = { since: '2020-01-01T00:00:00', until: '2024-06-08T13:45:10' };

  it('writes dates at midnight as bare dates and others with their time, in English', () => {
    expect(resolvedRangeLabel(week)).toBe('Jun 1, 2024 ≤ col < Jun 8, 2024');
    expect(label({ since: '2024-06-08T09:30:00', until: '' })).toBe('Jun 8, 2024, 9:30 AM ≤ col < ∞');
    expect(resolvedRangeLabel({ since: '', until: '' })).toBe('-∞ ≤ col < ∞');
  });

  it('writes them the French way', async () => {
    await applyLocale('fr');
    expect(resolvedRangeLabel(week)).toBe('1 juin 2024 ≤ col < 8 juin 2024');
    expect(resolvedRangeLabel(untilNow)).toBe('1 janv. 2020 ≤ col < 8 juin 2024, 13:45:10');
  });

  it('writes them the Japanese way', async () => {
    await applyLocale('ja');
    expect(resolvedRangeLabel(week)).toBe('2024/06/01 ≤ col < 2024/06/08');
    expect(resolvedRangeLabel(untilNow)).toBe('2020/01/01 ≤ col < 2024/06/08 13:45:10');
  });

  it('keeps wall-clock time whatever the browser’s zone (the server’s datetimes carry none)', () => {
    expect(resolvedRangeLabel({ since: '2024-12-31T23:30:00', until: '' })).toMatch(/^Dec 31, 2024/);
  });
});
