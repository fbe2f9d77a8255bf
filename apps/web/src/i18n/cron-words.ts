import { toLanguageTag } from './locales';
import { getLocale, t, tn } from './translate';

/** A plain number field: `5`, `1,15`, `1-5` (ranges expanded), nothing fancier. */
function valuesOf(field: string, min: number, max: number): number[] | null {
  if (!/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(field)) return null;
  const values: number[] = [];
  for (const part of field.split(',')) {
    const [from, to = from] = part.split('-').map(Number);
    if (from < min || to > max || to < from) return null;
    for (let value = from; value <= to; value += 1) values.push(value);
  }
  return values;
}

function single(field: string, min: number, max: number): number | null {
  const values = valuesOf(field, min, max);
  return values?.length === 1 ? values[0] : null;
}

/** Names and times are made with Intl for the locale; the sentence around them is a translated whole phrase. */
function writer(tag: string) {
  const list = (items: string[]) => new Intl.ListFormat(tag, { type: 'conjunction' }).format(items);
  // A fixed Sunday (2023-01-01) and January give names by number; UTC so that no zone moves them.
  const day = new Date(Date.UTC(2023, 0, 1));
  return {
    list,
    time: (hour: number, minute: number) =>
      new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1, hour, minute)),
    weekdays: (days: number[]) =>
      list(
        days.map((d) => new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(day.getTime() + (d % 7) * 86_400_000)),
      ),
    monthDays: (days: number[]) => list(days.map((d) => d.toLocaleString(tag))),
    dayOfYear: (month: number, dayOfMonth: number) =>
      new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2023, month - 1, dayOfMonth)),
  };
}

/**
 * A five-field cron expression in words in the user's language ('Every day at 08:00', 'Tous les lundis
 * et vendredis…'), for the shapes schedules are made of; null for anything else (the expression itself
 * is then shown). Times are read in the schedule's own time zone, so they are written as given.
 */
export function cronInWords(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields;
  const write = writer(toLanguageTag(getLocale()));
  const everyDay = dayOfMonth === '*' && month === '*' && dayOfWeek === '*';

  if (hour === '*' && everyDay) {
    if (minute === '*') return t('Every minute');
    const step = /^\*\/(\d+)$/.exec(minute);
    if (step && Number(step[1]) >= 1 && Number(step[1]) < 60)
      return tn('Every %s minute', 'Every %s minutes', Number(step[1]), Number(step[1]));
    const at = single(minute, 0, 59);
    if (at === 0) return t('Every hour');
    if (at !== null) return tn('Every hour, %s minute past the hour', 'Every hour, %s minutes past the hour', at, at);
    return null;
  }

  const m = single(minute, 0, 59);
  const h = single(hour, 0, 23);
  if (m === null || h === null) return null;
  const time = write.time(h, m);
  if (everyDay) return t('Every day at %s', time);
  if (dayOfMonth === '*' && month === '*') {
    const days = valuesOf(dayOfWeek, 0, 7);
    return days ? t('Every week on %s at %s', write.weekdays(days), time) : null;
  }
  if (dayOfWeek !== '*') return null;
  const days = valuesOf(dayOfMonth, 1, 31);
  if (!days) return null;
  if (month === '*') return t('Every month on day %s at %s', write.monthDays(days), time);
  const onlyMonth = single(month, 1, 12);
  return onlyMonth !== null && days.length === 1 ? t('Every year on %s at %s', write.dayOfYear(onlyMonth, days[0]), time) : null;
}
