import type { SqlDialect } from '@tessera/query-engine';

// Words that would change the meaning of an unquoted identifier in any of our dialects.
const RESERVED = new Set([
  'all',
  'and',
  'any',
  'as',
  'asc',
  'between',
  'by',
  'case',
  'cast',
  'check',
  'column',
  'constraint',
  'create',
  'cross',
  'default',
  'delete',
  'desc',
  'distinct',
  'drop',
  'else',
  'end',
  'except',
  'exists',
  'false',
  'for',
  'foreign',
  'from',
  'full',
  'group',
  'having',
  'in',
  'index',
  'inner',
  'insert',
  'intersect',
  'into',
  'is',
  'join',
  'key',
  'left',
  'like',
  'limit',
  'not',
  'null',
  'offset',
  'on',
  'or',
  'order',
  'outer',
  'primary',
  'references',
  'right',
  'select',
  'set',
  'table',
  'then',
  'to',
  'true',
  'union',
  'unique',
  'update',
  'user',
  'using',
  'values',
  'when',
  'where',
  'with',
]);

/**
 * Quotes an identifier only when it needs it, so generated SQL reads like hand-written SQL
 * (`FROM public.birth_names`) while odd names stay safe. Upper-case letters force quoting on
 * engines that fold unquoted names to lower case.
 */
export function quoteIfNeeded(dialect: SqlDialect, name: string): string {
  const plain = dialect.engine === 'mysql' ? /^[A-Za-z_][A-Za-z0-9_$]*$/ : /^[a-z_][a-z0-9_$]*$/;
  return plain.test(name) && !RESERVED.has(name.toLowerCase()) ? name : dialect.quoteIdentifier(name);
}

export interface SelectStarTarget {
  table: string;
  schema?: string | null;
  catalog?: string | null;
}

/** The `SELECT *` preview statement Superset shows for a table (`select_star`). */
export function buildSelectStar(
  dialect: SqlDialect,
  target: SelectStarTarget,
  options: { limit?: number; showCols?: boolean; columns?: readonly string[] } = {},
): string {
  const parts = [target.catalog, target.schema, target.table].filter((part): part is string => !!part);
  const from = parts.map((part) => quoteIfNeeded(dialect, part)).join('.');
  const columns = options.showCols && options.columns?.length ? options.columns : null;
  const fields = columns ? columns.map((column) => quoteIfNeeded(dialect, column)).join(',\n       ') : '*';
  const limit = options.limit ?? 100;
  return `SELECT ${fields}\nFROM ${from}${limit > 0 ? `\nLIMIT ${Math.floor(limit)}` : ''}`;
}
