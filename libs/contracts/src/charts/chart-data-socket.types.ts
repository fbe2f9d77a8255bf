/**
 * The dashboard's chart-data channel: one websocket per page carries every chart query of a
 * dashboard, so a 40-chart dashboard is not serialised by the browser's six connections per host,
 * and each query can be cancelled on its own (the gateway aborts its bus call, the service its
 * database query). JSON text frames; `id` is chosen by the client and unique per socket.
 */
export const CHART_DATA_SOCKET_PATH = '/ws/chart-data';

/** Queries one socket may have running at once; more are answered 429 at once. */
export const CHART_DATA_SOCKET_MAX_IN_FLIGHT = 200;

/** Largest frame the gateway reads (a query context with long custom SQL fits many times). */
export const CHART_DATA_SOCKET_MAX_FRAME_BYTES = 2 * 1024 * 1024;

/** Client → gateway. */
export type ChartDataSocketRequest =
  /** Embedded pages authenticate later queries with the guest token the host page handed over. */
  | { type: 'auth'; guest_token: string | null }
  /** A `POST /api/v1/chart/data` body (JSON results only; files are downloaded over HTTP). */
  | { type: 'query'; id: string; query_context: Record<string, unknown> }
  | { type: 'cancel'; id: string };

/** Gateway → client: the HTTP answer the same query would have had (status and body). */
export interface ChartDataSocketReply {
  type: 'reply';
  id: string;
  status: number;
  body: unknown;
}
