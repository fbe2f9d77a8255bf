import { catalogueText } from '@tessera/contracts';
import { invalidSql } from './sql.errors';
import type { SqlLexProfile, SqlToken, SqlTokenKind } from './sql-token.types';

const OPERATOR_CHARS = new Set('+-*/<>=~!@#%^&|:?`'.split(''));
const PUNCTUATION: Record<string, SqlTokenKind> = {
  '(': 'open_paren',
  ')': 'close_paren',
  ',': 'comma',
  ';': 'semicolon',
  '.': 'dot',
  '[': 'operator',
  ']': 'operator',
  '{': 'operator',
  '}': 'operator',
};

// Quote and semicolon look-alikes some charset conversions have turned into the ASCII character;
// a few are Unicode letters, so they are singled out before identifiers are read.
const LOOK_ALIKES = /[\u02b9-\u02bc\u02c8\u02ca\u02cb\u2018-\u201f\u2032-\u2037\uff02\uff07\uff1b\u037e\ufe54]/u;

const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
const isWordStart = (ch: string, profile: SqlLexProfile): boolean =>
  /[A-Za-z_]/.test(ch) || /\p{L}/u.test(ch) || (ch === '$' && !profile.dollarParameters);
const isWordPart = (ch: string): boolean => /[A-Za-z0-9_$]/.test(ch) || /[\p{L}\p{N}\p{M}]/u.test(ch);
const isSpace = (ch: string): boolean => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f' || ch === '\v';

function unterminated(what: string, offset: number): never {
  throw invalidSql(catalogueText('Custom SQL contains an unterminated %s starting at position %s', what, offset + 1));
}

/** Reads a quoted run ending at `quote`; a doubled quote is always an escape, a backslash only when allowed. */
function readQuoted(sql: string, start: number, quote: string, backslash: boolean, what: string): number {
  let i = start + 1;
  while (i < sql.length) {
    const ch = sql[i];
    if (backslash && ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  return unterminated(what, start);
}

function readBlockComment(sql: string, start: number, nested: boolean): number {
  let depth = 1;
  let i = start + 2;
  while (i < sql.length) {
    if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0 || !nested) return i;
      continue;
    }
    if (nested && sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
      continue;
    }
    i += 1;
  }
  return unterminated('comment', start);
}

function readLineComment(sql: string, start: number): number {
  const end = sql.slice(start).search(/[\r\n]/);
  return end < 0 ? sql.length : start + end;
}

function readNumber(sql: string, start: number): number {
  const match = /^(0x[0-9a-f]+|(\d+\.?\d*|\.\d+)(e[+-]?\d+)?)/i.exec(sql.slice(start));
  return start + (match ? match[0].length : 1);
}

/** `$tag$` opening a dollar-quoted string, or null when `$` starts something else. */
function dollarTag(sql: string, start: number): string | null {
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(start));
  return match ? match[0] : null;
}

interface Step {
  kind: SqlTokenKind;
  end: number;
}

function stringStep(sql: string, i: number, profile: SqlLexProfile): Step | null {
  const ch = sql[i];
  if (ch === "'") {
    return { kind: 'string', end: readQuoted(sql, i, "'", profile.backslashEscapes === 'always', 'string') };
  }
  if ((ch === 'E' || ch === 'e') && sql[i + 1] === "'" && profile.backslashEscapes !== 'never') {
    return { kind: 'string', end: readQuoted(sql, i + 1, "'", true, 'string') };
  }
  if (ch === '"') {
    if (profile.doubleQuotes === 'string') {
      return { kind: 'string', end: readQuoted(sql, i, '"', profile.backslashEscapes === 'always', 'string') };
    }
    return { kind: 'quoted_identifier', end: readQuoted(sql, i, '"', false, 'quoted identifier') };
  }
  if (ch === '`' && profile.backtickIdentifiers) {
    return { kind: 'quoted_identifier', end: readQuoted(sql, i, '`', false, 'quoted identifier') };
  }
  if (ch === '$' && profile.dollarQuotes) {
    const tag = dollarTag(sql, i);
    if (tag) {
      const close = sql.indexOf(tag, i + tag.length);
      if (close < 0) unterminated('dollar-quoted string', i);
      return { kind: 'string', end: close + tag.length };
    }
  }
  return null;
}

function commentStep(sql: string, i: number, profile: SqlLexProfile): Step | null {
  if (sql.startsWith('--', i) || (profile.hashComments && sql[i] === '#')) {
    return { kind: 'line_comment', end: readLineComment(sql, i) };
  }
  if (sql.startsWith('/*', i)) return { kind: 'block_comment', end: readBlockComment(sql, i, profile.nestedBlockComments) };
  return null;
}

function otherStep(sql: string, i: number, profile: SqlLexProfile): Step {
  const ch = sql[i];
  if (LOOK_ALIKES.test(ch)) return { kind: 'other', end: i + 1 };
  if (isSpace(ch)) {
    let end = i + 1;
    while (end < sql.length && isSpace(sql[end])) end += 1;
    return { kind: 'whitespace', end };
  }
  if (isDigit(ch) || (ch === '.' && isDigit(sql[i + 1] ?? ''))) return { kind: 'number', end: readNumber(sql, i) };
  if (ch === '$' && profile.dollarParameters) {
    const match = /^\$(\d+|[A-Za-z_][A-Za-z0-9_]*)/.exec(sql.slice(i));
    return match ? { kind: 'parameter', end: i + match[0].length } : { kind: 'other', end: i + 1 };
  }
  if (ch === '?' && profile.questionMarkParameters) return { kind: 'parameter', end: i + 1 };
  if (isWordStart(ch, profile)) {
    let end = i + 1;
    while (end < sql.length && isWordPart(sql[end]) && !LOOK_ALIKES.test(sql[end])) end += 1;
    return { kind: 'word', end };
  }
  if (PUNCTUATION[ch]) return { kind: PUNCTUATION[ch], end: i + 1 };
  if (OPERATOR_CHARS.has(ch)) {
    let end = i + 1;
    // Operator runs stop before anything that starts a comment, so `1+--x` still shows its comment.
    while (
      end < sql.length &&
      OPERATOR_CHARS.has(sql[end]) &&
      !sql.startsWith('--', end) &&
      !sql.startsWith('/*', end) &&
      !(profile.hashComments && sql[end] === '#') &&
      !(profile.questionMarkParameters && sql[end] === '?')
    ) {
      end += 1;
    }
    return { kind: 'operator', end };
  }
  return { kind: 'other', end: i + 1 };
}

/**
 * Splits SQL text into tokens the way `profile`'s engine would: strings (with the engine's escape
 * rules, `E'…'` and dollar quoting), quoted identifiers, comments, numbers, bind placeholders,
 * operators and punctuation. Throws `INVALID_SQL_ERROR` for an unterminated string, identifier or
 * comment, since the engine would read the rest of the query into it.
 */
export function tokenizeSql(sql: string, profile: SqlLexProfile): SqlToken[] {
  const tokens: SqlToken[] = [];
  let i = 0;
  while (i < sql.length) {
    const step = commentStep(sql, i, profile) ?? stringStep(sql, i, profile) ?? otherStep(sql, i, profile);
    tokens.push({ kind: step.kind, text: sql.slice(i, step.end), offset: i });
    i = step.end;
  }
  return tokens;
}

/** Tokens that carry meaning (no whitespace; comments are kept so callers can reject them). */
export function significantTokens(tokens: readonly SqlToken[]): SqlToken[] {
  return tokens.filter((token) => token.kind !== 'whitespace');
}
