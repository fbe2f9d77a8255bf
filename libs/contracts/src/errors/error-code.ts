/**
 * Tessera's own error codes. Services throw a {@link TesseraError} carrying one of these; the gateway
 * maps each code to an HTTP status in one table (`apps/gateway/src/errors/`).
 */
export const ErrorCode = {
  /** Malformed input: bad rison, unknown column or operator, wrong types. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** A payload failed DTO validation; `fields` names each failing field. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UNPROCESSABLE: 'UNPROCESSABLE',
  /** A bus call passed its deadline before a reply arrived. */
  TIMEOUT: 'TIMEOUT',
  GONE: 'GONE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** No handler or no transport could take the message. */
  UNAVAILABLE: 'UNAVAILABLE',
  /** An unexpected failure inside a handler (its message is kept, its stack is not sent). */
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
