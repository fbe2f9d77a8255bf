import { ErrorCode, SupersetErrorType, TesseraError, catalogueText } from '@tessera/contracts';
import type { EngineName } from '../dialects';
import { invalidSql } from './sql.errors';
import { FUNCTION_KEYWORDS, STATEMENT_KEYWORDS } from './sql-keyword.rules';
import { lexProfilesFor } from './sql-lex.profiles';
import type { SqlLexProfile, SqlToken } from './sql-token.types';
import { tokenizeSql } from './sql.tokenizer';

const READ_ONLY_STARTS = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM']);

function notReadOnly(): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, 'Virtual dataset query must be read-only', {
    errorType: SupersetErrorType.DML_NOT_ALLOWED_ERROR,
  });
}

const isCode = (token: SqlToken): boolean => token.kind !== 'whitespace' && token.kind !== 'line_comment' && token.kind !== 'block_comment';

/** Length of the query once trailing semicolons, whitespace and comments are cut away. */
function bodyEnd(tokens: readonly SqlToken[]): number {
  let last = tokens.length - 1;
  while (last >= 0 && (!isCode(tokens[last]) || tokens[last].kind === 'semicolon')) last -= 1;
  return last < 0 ? 0 : tokens[last].offset + tokens[last].text.length;
}

function checkProfile(sql: string, profile: SqlLexProfile): number {
  const tokens = tokenizeSql(sql, profile);
  const end = bodyEnd(tokens);
  const code = tokens.filter((token) => isCode(token) && token.offset < end);
  const first = code.find((token) => token.kind !== 'open_paren');
  if (!first || !READ_ONLY_STARTS.has(first.text.toUpperCase())) throw notReadOnly();
  code.forEach((token, index) => {
    if (token.kind === 'semicolon') throw invalidSql(catalogueText('Virtual dataset query cannot consist of multiple statements'));
    if (token.kind === 'parameter')
      throw invalidSql(catalogueText('Virtual dataset query cannot contain bind parameters (%s)', token.text));
    if (token.kind !== 'word' || code[index - 1]?.kind === 'dot') return;
    const name = token.text.toUpperCase();
    const isCall = code[index + 1]?.kind === 'open_paren';
    if (STATEMENT_KEYWORDS.has(name) && !(isCall && FUNCTION_KEYWORDS.has(name))) throw notReadOnly();
  });
  return end;
}

/**
 * Checks the SQL of a virtual dataset before it becomes `FROM (<sql>) AS virtual_table`: a single
 * read-only query (SELECT, WITH, VALUES, TABLE or DuckDB's FROM-first form) without bind
 * placeholders or statement keywords, under every lexing profile of the engine. Comments are
 * allowed (the compiler puts the text on lines of its own so a trailing `--` cannot swallow the
 * closing parenthesis).
 *
 * @returns the query without trailing semicolons, comments and whitespace.
 */
export function validateVirtualDatasetSql(sql: string, engine?: EngineName): string {
  if (sql.includes('\0')) throw invalidSql(catalogueText('Virtual dataset query cannot contain NUL characters'));
  let end = sql.length;
  for (const profile of lexProfilesFor(engine)) end = Math.min(end, checkProfile(sql, profile));
  return sql.slice(0, end).trim();
}
