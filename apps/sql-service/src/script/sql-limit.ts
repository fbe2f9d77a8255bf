import type { SqlToken } from './sql-lexer';

/** A row limit written in the statement itself: its value and where its number sits. */
export interface SqlLimit {
  /** Null for `LIMIT ALL`, which bounds nothing but still holds the place of a number. */
  value: number | null;
  start: number;
  end: number;
}

function isWord(token: SqlToken | undefined, ...words: string[]): boolean {
  return token?.kind === 'word' && words.includes(token.text);
}

function integer(token: SqlToken | undefined): number | null {
  return token?.kind === 'number' && /^\d+$/.test(token.text) ? Number(token.text) : null;
}

/**
 * The statement's own top-level row limit: `LIMIT n [OFFSET m]`, MySQL's `LIMIT m, n`, or
 * `FETCH FIRST n ROWS ONLY`. Limits inside subqueries do not bound the result and are ignored.
 */
export function findSqlLimit(tokens: SqlToken[]): SqlLimit | null {
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index];
    if (token.depth !== 0) continue;
    if (isWord(token, 'LIMIT')) {
      const first = tokens[index + 1];
      const comma = tokens[index + 2];
      if (comma?.kind === 'punct' && comma.text === ',' && integer(tokens[index + 3]) !== null) {
        const count = tokens[index + 3];
        return { value: integer(count) as number, start: count.start, end: count.end };
      }
      if (isWord(first, 'ALL')) return { value: null, start: first.start, end: first.end };
      const value = integer(first);
      return value === null ? null : { value, start: first.start, end: first.end };
    }
    if (isWord(token, 'FETCH') && isWord(tokens[index + 1], 'FIRST', 'NEXT')) {
      const count = tokens[index + 2];
      const value = integer(count);
      if (value !== null) return { value, start: count.start, end: count.end };
      return isWord(count, 'ROW', 'ROWS') ? { value: 1, start: count.start, end: count.start } : null;
    }
  }
  return null;
}

/**
 * The statement with its row limit set to `limit`: the number of an existing top-level limit is
 * replaced, otherwise `LIMIT n` is appended on a new line (after any trailing comment).
 */
export function withSqlLimit(statement: string, tokens: SqlToken[], limit: number): string {
  const existing = findSqlLimit(tokens);
  if (existing && existing.end > existing.start) {
    return `${statement.slice(0, existing.start)}${limit}${statement.slice(existing.end)}`;
  }
  if (existing) return `${statement.slice(0, existing.start)}${limit} ${statement.slice(existing.start)}`;
  return `${statement}\nLIMIT ${limit}`;
}
