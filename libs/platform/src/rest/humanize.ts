const UNITS: [limitSeconds: number, unitSeconds: number, singular: string, plural: string][] = [
  [45, 1, 'a few seconds', ''],
  [90, 60, 'a minute', ''],
  [45 * 60, 60, '', 'minutes'],
  [90 * 60, 3600, 'an hour', ''],
  [22 * 3600, 3600, '', 'hours'],
  [36 * 3600, 86400, 'a day', ''],
  [26 * 86400, 86400, '', 'days'],
  [45 * 86400, 30 * 86400, 'a month', ''],
  [320 * 86400, 30 * 86400, '', 'months'],
  [548 * 86400, 365 * 86400, 'a year', ''],
  [Infinity, 365 * 86400, '', 'years'],
];

/** `changed_on_delta_humanized`-style text: '5 minutes ago', 'a day ago', 'in 2 hours'. */
export function humanizeDelta(date: Date | null | undefined, now: Date = new Date()): string {
  if (!date) return '';
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const magnitude = Math.abs(seconds);
  for (const [limit, unit, singular, plural] of UNITS) {
    if (magnitude < limit) {
      const text = singular || `${Math.round(magnitude / unit)} ${plural}`;
      return seconds >= 0 ? `${text} ago` : `in ${text}`;
    }
  }
  return '';
}
