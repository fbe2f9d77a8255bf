export * from './sql-token.types';
export { tokenizeSql, significantTokens } from './sql.tokenizer';
export { lexProfilesFor } from './sql-lex.profiles';
export { validateSqlFragment } from './sql-fragment.validator';
export type { SqlFragmentKind, SqlFragmentOptions } from './sql-fragment.validator';
export { validateVirtualDatasetSql } from './virtual-dataset-sql.validator';
export { SUBQUERY_NOT_ALLOWED_MESSAGE } from './sql.errors';
export * from './sql-function.policy';
export { castToText, epochSecondsToTimestamp, maxIdentifierBytes, nullSafeEquals } from './engine-sql.helpers';
