import { SupersetErrorType } from '@tessera/contracts/web';
import { t } from '../i18n';
import type { ClientError } from './api-error';

/** The request outlived its deadline (Superset's FRONTEND_TIMEOUT_ERROR with its two hints). */
export function timeoutError(timeoutMs: number): ClientError {
  const message = t('Request timed out');
  return {
    message,
    errorType: SupersetErrorType.FRONTEND_TIMEOUT_ERROR,
    errors: [
      {
        message,
        error_type: SupersetErrorType.FRONTEND_TIMEOUT_ERROR,
        level: 'error',
        extra: {
          timeout: timeoutMs / 1000,
          issue_codes: [
            { code: 1000, message: t('Issue 1000 - The dataset is too large to query.') },
            { code: 1001, message: t('Issue 1001 - The database is under an unusual load.') },
          ],
        },
      },
    ],
  };
}

/** The request never got an answer (offline, DNS, connection refused). */
export function networkError(): ClientError {
  const message = t('Network error');
  return {
    message,
    errorType: SupersetErrorType.FRONTEND_NETWORK_ERROR,
    errors: [{ message, error_type: SupersetErrorType.FRONTEND_NETWORK_ERROR, level: 'error', extra: {} }],
  };
}
