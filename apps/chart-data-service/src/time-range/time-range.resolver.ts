import { badRequest, TesseraError, type ResolvedTimeRange, type TimeRangeQuery } from '@tessera/contracts';
import { parseTimeRange } from '@tessera/query-engine';
import { localisedMessage, serverText } from '@tessera/platform';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Python's `datetime.isoformat()` of a naive UTC datetime: seconds, plus microseconds only when there are any. */
export function isoWithoutZone(date: Date): string {
  const base = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const millis = date.getUTCMilliseconds();
  return millis ? `${base}.${pad(millis * 1000, 6)}` : base;
}

/**
 * Superset's `/api/v1/time_range/`: each range as `get_since_until` reads it, with the anchors chart
 * queries use by default (`today` at both relative ends). Superset's `now` has whole seconds.
 */
export function resolveTimeRanges(ranges: TimeRangeQuery[], now: Date): ResolvedTimeRange[] {
  const current = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return ranges.map(({ timeRange, shift }) => {
    try {
      const bounds = parseTimeRange(timeRange, { now: current, relativeStart: 'today', relativeEnd: 'today', timeShift: shift });
      return {
        since: bounds.since ? isoWithoutZone(bounds.since) : '',
        until: bounds.until ? isoWithoutZone(bounds.until) : '',
        timeRange,
        ...(shift !== undefined ? { shift } : {}),
      };
    } catch (error) {
      if (error instanceof TesseraError) throw badRequest(serverText('Unexpected time range: %s', localisedMessage(error)));
      throw error;
    }
  });
}
