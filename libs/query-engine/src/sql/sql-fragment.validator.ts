import { catalogueText } from '@tessera/contracts';
import type { EngineName } from '../dialects';
import { invalidSql, subqueryNotAllowed } from './sql.errors';
import { FUNCTION_KEYWORDS, isDeniedFunction, QUERY_KEYWORDS, QUERY_STARTERS, STATEMENT_KEYWORDS } from './sql-keyword.rules';
import { lexProfilesFor } from './sql-lex.profiles';
import type { SqlLexProfile, SqlToken } from './sql-token.types';
import { significantTokens, tokenizeSql } from './sql.tokenizer';

/** Where a custom SQL fragment is going to be placed. */
export type SqlFragmentKind = 'metric' | 'column' | 'where' | 'having' | 'orderby' | 'rls';

export interface SqlFragmentOptions {
  kind: SqlFragmentKind;
  /** Superset's `ALLOW_ADHOC_SUBQUERY`; defaults to false, except for admin-written RLS clauses. */
  allowSubqueries?: boolean;
  /** The engine the fragment runs on; when absent it must be safe on every supported engine. */
  engine?: EngineName;
}

/** The name a word or quoted identifier stands for, upper-cased for keyword comparison. */
function nameOf(token: SqlToken): string | null {
  if (token.kind === 'word') return token.text.toUpperCase();
  if (token.kind === 'quoted_identifier') return token.text.slice(1, -1).toUpperCase();
  return null;
}

function checkWord(tokens: readonly SqlToken[], index: number, allowSubqueries: boolean): void {
  const token = tokens[index];
  const name = nameOf(token);
  if (name === null) return;
  const previous = tokens[index - 1];
  const next = tokens[index + 1];
  const isCall = next?.kind === 'open_paren';
  if (isCall && isDeniedFunction(name)) {
    throw invalidSql(catalogueText('Custom SQL fields cannot call the function %s', token.text));
  }
  if (token.kind !== 'word' || previous?.kind === 'dot') return;
  if (STATEMENT_KEYWORDS.has(name) && !(isCall && FUNCTION_KEYWORDS.has(name))) {
    throw invalidSql(catalogueText('Custom SQL fields cannot contain the keyword %s', name));
  }
  if (allowSubqueries) return;
  if (QUERY_KEYWORDS.has(name)) throw subqueryNotAllowed();
  // `(FROM t)`, `(VALUES (1))`, `(TABLE t)`: a group opening with a query word followed by a query body.
  const opensGroup =
    previous === undefined || (previous.kind === 'open_paren' && !(name === 'FROM' && tokens[index - 2]?.text.toUpperCase() === 'TRIM'));
  const bodyFollows = next !== undefined && ['word', 'quoted_identifier', 'open_paren', 'operator'].includes(next.kind);
  const startsQuery = next?.kind !== 'operator' || next.text === '*';
  if (opensGroup && QUERY_STARTERS.has(name) && bodyFollows && startsQuery) throw subqueryNotAllowed();
}

function checkToken(token: SqlToken): void {
  switch (token.kind) {
    case 'line_comment':
    case 'block_comment':
      throw invalidSql(catalogueText('Custom SQL fields cannot contain comments'));
    case 'semicolon':
      throw invalidSql(catalogueText('Custom SQL fields cannot contain multiple statements'));
    case 'parameter':
      throw invalidSql(catalogueText('Custom SQL fields cannot contain bind parameters (%s)', token.text));
    case 'other':
      throw invalidSql(catalogueText('Custom SQL fields cannot contain the character "%s"', token.text));
    default:
  }
}

function validateWithProfile(sql: string, profile: SqlLexProfile, allowSubqueries: boolean): void {
  const tokens = significantTokens(tokenizeSql(sql, profile));
  let depth = 0;
  tokens.forEach((token, index) => {
    checkToken(token);
    if (token.kind === 'open_paren') depth += 1;
    if (token.kind === 'close_paren') depth -= 1;
    if (depth < 0) throw invalidSql(catalogueText('Custom SQL fields must have balanced parentheses'));
    checkWord(tokens, index, allowSubqueries);
  });
  if (depth !== 0) throw invalidSql(catalogueText('Custom SQL fields must have balanced parentheses'));
}

/**
 * Checks a custom SQL fragment (adhoc metric or column, WHERE/HAVING text, RLS clause) before it is
 * placed, in parentheses, inside a generated query. The text is tokenized as each lexing
 * profile of the engine reads it, and rejected (`INVALID_SQL_ERROR`) when under any of them it holds
 * a comment, a `;`, a bind placeholder, unbalanced parentheses, an unterminated string, a
 * statement keyword (INSERT, DROP, SET, INTO…), a function that sleeps, reads files or changes
 * settings, or a stray character; and (`ADHOC_SUBQUERY_NOT_ALLOWED_ERROR`, issue 1037) when it
 * holds a sub-query or set operation unless `allowSubqueries`. Comments are rejected rather than
 * stripped: they can hide text from a reader and end a generated query early.
 *
 * @returns the fragment without surrounding whitespace.
 */
export function validateSqlFragment(sql: unknown, options: SqlFragmentOptions): string {
  if (typeof sql !== 'string') throw invalidSql(catalogueText('Custom SQL for %s must be a string', options.kind));
  if (sql.includes('\0')) throw invalidSql(catalogueText('Custom SQL fields cannot contain NUL characters'));
  const fragment = sql.trim();
  if (!fragment) throw invalidSql(catalogueText('Custom SQL fields cannot be empty'));
  const allowSubqueries = options.allowSubqueries ?? options.kind === 'rls';
  for (const profile of lexProfilesFor(options.engine)) validateWithProfile(fragment, profile, allowSubqueries);
  return fragment;
}
