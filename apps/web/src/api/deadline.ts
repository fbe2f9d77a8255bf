import { ApiError } from './api-error';
import { timeoutError } from './frontend-errors';

/**
 * Runs `work` with an abort signal that fires after `timeoutMs` or when the caller's signal fires.
 * Expiry becomes a 'Request timed out' {@link ApiError}; a caller's abort is passed through as is.
 */
export async function withDeadline<T>(
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await work(controller.signal);
  } catch (error) {
    if (timedOut) throw new ApiError(timeoutError(timeoutMs));
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}
