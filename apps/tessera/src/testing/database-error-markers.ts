/**
 * Texts that only a database driver or SQL writes. An answer to a malformed request carrying one
 * of them leaks internals (table and column names, the query's shape) to the caller.
 */
export const DATABASE_ERROR_MARKERS: readonly RegExp[] = [
  /invalid input syntax/i,
  /out of range for type/i,
  /bind message supplies/i,
  /relation "[^"]*" does not exist/i,
  /column "[^"]*" does not exist/i,
  /syntax error at or near/i,
  /violates (foreign key|not-null|unique|check) constraint/i,
  /duplicate key value/i,
  /QueryFailedError/,
  /operator does not exist/i,
  /invalid (byte sequence|escape string)/i,
  /could not (determine|convert)/i,
  /\bSELECT\b[\s\S]{0,200}\bFROM\b/,
  /\bINSERT INTO\b|\bUPDATE\s+"?\w+"?\s+SET\b|\bDELETE FROM\b/,
  /\bat Object\.|\bat async\b|node_modules/,
];
