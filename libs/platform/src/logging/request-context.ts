import { AsyncLocalStorage } from 'node:async_hooks';
import type { Caller } from '@tessera/contracts';
import type { Locale } from '@tessera/i18n';

/** What every log line and outgoing bus message of one unit of work should know. */
export interface RequestContext {
  requestId: string;
  caller?: Caller;
  /** Epoch ms when the originating HTTP request arrived at the gateway. */
  receivedAt?: number;
  /** The language of the texts this unit of work writes for the user (see `serverText`); English when absent. */
  locale?: Locale;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with `context` as the current request context (HTTP request, bus message or job). */
export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
