import { badRequest, type TimeRangeQuery } from '@tessera/contracts';
import { decodeQueryParam } from '../../rest/rison-query';

const EXPECTED = "Not a valid rison argument: q must be a time range like 'Last week', or a list of them";

function rangeItem(item: unknown): TimeRangeQuery {
  if (typeof item === 'string') return { timeRange: item };
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const { timeRange, shift } = item as Record<string, unknown>;
    if (typeof timeRange === 'string' && (shift === undefined || shift === null || typeof shift === 'string')) {
      return shift ? { timeRange, shift } : { timeRange };
    }
  }
  throw badRequest(EXPECTED);
}

/** Superset's `get_time_range_schema`: a time range string, or a list of strings or `(timeRange:…,shift:…)` objects. */
export function parseTimeRangeQuery(q: unknown): TimeRangeQuery[] {
  if (q === undefined || q === '') throw badRequest(EXPECTED);
  const value = decodeQueryParam(q);
  if (typeof value === 'string') return [{ timeRange: value }];
  if (!Array.isArray(value) || value.length === 0) throw badRequest(EXPECTED);
  return value.map(rangeItem);
}
