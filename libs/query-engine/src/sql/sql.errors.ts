import { englishText, ErrorCode, SupersetErrorType, TesseraError, type CatalogueText } from '@tessera/contracts';

/** A rejected piece of SQL text (`INVALID_SQL_ERROR`, issue 1003). */
export function invalidSql(message: string | CatalogueText, extra?: Record<string, unknown>): TesseraError {
  const text = typeof message === 'string' ? undefined : message;
  return new TesseraError(ErrorCode.BAD_REQUEST, text ? englishText(text) : (message as string), {
    errorType: SupersetErrorType.INVALID_SQL_ERROR,
    ...(extra ? { extra } : {}),
    ...(text ? { text } : {}),
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
