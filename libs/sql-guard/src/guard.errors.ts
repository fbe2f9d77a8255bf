import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

/** Superset's message when a database without `allow_dml` receives a data-changing statement. */
export const DML_NOT_ALLOWED_MESSAGE = 'Only SELECT statements are allowed against this database.';

/** A data-changing statement on a database without `allow_dml`. */
export function dmlNotAllowed(): TesseraError {
  // DML_NOT_ALLOWED_MESSAGE in the user's language: the key is the same text, written out for the catalogue.
  return new TesseraError(ErrorCode.BAD_REQUEST, serverText('Only SELECT statements are allowed against this database.'), {
    errorType: SupersetErrorType.DML_NOT_ALLOWED_ERROR,
  });
}

/** A statement that touches the host, the server or runs SQL from a string: refused whatever the database allows. */
export function forbiddenStatement(label: string): TesseraError {
  return securityError(serverText('%s statements are not allowed.', label));
}

/** A function that touches the host or runs SQL from a string. */
export function forbiddenFunction(name: string): TesseraError {
  return securityError(serverText('The function %s is not allowed in SQL Lab queries.', name));
}

/** A refusal with its own wording, for the cases above do not cover (file paths as tables, executable comments). */
export function securityError(message: string): TesseraError {
  return new TesseraError(ErrorCode.FORBIDDEN, message, { errorType: SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR });
}

/** Where a parser located a syntax error, 1-based like Superset's `extra`. */
export interface SqlErrorPosition {
  line: number;
  column: number;
}

/** The parser rejected the SQL (Superset's "Unable to parse SQL"); the parser's own message is kept. */
export function invalidSql(message: string, position?: SqlErrorPosition): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, serverText('Unable to parse SQL: %s', message), {
    errorType: SupersetErrorType.INVALID_SQL_ERROR,
    ...(position ? { extra: { line: position.line, column: position.column } } : {}),
  });
}

/** Line and column (1-based) of a character offset in `text`. */
export function positionAt(text: string, offset: number): SqlErrorPosition {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
