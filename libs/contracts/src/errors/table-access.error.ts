import { ErrorCode } from './error-code';
import { SupersetErrorType } from './error-type';
import { TesseraError } from './tessera-error';

/**
 * Superset's TABLE_SECURITY_ACCESS_ERROR: the caller may not read these tables (`schema.table`
 * names). One wording for every path that refuses a table: SQL editor, metadata, column lists.
 */
export function tablesAccessDenied(names: readonly string[]): TesseraError {
  return new TesseraError(
    ErrorCode.FORBIDDEN,
    `You need access to the following tables: ${names.map((name) => `\`${name}\``).join(', ')}, \`all_database_access\` or \`all_datasource_access\` permission`,
    { errorType: SupersetErrorType.TABLE_SECURITY_ACCESS_ERROR, extra: { tables: [...names] } },
  );
}
