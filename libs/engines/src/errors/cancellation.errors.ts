import { catalogueText, englishText, ErrorCode, SupersetErrorType, TesseraError, issueCodesFor } from '@tessera/contracts';

/** The statement was stopped because the caller aborted it. */
export function cancelledError(engineName: string): TesseraError {
  const errorType = SupersetErrorType.GENERIC_DB_ENGINE_ERROR;
  const text = catalogueText('The query was cancelled.');
  return new TesseraError(ErrorCode.BAD_REQUEST, englishText(text), {
    text,
    errorType,
    extra: { engine_name: engineName, cancelled: true, issue_codes: issueCodesFor(errorType) },
  });
}

/** The statement ran past its time limit and was cancelled in the database. */
export function timeoutError(
  engineName: string,
  timeoutMs: number,
  errorType: 'BACKEND_TIMEOUT_ERROR' | 'SQLLAB_TIMEOUT_ERROR' = SupersetErrorType.BACKEND_TIMEOUT_ERROR,
): TesseraError {
  const seconds = Math.round(timeoutMs) / 1000;
  const text =
    errorType === SupersetErrorType.SQLLAB_TIMEOUT_ERROR
      ? catalogueText('The query exceeded the %s seconds timeout.', seconds)
      : catalogueText('Query timeout - visualization queries are set to timeout at %s seconds.', seconds);
  return new TesseraError(ErrorCode.TIMEOUT, englishText(text), {
    text,
    errorType,
    extra: { engine_name: engineName, timeout: seconds, issue_codes: issueCodesFor(errorType) },
  });
}

/** True for the error a cancelled statement rejects with. */
export function isCancelledError(error: unknown): boolean {
  return error instanceof TesseraError && error.extra?.cancelled === true;
}
