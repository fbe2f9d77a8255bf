import { applyLocale } from './apply-locale';
import { cronInWords } from './cron-words';

describe('cronInWords: schedules in the user’s language', () => {
  afterEach(() => applyLocale('en'));

  it('says the usual shapes in English and gives up on the others', () => {
    expect(cronInWords('* * * * *')).toBe('Every minute');
    expect(cronInWords('*/5 * * * *')).toBe('Every 5 minutes');
    expect(cronInWords('0 * * * *')).toBe('Every hour');
    expect(cronInWords('15 * * * *')).toBe('Every hour, 15 minutes past the hour');
    expect(cronInWords('0 8 * * *')).toBe('Every day at 08:00 AM');
    expect(cronInWords('30 9 * * 1-5')).toBe('Every week on Monday, Tuesday, Wednesday, Thursday, and Friday at 09:30 AM');
    expect(cronInWords('0 8 * * 0')).toBe('Every week on Sunday at 08:00 AM');
    expect(cronInWords('0 0 1,15 * *')).toBe('Every month on day 1 and 15 at 12:00 AM');
    expect(cronInWords('0 0 1 1 *')).toBe('Every year on January 1 at 12:00 AM');
    expect(cronInWords('0 8 * * MON')).toBeNull();
    expect(cronInWords('0 8 1 * 1')).toBeNull();
    expect(cronInWords('0 8 * *')).toBeNull();
  });

  it('says them in French, names and times written by Intl', async () => {
    await applyLocale('fr');
    expect(cronInWords('* * * * *')).toBe('Toutes les minutes');
    expect(cronInWords('*/5 * * * *')).toBe('Toutes les 5 minutes');
    expect(cronInWords('0 8 * * *')).toBe('Tous les jours à 08:00');
    expect(cronInWords('0 8 * * 1,5')).toBe('Chaque semaine, le lundi et vendredi, à 08:00');
    expect(cronInWords('0 0 1 1 *')).toBe('Chaque année, le 1 janvier, à 00:00');
  });

  it('says them in Japanese', async () => {
    await applyLocale('ja');
    expect(cronInWords('*/5 * * * *')).toBe('5 分ごと');
    expect(cronInWords('0 8 * * *')).toBe('毎日 08:00');
    expect(cronInWords('0 8 * * 1,5')).toBe('毎週 月曜日、金曜日 08:00');
    expect(cronInWords('0 0 1,15 * *')).toBe('毎月 1、15 日 00:00');
  });
});
