import type { ChartDataResponseResult } from '@tessera/viz';
import { ApiError } from '../../api';
import { t } from '../../i18n';
import type { AsyncEvent, AsyncJob, AsyncTransport, SocketLike, StorageLike } from './async-event.types';

/** Where the last received event id is kept, so a reload resumes the channel (Superset's key). */
export const LAST_EVENT_ID_KEY = 'last_async_event_id';
/** Transport constants of spec part 1 §9. */
export const POLLING_DELAY_MS = 500;
export const WS_CONNECT_MAX_RETRIES = 6;
export const WS_CONNECT_RETRY_DELAY_MS = 2500;
/** Pages of stored events a first socket reads to catch up (the endpoint answers 100 per page). */
const CATCH_UP_MAX_PAGES = 20;
export const LISTENER_MAX_RETRIES = 6;
export const LISTENER_RETRY_DELAY_MS = 100;

export interface AsyncEventClientOptions {
  transport: AsyncTransport;
  pollingDelayMs: number;
  /** Absolute ws:// or wss:// address of the event socket. */
  websocketUrl: string;
  fetchEvents(lastId: string | null): Promise<AsyncEvent[]>;
  fetchResult(resultUrl: string, signal: AbortSignal): Promise<ChartDataResponseResult[]>;
  openSocket(url: string): SocketLike;
  storage: StorageLike | null;
  /** Storage and socket failures are only logged (spec part 1 §9). */
  warn(message: string, detail?: unknown): void;
}

/** Takes an event of its job; answers whether the wait is over (pending/running events are not). */
type JobListener = (event: AsyncEvent) => boolean;

/**
 * One listener per page for the events of every async job: a websocket (reconnecting, then
 * falling back to polling) or polling from the last event id. Each event goes to the waiter of
 * its job; an event that comes before its waiter is offered again a few times.
 */
export class AsyncEventClient {
  private readonly listeners = new Map<string, JobListener>();
  private lastId: string | null;
  private transport: AsyncTransport;
  private started = false;
  private polling = false;
  private socket: SocketLike | null = null;
  private socketFailures = 0;

  constructor(private readonly options: AsyncEventClientOptions) {
    this.transport = options.transport;
    this.lastId = this.readLastId();
  }

  /** The job's results once its `done` event arrives; rejects on its `error` event or on abort. */
  waitFor(job: AsyncJob, signal: AbortSignal): Promise<ChartDataResponseResult[]> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const stop = () => {
        this.listeners.delete(job.job_id);
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        stop();
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.listeners.set(job.job_id, (event) => {
        if (event.status === 'error') {
          stop();
          const first = event.errors?.[0];
          reject(
            new ApiError({ message: first?.message || t('An error occurred'), errorType: first?.error_type ?? undefined, errors: [] }),
          );
          return true;
        }
        if (event.status !== 'done') return false;
        stop();
        if (!event.result_url) reject(new ApiError({ message: t('An error occurred'), errors: [] }));
        else this.options.fetchResult(event.result_url, signal).then(resolve, reject);
        return true;
      });
      this.listen();
    });
  }

  /** Starts the transport on first use; polling also resumes after it went idle. */
  private listen(): void {
    if (!this.started) {
      this.started = true;
      if (this.transport === 'ws') {
        this.connect();
        return;
      }
    }
    if (this.transport === 'polling' && !this.polling) {
      this.polling = true;
      void this.poll();
    }
  }

  /** Polls while some job waits, `pollingDelayMs` apart. */
  private async poll(): Promise<void> {
    if (this.listeners.size === 0) {
      this.polling = false;
      return;
    }
    try {
      this.receive(await this.options.fetchEvents(this.lastId));
    } catch (error) {
      this.options.warn('Failed to fetch async events', error);
    }
    setTimeout(() => void this.poll(), this.options.pollingDelayMs);
  }

  private connect(): void {
    const url = this.lastId ? `${this.options.websocketUrl}?last_id=${encodeURIComponent(this.lastId)}` : this.options.websocketUrl;
    let socket: SocketLike;
    try {
      socket = this.options.openSocket(url);
    } catch (error) {
      this.options.warn('Failed to open the async event websocket', error);
      this.socketFailed();
      return;
    }
    this.socket = socket;
    // Without a last id the server streams only events after the socket attached; a job that finished
    // between its 202 and that moment would wait forever, so one HTTP read picks up what came before.
    const resumed = this.lastId !== null;
    socket.addEventListener('open', () => {
      this.socketFailures = 0;
      if (!resumed) void this.catchUp();
    });
    socket.addEventListener('message', (message) => {
      try {
        this.receive([JSON.parse(String(message.data)) as AsyncEvent]);
      } catch (error) {
        this.options.warn('Unreadable async event', error);
      }
    });
    // Browsers follow every 'error' with 'close', so only 'close' counts as a failure.
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.socketFailed();
    });
  }

  /** Reads the channel's stored events page by page (the endpoint answers the oldest first). */
  private async catchUp(): Promise<void> {
    try {
      let after: string | null = null;
      for (let page = 0; page < CATCH_UP_MAX_PAGES; page += 1) {
        const events = await this.options.fetchEvents(after);
        if (events.length === 0) break;
        this.receive(events);
        after = events[events.length - 1].id;
      }
    } catch (error) {
      this.options.warn('Failed to fetch async events', error);
    }
  }

  private socketFailed(): void {
    if (this.socketFailures < WS_CONNECT_MAX_RETRIES) {
      this.socketFailures += 1;
      setTimeout(() => this.connect(), WS_CONNECT_RETRY_DELAY_MS);
      return;
    }
    this.options.warn('WebSocket not available, falling back to async polling');
    this.transport = 'polling';
    this.listen();
  }

  private receive(events: AsyncEvent[]): void {
    for (const event of events) this.dispatch(event, 0);
    const last = events[events.length - 1];
    if (last) this.writeLastId(last.id);
  }

  /** Hands the event to its job's waiter; a waiter may register just after its event (a fast job). */
  private dispatch(event: AsyncEvent, retries: number): void {
    const listener = this.listeners.get(event.job_id);
    if (listener) {
      listener(event);
      return;
    }
    if (retries < LISTENER_MAX_RETRIES) {
      setTimeout(() => this.dispatch(event, retries + 1), LISTENER_RETRY_DELAY_MS * (retries + 1));
    }
  }

  private readLastId(): string | null {
    try {
      return this.options.storage?.getItem(LAST_EVENT_ID_KEY) ?? null;
    } catch (error) {
      this.options.warn('Failed to read the last async event id', error);
      return null;
    }
  }

  private writeLastId(id: string): void {
    this.lastId = id;
    try {
      this.options.storage?.setItem(LAST_EVENT_ID_KEY, id);
    } catch (error) {
      this.options.warn('Failed to store the last async event id', error);
    }
  }
}
