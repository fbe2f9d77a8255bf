import type { ChartDataResponseResult } from '@tessera/viz';
import { cancellable } from '../../api';
import { AsyncEventClient, POLLING_DELAY_MS } from './async-event-client';
import type { AsyncJob, AsyncTransport } from './async-event.types';
import { fetchAsyncEvents, fetchAsyncResult } from './async-events.api';

interface TransportSettings {
  transport: AsyncTransport;
  pollingDelayMs: number;
  /** Absolute, or relative to the page (the gateway serves `/ws`). */
  websocketUrl: string;
}

let settings: TransportSettings = { transport: 'polling', pollingDelayMs: POLLING_DELAY_MS, websocketUrl: '/ws' };
let client: AsyncEventClient | null = null;

/** Takes the transport from the server's config (`GLOBAL_ASYNC_QUERIES_*`); applies to the page's client once it starts. */
export function configureAsyncEvents(conf: Readonly<Record<string, unknown>>): void {
  const transport = conf['GLOBAL_ASYNC_QUERIES_TRANSPORT'];
  const delay = conf['GLOBAL_ASYNC_QUERIES_POLLING_DELAY'];
  const url = conf['GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL'];
  settings = {
    transport: transport === 'ws' ? 'ws' : 'polling',
    pollingDelayMs: typeof delay === 'number' && delay > 0 ? delay : POLLING_DELAY_MS,
    websocketUrl: typeof url === 'string' && url !== '' ? url : '/ws',
  };
}

/** `/ws` → `ws://host/ws` (or wss:// on https pages). */
export function absoluteSocketUrl(url: string): string {
  const resolved = new URL(url, window.location.href);
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  return resolved.toString();
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The page's one event listener, created on first use. */
export function asyncEventClient(): AsyncEventClient {
  client ??= new AsyncEventClient({
    ...settings,
    websocketUrl: absoluteSocketUrl(settings.websocketUrl),
    fetchEvents: fetchAsyncEvents,
    fetchResult: fetchAsyncResult,
    openSocket: (url) => new WebSocket(url),
    storage: localStorageOrNull(),
    // Transport failures are only logged (spec part 1 §9).
    warn: (message, detail) => console.warn(message, detail ?? ''),
  });
  return client;
}

/** Forgets the page's client so the next wait starts one with the current settings (tests, logout). */
export function resetAsyncEventClient(): void {
  client = null;
}

/** Waits for the async job's result through the page's event client; aborting unregisters the waiter. */
export function awaitAsyncJob(job: AsyncJob, signal: AbortSignal): Promise<ChartDataResponseResult[]> {
  return asyncEventClient().waitFor(job, signal);
}

/** {@link awaitAsyncJob} for sagas: cancelling the calling saga (Stop, leaving the page, a newer run) aborts the wait. */
export function waitForAsyncJob(job: AsyncJob): Promise<ChartDataResponseResult[]> {
  return cancellable((signal) => awaitAsyncJob(job, signal));
}
