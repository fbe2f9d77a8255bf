import type { ErrorPayload } from '../errors/tessera-error';

/** What a request handler sends back on the wire. */
export type BusReply<T = unknown> = { ok: true; data: T } | { ok: false; error: ErrorPayload };
