import { badRequest, type LogEntry, parseBoundedJson } from '@tessera/contracts';
import { parseOptionalId } from '../../http/id-param.pipe';
import { serverText } from '@tessera/platform';

/** Superset caps a beacon batch; more than this in one request is a client bug, not a burst. */
export const MAX_BEACON_EVENTS = 1024;

export interface BeaconTarget {
  userId: number | null;
  dashboardId?: number;
  sliceId?: number;
}

/** Reads `dashboard_id` / `slice_id` from the beacon's query string. */
export function beaconTarget(query: Record<string, unknown>, userId: number | null): BeaconTarget {
  return { userId, dashboardId: parseOptionalId(query.dashboard_id, 'dashboard_id'), sliceId: parseOptionalId(query.slice_id, 'slice_id') };
}

/**
 * Turns the `events` form field of `POST /superset/log/?explode=events` into one log row per element,
 * as Superset does: `action` is `log` and `json` holds the element itself.
 */
export function beaconEntries(eventsField: unknown, target: BeaconTarget, now = Date.now()): LogEntry[] {
  if (eventsField === undefined || eventsField === null || eventsField === '') return [];
  if (typeof eventsField !== 'string') throw badRequest(serverText('events must be a JSON array given once'));
  let events: unknown;
  try {
    events = parseBoundedJson(eventsField);
  } catch {
    throw badRequest(serverText('events is not valid JSON'));
  }
  const list = Array.isArray(events) ? events : [events];
  if (list.length > MAX_BEACON_EVENTS) throw badRequest(serverText('At most %s events can be logged at once', MAX_BEACON_EVENTS));
  return list.map((event) => {
    if (typeof event !== 'object' || event === null || Array.isArray(event))
      throw badRequest(serverText('Each logged event must be a JSON object'));
    const json = event as Record<string, unknown>;
    const ts = typeof json.ts === 'number' && Number.isFinite(json.ts) ? Math.trunc(json.ts) : now;
    const durationMs = typeof json.duration === 'number' && Number.isFinite(json.duration) ? Math.trunc(json.duration) : null;
    return {
      action: 'log',
      userId: target.userId,
      dashboardId: target.dashboardId ?? null,
      sliceId: target.sliceId ?? null,
      durationMs,
      referrer: null,
      json,
      dttm: ts,
    };
  });
}
