import { formatTimestamp, strftime } from './strftime.formatter';

const date = new Date('2021-03-07T15:04:05.123Z');

describe('strftime', () => {
  it.each([
    ['%Y-%m-%d', '2021-03-07'],
    ['%Y%m%d %H%M%S', '20210307 150405'],
    ['%d/%m/%y %I:%M %p', '07/03/21 03:04 PM'],
    ['%b %B %a %A %j %w', 'Mar March Sun Sunday 066 0'],
    ['%H:%M:%S.%f%z %Z', '15:04:05.123000+0000 UTC'],
    ['100%% %Q', '100% %Q'],
  ])('formats %s', (format, expected) => {
    expect(strftime(date, format)).toBe(expected);
  });

  it('formats timestamps as Python isoformat with a space', () => {
    expect(formatTimestamp(date)).toBe('2021-03-07 15:04:05.123000');
  });
});
