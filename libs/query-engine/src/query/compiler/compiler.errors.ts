import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

/** Superset's `QueryObjectValidationError`: a 400 rendered as a plain message. */
export function invalidQuery(message: string, extra?: Record<string, unknown>): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, message, extra ? { extra } : {});
}

function pythonList(names: readonly string[]): string {
  return `[${names.map((name) => `'${name.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`).join(', ')}]`;
}

/** Superset's "Columns missing in dataset: ['a', 'b']" (`COLUMN_DOES_NOT_EXIST_ERROR`). */
export function columnsMissing(names: readonly string[]): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, `Columns missing in dataset: ${pythonList(names)}`, {
    errorType: SupersetErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
    extra: { invalid_columns: [...names] },
  });
}
