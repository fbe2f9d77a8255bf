import type { ApiSession } from '../testing/http-test-app';
import type { CallerKind, MatrixCaller } from './authorization-matrix.callers';
import type { MatrixRoute, ProbeCall } from './authorization-matrix.probes';
import type { Sacrifices } from './authorization-matrix.sacrifices';
import type { MatrixWorld } from './authorization-matrix.world';

/**
 * What a call's status says about authorization: `401` not authenticated, `403` refused, `404` let
 * past the route's rule but the object is not there for this caller (hidden from it, or an id that
 * does not exist on purpose), `ok` let through (a 400 or 422 was judged after the rule), `5xx` a
 * server error (always a failure), `not called` when the matrix does not know how to call the route.
 */
export type Outcome = '401' | '403' | '404' | 'ok' | '5xx' | 'not called';

/** What a row may expect. */
export type Expected = Exclude<Outcome, '5xx' | 'not called'>;

export function outcomeOf(status: number): Outcome {
  if (status >= 500) return '5xx';
  if (status === 401 || status === 403 || status === 404) return String(status) as Outcome;
  return 'ok';
}

/** One call's result. */
export interface Observation {
  route: string;
  caller: CallerKind;
  /** The caller's name (a kind can have several callers: a local user and a single-sign-on one). */
  name: string;
  path: string;
  status: number;
  outcome: Outcome;
  body: string;
}

async function send(client: ApiSession, method: string, call: ProbeCall): Promise<{ status: number; body: string }> {
  const init: RequestInit = { method, redirect: 'manual' };
  if (call.form) {
    init.headers = { 'content-type': 'application/x-www-form-urlencoded' };
    init.body = new URLSearchParams(call.form).toString();
  } else if (call.body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(call.body);
  }
  const response = await client.fetch(call.path, init);
  return { status: response.status, body: (await response.text()).slice(0, 300) };
}

/**
 * Calls every route once per caller, one call at a time, in the callers' order; callers of the same
 * kind next to each other meet the route in the same state of the world.
 */
export async function observeMatrix(
  routes: MatrixRoute[],
  callers: MatrixCaller[],
  world: MatrixWorld,
  fresh: Sacrifices,
): Promise<Observation[]> {
  const observations: Observation[] = [];
  for (const route of routes) {
    for (const { kind: caller, name, session } of callers) {
      let call: ProbeCall;
      try {
        call = await route.recipe({ world, fresh });
      } catch (error) {
        // A route nobody taught the matrix to call is a failure of its own, not a reason to stop.
        observations.push({ route: route.key, caller, name, path: '', status: 0, outcome: 'not called', body: String(error) });
        continue;
      }
      const { status, body } = await send(session, route.method, call);
      observations.push({ route: route.key, caller, name, path: call.path, status, outcome: outcomeOf(status), body });
    }
  }
  return observations;
}
