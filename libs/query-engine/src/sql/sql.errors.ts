import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

/** A rejected piece of SQL text (`INVALID_SQL_ERROR`, issue 1003). */
export function invalidSql(message: string, extra?: Record<string, unknown>): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, message, {
    errorType: SupersetErrorType.INVALID_SQL_ERROR,
    ...(extra ? { extra } : {}),
  });
}

/** Superset's message for a custom SQL field holding a sub-query (issue 1037). */
export const SUBQUERY_NOT_ALLOWED_MESSAGE = 'Custom SQL fields cannot contain sub-queries.';

export function subqueryNotAllowed(extra?: Record<string, unknown>): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, SUBQUERY_NOT_ALLOWED_MESSAGE, {
    errorType: SupersetErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR,
    ...(extra ? { extra } : {}),
  });
}
