import { SupersetErrorType, TesseraError, issueCodesFor, type ConnectionError } from '@tessera/contracts';

/** A Superset-shaped connection error (`extra.issue_codes` filled from the type). */
export function connectionError(
  errorType: SupersetErrorType,
  message: string,
  level: ConnectionError['level'],
  extra: Record<string, unknown> = {},
): ConnectionError {
  return { message, error_type: errorType, level, extra: { ...extra, issue_codes: issueCodesFor(errorType) } };
}

/** The `errors` list a failed connection test answers with. */
export function toConnectionErrors(error: unknown): ConnectionError[] {
  if (error instanceof TesseraError) {
    const { issue_codes: _codes, ...extra } = error.extra ?? {};
    return [connectionError(error.errorType, error.message, 'error', extra)];
  }
  const message = error instanceof Error ? error.message : String(error);
  return [connectionError(SupersetErrorType.GENERIC_DB_ENGINE_ERROR, message, 'error')];
}
