import { t } from '../i18n';

/** One entry of Superset's error envelope (`{"errors": [...]}`). */
export interface SupersetErrorEntry {
  message: string;
  error_type: string;
  level: 'info' | 'warning' | 'error';
  extra?: Record<string, unknown> | null;
}

/**
 * A failed call, decoded once by the API client. Plain and serialisable so sagas can put it in
 * `xFailed({ error })` actions and state.
 */
export interface ClientError {
  /** The text to show. */
  message: string;
  status?: number;
  statusText?: string;
  /** Superset error type of the first entry, or a FRONTEND_* type for failures on this side. */
  errorType?: string;
  errors: SupersetErrorEntry[];
  /** Field → messages when the server answered `{"message": {field: [msgs]}}`. */
  fieldErrors?: Record<string, string[]>;
  link?: string;
  stacktrace?: string;
}

/** Thrown by the API client; `detail` is what sagas store. */
export class ApiError extends Error {
  constructor(readonly detail: ClientError) {
    super(detail.message);
    this.name = 'ApiError';
  }
}

/** Whatever a call threw, as a {@link ClientError}. */
export function toClientError(error: unknown): ClientError {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.message) return { message: error.message, errors: [] };
  if (typeof error === 'string' && error) return { message: error, errors: [] };
  return { message: t('An error occurred'), errors: [] };
}
