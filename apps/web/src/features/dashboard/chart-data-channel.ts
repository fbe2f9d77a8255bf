import type { ChartDataSocketReply, ChartDataSocketRequest } from '@tessera/contracts/web';
import type { ChartDataResponseResult } from '@tessera/viz';
import { ApiError, parseErrorBody } from '../../api';

/** The part of the browser WebSocket the channel uses, so tests can hand in a fake. */
export interface ChannelSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: { data?: unknown }) => void): void;
}

export interface ChartDataChannelOptions {
  /** Absolute ws:// or wss:// address of `/ws/chart-data`. */
  url: string;
  openSocket(url: string): ChannelSocket;
  /** The guest token of an embedded page, sent before the queries it must authenticate. */
  guestToken(): string | null;
  now?: () => number;
}

/** Thrown when the socket cannot carry a query; the caller sends it over HTTP instead. */
export class ChannelUnavailableError extends Error {
  constructor() {
    super('The chart-data socket is not available');
    this.name = 'ChannelUnavailableError';
  }
}

/** After a socket that never opened, queries go over HTTP for this long before the socket is tried again. */
export const CHANNEL_RETRY_AFTER_MS = 30_000;
const OPEN = 1;

interface PendingQuery {
  frame: string;
  sent: boolean;
  resolve(result: ChartDataResponseResult[]): void;
  reject(error: unknown): void;
}

/**
 * The dashboard's one connection for chart queries: every query is a frame on one websocket and
 * its answer comes back whenever it is ready, so the browser's six connections per host never
 * queue them. Aborting a query sends a cancel frame (the server stops it down to the database).
 * When the socket cannot be opened or drops, the queries it held fail with
 * {@link ChannelUnavailableError} so the caller can fall back to HTTP.
 */
export class ChartDataChannel {
  private socket: ChannelSocket | null = null;
  private opened = false;
  private unavailableUntil = 0;
  private sentGuestToken: string | null = null;
  private nextId = 0;
  private readonly pending = new Map<string, PendingQuery>();

  constructor(private readonly options: ChartDataChannelOptions) {}

  /** Whether queries should be tried on the socket now. */
  get usable(): boolean {
    return this.now() >= this.unavailableUntil;
  }

  query(queryContext: object, signal: AbortSignal): Promise<ChartDataResponseResult[]> {
    if (!this.usable) return Promise.reject(new ChannelUnavailableError());
    if (signal.aborted) return Promise.reject(signal.reason);
    this.nextId += 1;
    const id = `q${this.nextId}`;
    const request: ChartDataSocketRequest = { type: 'query', id, query_context: queryContext as Record<string, unknown> };
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const query = this.pending.get(id);
        this.pending.delete(id);
        if (query?.sent) this.write({ type: 'cancel', id });
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const settle =
        <T>(finish: (value: T) => void) =>
        (value: T) => {
          signal.removeEventListener('abort', onAbort);
          finish(value);
        };
      this.pending.set(id, { frame: JSON.stringify(request), sent: false, resolve: settle(resolve), reject: settle(reject) });
      this.flush();
    });
  }

  /**
   * Opens the socket ahead of the first query, so its handshake overlaps the dashboard's own
   * requests. The handshake carries the session cookie, so only call this once signed in.
   */
  open(): void {
    if (this.usable && !this.socket) this.connect();
  }

  /** Closes the socket (leaving the page); queries still waiting fall back to HTTP. */
  close(): void {
    this.socket?.close();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Sends what waits once the socket is open; opens it on first use. */
  private flush(): void {
    const socket = this.socket ?? this.connect();
    if (!socket || socket.readyState !== OPEN) return;
    const guestToken = this.options.guestToken();
    if (guestToken !== this.sentGuestToken) {
      this.write({ type: 'auth', guest_token: guestToken });
      this.sentGuestToken = guestToken;
    }
    for (const query of this.pending.values()) {
      if (query.sent) continue;
      query.sent = true;
      socket.send(query.frame);
    }
  }

  private connect(): ChannelSocket | null {
    let socket: ChannelSocket;
    try {
      socket = this.options.openSocket(this.options.url);
    } catch {
      this.giveUp(true);
      return null;
    }
    this.socket = socket;
    this.opened = false;
    this.sentGuestToken = null;
    socket.addEventListener('open', () => {
      this.opened = true;
      this.flush();
    });
    socket.addEventListener('message', (event) => this.receive(event.data));
    const dropped = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.giveUp(!this.opened);
    };
    socket.addEventListener('close', dropped);
    socket.addEventListener('error', dropped);
    return socket;
  }

  /** Every held query goes to HTTP; a socket that never opened is not tried again for a while. */
  private giveUp(neverOpened: boolean): void {
    if (neverOpened) this.unavailableUntil = this.now() + CHANNEL_RETRY_AFTER_MS;
    const held = [...this.pending.values()];
    this.pending.clear();
    for (const query of held) query.reject(new ChannelUnavailableError());
  }

  private receive(data: unknown): void {
    let reply: ChartDataSocketReply;
    try {
      reply = JSON.parse(String(data)) as ChartDataSocketReply;
    } catch {
      return;
    }
    const query = this.pending.get(reply.id);
    if (!query) return;
    this.pending.delete(reply.id);
    if (reply.status === 200) query.resolve((reply.body as { result: ChartDataResponseResult[] }).result);
    // An expired session or guest token is handled by the HTTP client's sign-in and token refresh.
    else if (reply.status === 401) query.reject(new ChannelUnavailableError());
    else query.reject(new ApiError(parseErrorBody(reply.status, reply.body)));
  }

  private write(request: ChartDataSocketRequest): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(request));
  }
}
