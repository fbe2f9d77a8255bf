/** The body of a `202 Accepted` answer: the job whose event will carry the result. */
export interface AsyncJob {
  job_id: string;
  channel_id?: string;
  status?: string;
  result_url?: string | null;
}

/** One event of the caller's async channel (`GET /api/v1/async_event/` or a `/ws` text frame). */
export interface AsyncEvent {
  id: string;
  job_id: string;
  status: 'pending' | 'running' | 'done' | 'error' | string;
  result_url: string | null;
  errors?: { message?: string; error_type?: string | null }[];
}

/** How events reach the page (Superset's GLOBAL_ASYNC_QUERIES_TRANSPORT). */
export type AsyncTransport = 'polling' | 'ws';

/** The part of the browser WebSocket the client uses, so tests can hand in a fake. */
export interface SocketLike {
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

/** The part of Storage the client uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** A `POST /api/v1/chart/data` body that is a job (202) rather than results (200). */
export function isAsyncJob(body: unknown): body is AsyncJob {
  return typeof body === 'object' && body !== null && typeof (body as AsyncJob).job_id === 'string';
}
