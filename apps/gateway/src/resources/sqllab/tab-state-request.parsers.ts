import { badRequest, TAB_STATE_CHANGE_FIELDS, parseBoundedJson } from '@tessera/contracts';
import type { Request } from 'express';
import { serverText } from '@tessera/platform';

/**
 * The editor posts tab state as a form whose every value is JSON-encoded (`sql="\"select 1\""`),
 * urlencoded or multipart (SupersetClient's `postPayload`); JSON clients send plain values. Both
 * end up as plain values here.
 */
export function isFormPost(request: Request): boolean {
  return typeof request.is(['application/x-www-form-urlencoded', 'multipart/form-data']) === 'string';
}

function decoded(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return parseBoundedJson(value);
  } catch {
    throw badRequest(serverText('%s is not valid JSON', name));
  }
}

function body(request: Request): Record<string, unknown> {
  const value: unknown = request.body;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A form field decoded from JSON, or a JSON body's field as it is. */
export function fieldOf(request: Request, name: string): unknown {
  const value = body(request)[name];
  return isFormPost(request) ? decoded(value, name) : value;
}

/** An object field, given as an object or as JSON text (both shapes occur for `queryEditor` and `table`). */
export function objectFieldOf(request: Request, name: string): Record<string, unknown> {
  let value = fieldOf(request, name);
  if (typeof value === 'string') value = decoded(value, name);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest(serverText('%s must be a JSON object', name));
  return value as Record<string, unknown>;
}

/** The changes of `PUT /tabstateview/{id}`: only the fields a tab has; `extra_json` may arrive encoded twice. */
export function tabStateChangesOf(request: Request): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const name of TAB_STATE_CHANGE_FIELDS) {
    if (!(name in body(request))) continue;
    let value = fieldOf(request, name);
    if (name === 'extra_json' && typeof value === 'string') value = decoded(value, name);
    if (name === 'latest_query_id' && typeof value === 'number') value = String(value);
    changes[name] = value;
  }
  return changes;
}
