/**
 * Cuts a script into statement texts at top-level semicolons.
 *
 * This only finds boundaries; it never decides what a statement is. Every piece is then parsed on its
 * own by the engine's real parser, and the number of pieces is checked against the parser's own count
 * for the whole script, so a boundary found in the wrong place makes the script fail to parse instead
 * of slipping through.
 */

/** One statement's text and where it starts in the script. */
export interface ScriptPiece {
  /** Leading whitespace, trailing semicolons, whitespace and comments trimmed. */
  text: string;
  offset: number;
}

/** Lexical rules that decide where strings and comments end. */
export interface SplitDialect {
  /** MySQL: `#` comments, backslash escapes in every string, backtick identifiers. */
  mysql: boolean;
}

interface Cursor {
  sql: string;
  index: number;
}

function skipQuoted(cursor: Cursor, quote: string, backslashEscapes: boolean): void {
  const { sql } = cursor;
  let i = cursor.index + 1;
  while (i < sql.length) {
    const char = sql[i];
    if (backslashEscapes && char === '\\') {
      i += 2;
      continue;
    }
    if (char === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      cursor.index = i + 1;
      return;
    }
    i += 1;
  }
  cursor.index = sql.length;
}

function skipBlockComment(cursor: Cursor, nested: boolean): void {
  const { sql } = cursor;
  let depth = 0;
  let i = cursor.index;
  while (i < sql.length) {
    if (sql.startsWith('/*', i) && (nested || depth === 0)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) break;
    } else i += 1;
  }
  cursor.index = Math.min(i, sql.length);
}

function skipLineComment(cursor: Cursor): void {
  const end = cursor.sql.indexOf('\n', cursor.index);
  cursor.index = end < 0 ? cursor.sql.length : end + 1;
}

const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/;

/** Skips one token starting at `cursor.index`; returns false for whitespace and comments, true for code. */
function skipToken(cursor: Cursor, dialect: SplitDialect): boolean {
  const { sql, index } = cursor;
  const char = sql[index];
  if (/\s/.test(char)) {
    cursor.index += 1;
    return false;
  }
  // MySQL reads `--` as a comment only when whitespace follows; `1 --f(x)` is `1 - (-f(x))` there.
  const dashComment = sql.startsWith('--', index) && (!dialect.mysql || /^(\s|$)/.test(sql.slice(index + 2, index + 3)));
  if (dashComment || (dialect.mysql && char === '#')) {
    skipLineComment(cursor);
    return false;
  }
  if (sql.startsWith('/*', index)) {
    skipBlockComment(cursor, !dialect.mysql);
    return false;
  }
  if (char === "'") {
    const escaped = dialect.mysql || /[eE]/.test(sql[index - 1] ?? '');
    skipQuoted(cursor, "'", escaped);
  } else if (char === '"') skipQuoted(cursor, '"', dialect.mysql);
  else if (char === '`' && dialect.mysql) skipQuoted(cursor, '`', false);
  else if (char === '$' && !dialect.mysql && !/[A-Za-z0-9_]/.test(sql[index - 1] ?? '')) {
    const tag = DOLLAR_TAG.exec(sql.slice(index, index + 64))?.[0];
    if (tag) {
      const end = sql.indexOf(tag, index + tag.length);
      cursor.index = end < 0 ? sql.length : end + tag.length;
    } else cursor.index += 1;
  } else cursor.index += 1;
  return true;
}

/** The statements of `sql`, in order; pieces holding only comments or whitespace are left out. */
export function splitScript(sql: string, dialect: SplitDialect): ScriptPiece[] {
  const pieces: ScriptPiece[] = [];
  const cursor: Cursor = { sql, index: 0 };
  let start = -1;
  let codeEnd = -1;
  const close = () => {
    if (codeEnd >= 0) pieces.push({ text: sql.slice(start, codeEnd), offset: start });
    start = -1;
    codeEnd = -1;
  };
  while (cursor.index < sql.length) {
    const at = cursor.index;
    if (sql[at] === ';') {
      close();
      cursor.index += 1;
      continue;
    }
    const code = skipToken(cursor, dialect);
    if (start < 0 && !/\s/.test(sql[at])) start = at;
    if (code) codeEnd = cursor.index;
  }
  close();
  return pieces;
}

/**
 * True when MySQL would read `--` followed by a non-space as two minus signs where a parser might see
 * a comment (`SELECT 1 --LOAD_FILE('/x')`). Such text is refused rather than trusted to either reading.
 */
export function hasMysqlDashAmbiguity(sql: string): boolean {
  const cursor: Cursor = { sql, index: 0 };
  while (cursor.index < sql.length) {
    if (/^--[^\s]/.test(sql.slice(cursor.index, cursor.index + 3))) return true;
    skipToken(cursor, { mysql: true });
  }
  return false;
}

/**
 * A copy of MySQL text that node-sql-parser can read, every location unchanged: the null-safe `<=>`
 * (which it lacks) becomes ` = `, and bind placeholders `?` (which it refuses in places such as
 * `REGEXP ?`) become `0` (or the name `x` after REGEXP). Only the parsed copy changes; for what the guard looks for (functions,
 * tables, statements) these are alike.
 */
export function maskForMysqlParser(sql: string): string {
  const cursor: Cursor = { sql, index: 0 };
  let masked = '';
  while (cursor.index < sql.length) {
    const at = cursor.index;
    if (sql.startsWith('<=>', at)) {
      masked += ' = ';
      cursor.index += 3;
      continue;
    }
    const code = skipToken(cursor, { mysql: true });
    const text = sql.slice(at, cursor.index);
    // After REGEXP the parser takes a string or a name, not a number.
    const placeholder = /\b(REGEXP|RLIKE)\s*$/i.test(sql.slice(Math.max(0, at - 16), at)) ? 'x' : '0';
    masked += code && text === '?' ? placeholder : text;
  }
  return masked;
}
