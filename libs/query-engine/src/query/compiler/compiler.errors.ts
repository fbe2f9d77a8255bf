import { catalogueText, englishText, ErrorCode, SupersetErrorType, TesseraError, type CatalogueText } from '@tessera/contracts';

/**
 * Superset's `QueryObjectValidationError`: a 400 rendered as a plain message; a catalogue text is
 * answered in the user's language.
 */
export function invalidQuery(message: string | CatalogueText, extra?: Record<string, unknown>): TesseraError {
  const text = typeof message === 'string' ? undefined : message;
  return new TesseraError(ErrorCode.BAD_REQUEST, text ? englishText(text) : (message as string), {
    ...(extra ? { extra } : {}),
    ...(text ? { text } : {}),
  });
}

function pythonList(names: readonly string[]): string {
  return `[${names.map((name) => `'${name.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`).join(', ')}]`;
}

/** Superset's "Columns missing in dataset: ['a', 'b']" (`COLUMN_DOES_NOT_EXIST_ERROR`). */
export function columnsMissing(names: readonly string[]): TesseraError {
  const text = catalogueText('Columns missing in dataset: %s', pythonList(names));
  return new TesseraError(ErrorCode.BAD_REQUEST, englishText(text), {
    text,
    errorType: SupersetErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
    extra: { invalid_columns: [...names] },
  });
}
