/** One meaningful piece of a SQL statement; comments and whitespace are dropped. */
export interface SqlToken {
  kind: 'word' | 'quoted' | 'string' | 'number' | 'punct' | 'operator';
  /** Upper-cased for words, the raw text otherwise. */
  text: string;
  /** The unquoted name of a quoted identifier, the raw text of anything else. */
  value: string;
  start: number;
  end: number;
  /** Parenthesis depth the token sits at (0 outside any parentheses). */
  depth: number;
}

export interface LexOptions {
  /** MySQL: backslash escapes inside strings, backticks quote identifiers, no dollar quoting. */
  mysql?: boolean;
}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;

function skipQuoted(sql: string, open: number, quote: string, backslashEscapes: boolean): number {
  let index = open + 1;
  while (index < sql.length) {
    const char = sql[index];
    if (backslashEscapes && char === '\\' && quote === "'") index += 2;
    else if (char === quote && sql[index + 1] === quote) index += 2;
    else if (char === quote) return index + 1;
    else index += 1;
  }
  return sql.length;
}

function unquote(text: string): string {
  const quote = text[0];
  const close = quote === '[' ? ']' : quote;
  const body = text.endsWith(close) ? text.slice(1, -1) : text.slice(1);
  return body.split(close + close).join(close);
}

/**
 * Splits one statement into tokens, skipping comments, keeping strings, quoted identifiers and
 * dollar-quoted bodies whole, and recording the parenthesis depth of each token.
 */
export function lexSql(sql: string, options: LexOptions = {}): SqlToken[] {
  const tokens: SqlToken[] = [];
  const mysql = options.mysql ?? false;
  let depth = 0;
  let index = 0;
  const push = (kind: SqlToken['kind'], start: number, end: number, value?: string) => {
    const raw = sql.slice(start, end);
    tokens.push({ kind, text: kind === 'word' ? raw.toUpperCase() : raw, value: value ?? raw, start, end, depth });
  };
  while (index < sql.length) {
    const char = sql[index];
    const next = sql[index + 1];
    if (/\s/.test(char)) {
      index += 1;
    } else if ((char === '-' && next === '-') || (mysql && char === '#')) {
      const end = sql.indexOf('\n', index);
      index = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', index + 2);
      index = end === -1 ? sql.length : end + 2;
    } else if (char === "'") {
      const end = skipQuoted(sql, index, "'", mysql);
      push('string', index, end);
      index = end;
    } else if (char === '"' || (mysql && char === '`')) {
      const end = skipQuoted(sql, index, char, false);
      push(mysql && char === '"' ? 'string' : 'quoted', index, end, mysql && char === '"' ? undefined : unquote(sql.slice(index, end)));
      index = end;
    } else if (char === '$' && !mysql && /^\$[A-Za-z_]*\$/.test(sql.slice(index))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(index))?.[0] as string;
      const close = sql.indexOf(tag, index + tag.length);
      const end = close === -1 ? sql.length : close + tag.length;
      push('string', index, end);
      index = end;
    } else if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(next ?? ''))) {
      let end = index + 1;
      while (end < sql.length && /[0-9.eE]/.test(sql[end])) end += 1;
      push('number', index, end);
      index = end;
    } else if (WORD_START.test(char)) {
      let end = index + 1;
      while (end < sql.length && WORD_PART.test(sql[end])) end += 1;
      push('word', index, end);
      index = end;
    } else if (char === '(') {
      push('punct', index, index + 1);
      depth += 1;
      index += 1;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      push('punct', index, index + 1);
      index += 1;
    } else if (char === ',' || char === ';' || char === '.') {
      push('punct', index, index + 1);
      index += 1;
    } else {
      let end = index + 1;
      while (end < sql.length && /[<>=!|&+\-*/%^~:@?]/.test(sql[end]) && !(sql[end] === '-' && sql[end + 1] === '-')) end += 1;
      push('operator', index, end);
      index = end;
    }
  }
  return tokens;
}

/** The text of a statement without trailing semicolons, whitespace and comments. */
export function stripTrailing(sql: string, options: LexOptions = {}): string {
  const tokens = lexSql(sql, options).filter((token) => !(token.kind === 'punct' && token.text === ';'));
  const last = tokens[tokens.length - 1];
  return last ? sql.slice(0, last.end) : '';
}
