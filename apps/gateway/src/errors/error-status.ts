import { ErrorCode } from '@tessera/contracts';

/** The one table from contract error codes to HTTP statuses (exhaustive: a new code fails to compile). */
export const HTTP_STATUS_BY_ERROR_CODE: Record<ErrorCode, number> = {
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.VALIDATION_FAILED]: 400,
  [ErrorCode.UNAUTHORIZED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.UNPROCESSABLE]: 422,
  [ErrorCode.TIMEOUT]: 408,
  [ErrorCode.GONE]: 410,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.UNAVAILABLE]: 503,
  [ErrorCode.INTERNAL]: 500,
};

/** Superset derives an error's level from its status. */
export function levelForStatus(status: number): 'info' | 'warning' | 'error' {
  if (status < 400) return 'info';
  return status < 500 ? 'warning' : 'error';
}
