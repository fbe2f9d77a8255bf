import type { SupersetErrorEntry } from '../../../../api';
import type { SqlLabQuery } from '../../sqllab.types';

/**
 * The first error of a failed query, ready for its panel: a SQL parse error gets the query's SQL
 * and a line and column (validate_sql names them `line_number` and `start_column`) so the panel can draw the caret.
 */
export function panelErrorOf(query: SqlLabQuery): SupersetErrorEntry | null {
  const first = query.error?.errors[0];
  if (!first) return null;
  if (first.error_type !== 'INVALID_SQL_ERROR') return first;
  const extra = { ...(first.extra ?? {}) };
  if (typeof extra.sql !== 'string') extra.sql = query.sql;
  if (extra.column === undefined && extra.start_column !== undefined) extra.column = extra.start_column;
  if (extra.line === undefined && extra.line_number !== undefined) extra.line = extra.line_number;
  return { ...first, extra };
}
