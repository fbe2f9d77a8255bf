import { SupersetErrorType } from '@tessera/contracts';

import type { ErrorRule } from '../../errors/error-rules';

const unquote = (name: string | undefined): string => (name ?? '').replace(/^"(.*)"$/, '$1');

/** DuckDB reports errors as `<Kind> Error: <text>`; the table keys on that text. */
export const DUCKDB_ERROR_RULES: readonly ErrorRule[] = [
  {
    errorType: SupersetErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
    pattern: /IO Error: Cannot open (?:database|file) "(?<database>.+?)"/,
    message: (groups, context) => `Unable to connect to database "${context.database ?? groups.database}".`,
    invalid: ['database'],
  },
  {
    errorType: SupersetErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
    pattern: /Referenced column "(?<column_name>.+?)" not found|does not have a column named "(?<named>.+?)"/,
    message: (groups) => `We can't seem to resolve the column "${groups.column_name ?? groups.named ?? ''}".`,
  },
  {
    errorType: SupersetErrorType.SCHEMA_DOES_NOT_EXIST_ERROR,
    pattern: /because schema "(?<schema>.+?)" does not exist|Schema with name (?<named>"?[^"\s!]+"?) does not exist/,
    message: (groups) =>
      `The schema "${unquote(groups.schema ?? groups.named)}" does not exist. A valid schema must be used to run this query.`,
  },
  {
    errorType: SupersetErrorType.TABLE_DOES_NOT_EXIST_ERROR,
    pattern: /Table with name (?<table>"[^"]+"|[^\s!]+) does not exist/,
    message: (groups) => `The table "${unquote(groups.table)}" does not exist. A valid table must be used to run this query.`,
  },
  {
    errorType: SupersetErrorType.SYNTAX_ERROR,
    pattern: /Parser Error: syntax error at or near "(?<syntax_error>.*?)"|Parser Error: syntax error at (?<at_end>end of input)/,
    message: (groups) =>
      groups.syntax_error !== undefined
        ? `Please check your query for syntax errors at or near "${groups.syntax_error}". Then, try running your query again.`
        : 'Please check your query for syntax errors at the end of the input. Then, try running your query again.',
  },
  {
    errorType: SupersetErrorType.CONNECTION_DATABASE_PERMISSIONS_ERROR,
    pattern: /Permission Error: |read-only mode/,
    message: (_groups, _context, facts) => `DuckDB Error: ${facts.message}`,
  },
];
