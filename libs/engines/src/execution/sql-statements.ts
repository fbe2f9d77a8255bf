/**
 * Splits a script into statements at top-level semicolons, leaving semicolons inside quotes,
 * identifiers, comments and PostgreSQL dollar-quoted bodies alone. Empty statements are dropped.
 * `backslashEscapes` is for MySQL, where `\'` does not end a string and `$` opens no body.
 */
export function splitStatements(sql: string, options: { backslashEscapes?: boolean } = {}): string[] {
  const backslashEscapes = options.backslashEscapes ?? false;
  const statements: string[] = [];
  let start = 0;
  let index = 0;
  const push = (end: number) => {
    const statement = sql.slice(start, end).trim();
    if (statement && !/^(--[^\n]*\n?|\/\*[\s\S]*?\*\/|\s)*$/.test(statement)) statements.push(statement);
  };
  while (index < sql.length) {
    const char = sql[index];
    const next = sql[index + 1];
    if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', index);
      index = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', index + 2);
      index = end === -1 ? sql.length : end + 2;
    } else if (char === "'" || char === '"' || char === '`') {
      index = skipQuoted(sql, index, char, backslashEscapes);
    } else if (char === '$' && !backslashEscapes) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(index))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, index + tag.length);
        index = end === -1 ? sql.length : end + tag.length;
      } else {
        index += 1;
      }
    } else if (char === ';') {
      push(index);
      start = index + 1;
      index += 1;
    } else {
      index += 1;
    }
  }
  push(sql.length);
  return statements;
}

function skipQuoted(sql: string, open: number, quote: string, backslashEscapes: boolean): number {
  let index = open + 1;
  while (index < sql.length) {
    if (backslashEscapes && sql[index] === '\\' && quote !== '`') {
      index += 2;
    } else if (sql[index] === quote) {
      if (sql[index + 1] === quote) index += 2;
      else return index + 1;
    } else {
      index += 1;
    }
  }
  return sql.length;
}

/** Escapes `%`, `_` and the escape character itself for a LIKE pattern using `\` as the escape. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
