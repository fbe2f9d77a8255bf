import { SupersetErrorType } from '@tessera/contracts';

import { lineOfPosition, type ErrorRule } from '../../errors/error-rules';
import { NETWORK_ERROR_RULES } from '../../errors/network.rules';

/** PostgreSQL's `custom_errors`, keyed on SQLSTATE where the server sends one and on the message otherwise. */
export const POSTGRESQL_ERROR_RULES: readonly ErrorRule[] = [
  ...NETWORK_ERROR_RULES,
  {
    errorType: SupersetErrorType.CONNECTION_INVALID_PASSWORD_ERROR,
    codes: ['28P01'],
    pattern: /password authentication failed for user "(?<username>.*?)"/,
    message: (groups, context) => `The password provided for username "${groups.username ?? context.username ?? ''}" is incorrect.`,
    invalid: ['username', 'password'],
  },
  {
    errorType: SupersetErrorType.CONNECTION_INVALID_USERNAME_ERROR,
    pattern: /role "(?<username>.*?)" does not exist/,
    message: (groups) => `The username "${groups.username}" does not exist.`,
    invalid: ['username'],
  },
  {
    errorType: SupersetErrorType.CONNECTION_ACCESS_DENIED_ERROR,
    pattern: /no password supplied|client password must be a string|password must be a string/,
    message: () => 'Please re-enter the password.',
    invalid: ['password'],
  },
  {
    errorType: SupersetErrorType.CONNECTION_ACCESS_DENIED_ERROR,
    codes: ['28000'],
    pattern: /no pg_hba\.conf entry for host "(?<hostname>.*?)", user "(?<username>.*?)"/,
    message: (groups, context) => `Either the username "${groups.username ?? context.username ?? ''}" or the password is incorrect.`,
    invalid: ['username', 'password'],
  },
  {
    errorType: SupersetErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
    codes: ['3D000'],
    pattern: /database "(?<database>.*?)" does not exist/,
    message: (groups, context) => `Unable to connect to database "${groups.database ?? context.database ?? ''}".`,
    invalid: ['database'],
  },
  {
    errorType: SupersetErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
    codes: ['42703'],
    pattern: /column "(?<column_name>.+?)" does not exist/,
    message: (groups, context, facts) => {
      const line = lineOfPosition(context.sql, facts.position);
      const column = groups.column_name ?? '';
      return `We can't seem to resolve the column "${column}"${line !== null ? ` at line ${line}` : ''}.`;
    },
  },
  {
    errorType: SupersetErrorType.SCHEMA_DOES_NOT_EXIST_ERROR,
    codes: ['3F000'],
    pattern: /schema "(?<schema>.+?)" does not exist/,
    message: (groups) => `The schema "${groups.schema ?? ''}" does not exist. A valid schema must be used to run this query.`,
  },
  {
    errorType: SupersetErrorType.TABLE_DOES_NOT_EXIST_ERROR,
    codes: ['42P01'],
    pattern: /relation "(?<table>.+?)" does not exist/,
    message: (groups) => `The table "${groups.table ?? ''}" does not exist. A valid table must be used to run this query.`,
  },
  {
    errorType: SupersetErrorType.SYNTAX_ERROR,
    codes: ['42601'],
    pattern: /syntax error at or near "(?<syntax_error>.*?)"|syntax error at (?<at_end>end of input)/,
    message: (groups) => {
      if (groups.syntax_error !== undefined) {
        return `Please check your query for syntax errors at or near "${groups.syntax_error}". Then, try running your query again.`;
      }
      const where = groups.at_end ? ' at the end of the input' : '';
      return `Please check your query for syntax errors${where}. Then, try running your query again.`;
    },
  },
  {
    errorType: SupersetErrorType.CONNECTION_DATABASE_PERMISSIONS_ERROR,
    codes: ['42501'],
    pattern: /permission denied for (?<object>.+)/,
    message: (_groups, _context, facts) => `PostgreSQL Error: ${facts.message}`,
  },
];
