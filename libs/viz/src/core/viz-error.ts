import type { ErrorPayload } from '@tessera/contracts';
import { ErrorCode } from '@tessera/contracts/web';
import type { SupersetErrorType } from '@tessera/contracts/web';

/**
 * The chart layer's domain error. It carries the same code, error type and payload shape as the
 * contracts' `TesseraError`, which the decorator-free web entry does not export, so the SPA bundle
 * stays free of server DTOs.
 */
export class VizError extends Error {
  readonly code: ErrorCode;
  readonly errorType?: SupersetErrorType;
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options: { errorType?: SupersetErrorType; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'VizError';
    this.code = code;
    this.errorType = options.errorType;
    this.extra = options.extra;
  }

  /** The serialisable form, identical to a `TesseraError` payload. */
  toPayload(): ErrorPayload {
    return {
      code: this.code,
      message: this.message,
      ...(this.errorType ? { errorType: this.errorType } : {}),
      ...(this.extra ? { extra: this.extra } : {}),
    };
  }
}

/** A malformed chart configuration or form data value. */
export function invalidChartConfig(message: string, extra?: Record<string, unknown>): VizError {
  return new VizError(ErrorCode.BAD_REQUEST, message, { extra });
}
