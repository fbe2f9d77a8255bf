import { humanizeDelta } from './humanize';

describe('humanizeDelta', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  const ago = (seconds: number) => humanizeDelta(new Date(now.getTime() - seconds * 1000), now);

  it.each([
    [10, 'a few seconds ago'],
    [60, 'a minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, 'an hour ago'],
    [3 * 3600, '3 hours ago'],
    [86400, 'a day ago'],
    [3 * 86400, '3 days ago'],
    [40 * 86400, 'a month ago'],
    [100 * 86400, '3 months ago'],
    [400 * 86400, 'a year ago'],
    [3 * 365 * 86400, '3 years ago'],
    [-2 * 3600, 'in 2 hours'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it('is empty for a missing date', () => {
    expect(humanizeDelta(null)).toBe('');
  });
});
