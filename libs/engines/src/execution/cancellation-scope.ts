import type { TesseraError } from '@tessera/contracts';

import { cancelledError, timeoutError } from '../errors/cancellation.errors';

export interface CancellationOptions {
  engineName: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  timeoutErrorType?: 'BACKEND_TIMEOUT_ERROR' | 'SQLLAB_TIMEOUT_ERROR';
}

type Outcome<T> = { kind: 'value'; value: T } | { kind: 'error'; error: unknown } | { kind: 'stopped' };

// The database cancel is awaited before rejecting, so callers see the statement gone; these bound the wait.
const CANCEL_WAIT_MS = 2000;
const SETTLE_WAIT_MS = 500;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * Ties one statement to an abort signal and a time limit. The engine registers how to cancel the
 * statement in the database; when the signal fires or time runs out the scope cancels it there and
 * every pending {@link run} rejects with a cancellation or timeout error.
 */
export class CancellationScope {
  private reason: 'cancelled' | 'timeout' | null = null;
  private canceller: (() => Promise<void>) | null = null;
  private cancelling: Promise<void> | null = null;
  private readonly stopListeners = new Set<() => void>();
  private readonly timer: NodeJS.Timeout | null;
  private readonly onAbort = () => this.stop('cancelled');

  constructor(private readonly options: CancellationOptions) {
    const timeoutMs = options.timeoutMs;
    this.timer = timeoutMs && timeoutMs > 0 ? setTimeout(() => this.stop('timeout'), timeoutMs) : null;
    if (options.signal?.aborted) this.stop('cancelled');
    else options.signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  get isStopped(): boolean {
    return this.reason !== null;
  }

  /** The error matching why the scope stopped. */
  error(): TesseraError {
    return this.reason === 'timeout'
      ? timeoutError(this.options.engineName, this.options.timeoutMs ?? 0, this.options.timeoutErrorType)
      : cancelledError(this.options.engineName);
  }

  /** Sets how to stop the running statement in the database; runs at once if the scope already stopped. */
  setCanceller(canceller: () => Promise<void>): void {
    this.canceller = canceller;
    if (this.reason !== null) this.cancelling = this.invokeCanceller();
  }

  /** Calls `listener` once when the scope stops; returns a function that unsubscribes it. */
  onStop(listener: () => void): () => void {
    if (this.reason !== null) {
      listener();
      return () => undefined;
    }
    this.stopListeners.add(listener);
    return () => {
      this.stopListeners.delete(listener);
    };
  }

  throwIfStopped(): void {
    if (this.reason !== null) throw this.error();
  }

  /**
   * Awaits `work` unless the scope stops first. After a stop it waits for the database cancel, gives the
   * work a moment to settle, then rejects; a value that arrives later is handed to `onLateValue`
   * (so an acquired connection is released, not leaked).
   */
  async run<T>(work: Promise<T>, onLateValue?: (value: T) => void): Promise<T> {
    const settled: Promise<Outcome<T>> = work.then(
      (value) => ({ kind: 'value', value }),
      (error: unknown) => ({ kind: 'error', error }),
    );
    // A listener per call, removed once the work settles: chaining every call onto one long-lived
    // promise would keep every result a stream ever produced reachable.
    let unsubscribe: () => void = () => undefined;
    const stopped = new Promise<Outcome<T>>((resolve) => {
      unsubscribe = this.onStop(() => resolve({ kind: 'stopped' }));
    });
    const outcome = await Promise.race([settled, stopped]);
    unsubscribe();
    if (outcome.kind === 'value' && this.reason === null) return outcome.value;
    if (outcome.kind === 'error' && this.reason === null) throw outcome.error;
    if (this.cancelling) await Promise.race([this.cancelling, delay(CANCEL_WAIT_MS)]);
    const late = await Promise.race([settled, delay(SETTLE_WAIT_MS).then(() => null)]);
    if (late?.kind === 'value') onLateValue?.(late.value);
    else if (late === null && onLateValue) void settled.then((result) => result.kind === 'value' && onLateValue(result.value));
    throw this.error();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.options.signal?.removeEventListener('abort', this.onAbort);
  }

  private stop(reason: 'cancelled' | 'timeout'): void {
    if (this.reason !== null) return;
    this.reason = reason;
    if (this.timer) clearTimeout(this.timer);
    if (this.canceller) this.cancelling = this.invokeCanceller();
    const listeners = [...this.stopListeners];
    this.stopListeners.clear();
    for (const listener of listeners) listener();
  }

  private async invokeCanceller(): Promise<void> {
    try {
      await this.canceller?.();
    } catch {
      // The cancel connection itself failing must not hide the cancellation; the statement's
      // connection is destroyed afterwards, which ends the statement anyway.
    }
  }
}
