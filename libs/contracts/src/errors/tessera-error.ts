import type { CatalogueText } from './catalogue-text';
import { ErrorCode } from './error-code';
import { SupersetErrorType } from './error-type';

/** The serialisable form of an error as it crosses the bus. */
export interface ErrorPayload {
  code: ErrorCode;
  message: string;
  /** Superset error type shown to clients; derived from `code` when absent. */
  errorType?: SupersetErrorType;
  /** Field name → messages, for validation failures. */
  fields?: Record<string, string[]>;
  extra?: Record<string, unknown>;
  /** The message as a catalogue text (see {@link TesseraError.text}), for the service that answers the user. */
  text?: CatalogueText;
}

const DEFAULT_ERROR_TYPE: Record<ErrorCode, SupersetErrorType> = {
  BAD_REQUEST: SupersetErrorType.INVALID_PAYLOAD_SCHEMA_ERROR,
  VALIDATION_FAILED: SupersetErrorType.INVALID_PAYLOAD_SCHEMA_ERROR,
  UNAUTHORIZED: SupersetErrorType.GENERIC_BACKEND_ERROR,
  FORBIDDEN: SupersetErrorType.GENERIC_BACKEND_ERROR,
  NOT_FOUND: SupersetErrorType.OBJECT_DOES_NOT_EXIST_ERROR,
  CONFLICT: SupersetErrorType.GENERIC_COMMAND_ERROR,
  UNPROCESSABLE: SupersetErrorType.GENERIC_COMMAND_ERROR,
  TIMEOUT: SupersetErrorType.BACKEND_TIMEOUT_ERROR,
  GONE: SupersetErrorType.RESULTS_BACKEND_ERROR,
  TOO_MANY_REQUESTS: SupersetErrorType.GENERIC_BACKEND_ERROR,
  UNAVAILABLE: SupersetErrorType.GENERIC_BACKEND_ERROR,
  INTERNAL: SupersetErrorType.GENERIC_BACKEND_ERROR,
};

/** A domain error with a contract code. Thrown by services and gateway code alike, never an HTTP exception. */
export class TesseraError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string[]>;
  readonly extra?: Record<string, unknown>;
  /**
   * Set when the thrower named a Superset error type. Such errors render as Superset's
   * `{errors: [...]}` envelope; the others as the plainer `{message}` most endpoints use.
   */
  readonly explicitErrorType?: SupersetErrorType;
  /**
   * The message as a catalogue text, set by code that cannot know the user's language: the service
   * answering the request renders it in that language. `message` holds its English form.
   */
  readonly text?: CatalogueText;

  constructor(code: ErrorCode, message: string, options: Omit<ErrorPayload, 'code' | 'message'> = {}) {
    super(message);
    this.name = 'TesseraError';
    this.code = code;
    this.explicitErrorType = options.errorType;
    this.fields = options.fields;
    this.extra = options.extra;
    this.text = options.text;
  }

  get errorType(): SupersetErrorType {
    return this.explicitErrorType ?? DEFAULT_ERROR_TYPE[this.code];
  }

  toPayload(): ErrorPayload {
    return {
      code: this.code,
      message: this.message,
      ...(this.explicitErrorType ? { errorType: this.explicitErrorType } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.extra ? { extra: this.extra } : {}),
      ...(this.text ? { text: this.text } : {}),
    };
  }

  static fromPayload(payload: ErrorPayload): TesseraError {
    return new TesseraError(payload.code, payload.message, payload);
  }

  /** True when `value` looks like a serialised {@link ErrorPayload}. */
  static isPayload(value: unknown): value is ErrorPayload {
    if (!value || typeof value !== 'object') return false;
    const candidate = value as Partial<ErrorPayload>;
    return typeof candidate.code === 'string' && candidate.code in ErrorCode && typeof candidate.message === 'string';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new TesseraError(ErrorCode.BAD_REQUEST, message, { extra });
export const validationFailed = (fields: Record<string, string[]>, message = 'Validation failed') =>
  new TesseraError(ErrorCode.VALIDATION_FAILED, message, { fields });
export const notFound = (message = 'Not found') => new TesseraError(ErrorCode.NOT_FOUND, message);
export const forbidden = (message = 'Forbidden') => new TesseraError(ErrorCode.FORBIDDEN, message);
export const unauthorized = (message = 'Not authorized') => new TesseraError(ErrorCode.UNAUTHORIZED, message);
export const conflict = (message: string) => new TesseraError(ErrorCode.CONFLICT, message);
