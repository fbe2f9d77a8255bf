import { SupersetErrorType } from '@tessera/contracts';

import type { ErrorRule } from '../../errors/error-rules';
import { NETWORK_ERROR_RULES } from '../../errors/network.rules';

/** MySQL / MariaDB `custom_errors`, keyed on the server's errno names where they exist. */
export const MYSQL_ERROR_RULES: readonly ErrorRule[] = [
  ...NETWORK_ERROR_RULES,
  {
    errorType: SupersetErrorType.CONNECTION_DATABASE_PERMISSIONS_ERROR,
    codes: ['ER_DBACCESS_DENIED_ERROR', 'ER_TABLEACCESS_DENIED_ERROR', 'ER_COLUMNACCESS_DENIED_ERROR'],
    pattern: /(?:Access|command) denied for user '(?<username>.*?)'@'(?<hostname>.*?)' (?:to database|for table|for column)/,
    message: (_groups, _context, facts) => `MySQL Error: ${facts.message}`,
  },
  {
    errorType: SupersetErrorType.CONNECTION_ACCESS_DENIED_ERROR,
    codes: ['ER_ACCESS_DENIED_ERROR', 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR'],
    pattern: /Access denied for user '(?<username>.*?)'@'(?<hostname>.*?)'/,
    message: (groups, context) => `Either the username "${groups.username ?? context.username ?? ''}" or the password is incorrect.`,
    invalid: ['username', 'password'],
  },
  {
    errorType: SupersetErrorType.CONNECTION_INVALID_HOSTNAME_ERROR,
    pattern: /Unknown MySQL server host '(?<hostname>.*?)'/,
    message: (groups) => `Unknown MySQL server host "${groups.hostname}".`,
    invalid: ['host'],
  },
  {
    errorType: SupersetErrorType.CONNECTION_HOST_DOWN_ERROR,
    pattern: /Can't connect to MySQL server on '(?<hostname>.*?)'/,
    message: (groups, context) => `The host "${context.hostname ?? groups.hostname}" might be down and can't be reached.`,
    invalid: ['host', 'port'],
  },
  {
    errorType: SupersetErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
    codes: ['ER_BAD_DB_ERROR'],
    pattern: /Unknown database '(?<database>.*?)'/,
    message: (groups, context) => `Unable to connect to database "${groups.database ?? context.database ?? ''}".`,
    invalid: ['database'],
  },
  {
    errorType: SupersetErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
    codes: ['ER_BAD_FIELD_ERROR'],
    pattern: /Unknown column '(?<column_name>.+?)' in '(?<clause>.+?)'/,
    message: (groups) => `We can't seem to resolve the column "${groups.column_name ?? ''}".`,
  },
  {
    errorType: SupersetErrorType.TABLE_DOES_NOT_EXIST_ERROR,
    codes: ['ER_NO_SUCH_TABLE'],
    pattern: /Table '(?<table>.+?)' doesn't exist/,
    message: (groups) => `The table "${groups.table ?? ''}" does not exist. A valid table must be used to run this query.`,
  },
  {
    errorType: SupersetErrorType.SYNTAX_ERROR,
    codes: ['ER_PARSE_ERROR'],
    pattern: /for the right syntax to use near '(?<server_error>.*?)' at line \d+/s,
    message: (groups) =>
      groups.server_error !== undefined
        ? `Please check your query for syntax errors near "${groups.server_error}". Then, try running your query again.`
        : 'Please check your query for syntax errors. Then, try running your query again.',
  },
];
