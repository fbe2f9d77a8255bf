import { ErrorCode, TesseraError, type ErrorPayload } from '@tessera/contracts';

export function timeoutError(subject: string, timeoutMs: number): TesseraError {
  return new TesseraError(ErrorCode.TIMEOUT, `The request to ${subject} timed out after ${timeoutMs} ms`, {
    extra: { subject, timeout_ms: timeoutMs },
  });
}

export function noHandlerError(subject: string): TesseraError {
  return new TesseraError(ErrorCode.UNAVAILABLE, `No service is handling ${subject}`, { extra: { subject } });
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number out of range, text that is not a
 * number or a date) raised by a metadata-store query are a request value the edge let through,
 * not a fault of the service. Their text names columns and values, so only a plain message leaves.
 */
function isMetadataValueError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Any thrown value as a wire error; unexpected errors keep their message, never their stack. */
export function toErrorPayload(error: unknown): ErrorPayload {
  if (error instanceof TesseraError) return error.toPayload();
  if (TesseraError.isPayload(error)) return error;
  if (isMetadataValueError(error))
    return { code: ErrorCode.BAD_REQUEST, message: 'A value in the request is out of range or of the wrong type' };
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unexpected error';
  return { code: ErrorCode.INTERNAL, message };
}
