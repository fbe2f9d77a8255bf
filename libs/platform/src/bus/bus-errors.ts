import { ErrorCode, TesseraError, type ErrorPayload } from '@tessera/contracts';

export function timeoutError(subject: string, timeoutMs: number): TesseraError {
  return new TesseraError(ErrorCode.TIMEOUT, `The request to ${subject} timed out after ${timeoutMs} ms`, {
    extra: { subject, timeout_ms: timeoutMs },
  });
}

export function noHandlerError(subject: string): TesseraError {
  return new TesseraError(ErrorCode.UNAVAILABLE, `No service is handling ${subject}`, { extra: { subject } });
}

/** Any thrown value as a wire error; unexpected errors keep their message, never their stack. */
export function toErrorPayload(error: unknown): ErrorPayload {
  if (error instanceof TesseraError) return error.toPayload();
  if (TesseraError.isPayload(error)) return error;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unexpected error';
  return { code: ErrorCode.INTERNAL, message };
}
