import type { SqlTableRef } from '@tessera/contracts';
import type { SqlToken } from './sql-lexer';

const TABLE_INTRODUCERS = new Set(['FROM', 'JOIN', 'INTO', 'UPDATE', 'TABLE']);

function isName(token: SqlToken | undefined): boolean {
  return token?.kind === 'word' || token?.kind === 'quoted';
}

function isPunct(token: SqlToken | undefined, text: string): boolean {
  return token?.kind === 'punct' && token.text === text;
}

/** Names a WITH clause defines, which look like tables but are not. */
function cteNames(tokens: SqlToken[]): Set<string> {
  const names = new Set<string>();
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const isCteHead = isName(token) && next?.kind === 'word' && next.text === 'AS' && isPunct(tokens[index + 2], '(');
    const afterWithOrComma =
      index === 0 || tokens[index - 1].text === 'WITH' || tokens[index - 1].text === 'RECURSIVE' || isPunct(tokens[index - 1], ',');
    if (isCteHead && afterWithOrComma) names.add(token.value.toLowerCase());
  });
  return names;
}

/**
 * The tables a statement names after FROM, JOIN, INTO, UPDATE or TABLE (subqueries, CTE names and
 * table functions such as `generate_series(…)` left out), as Superset's `sql_tables` lists them.
 */
export function extractTables(tokens: SqlToken[]): SqlTableRef[] {
  const ctes = cteNames(tokens);
  const found = new Map<string, SqlTableRef>();
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token.kind !== 'word' || !TABLE_INTRODUCERS.has(token.text)) continue;
    // FROM a, b: each comma-separated item of a top-level FROM list.
    let cursor = index + 1;
    for (;;) {
      if (tokens[cursor]?.kind === 'word' && ['ONLY', 'LATERAL'].includes(tokens[cursor].text)) cursor += 1;
      const parts: string[] = [];
      while (isName(tokens[cursor])) {
        parts.push(tokens[cursor].value);
        if (!isPunct(tokens[cursor + 1], '.')) break;
        cursor += 2;
      }
      if (parts.length === 0) break;
      cursor += 1;
      // After INTO and TABLE a parenthesis opens a column list, elsewhere a table function's arguments.
      const isFunction = token.text !== 'INTO' && token.text !== 'TABLE' && isPunct(tokens[cursor], '(');
      const [table, schema, catalog] = [...parts].reverse();
      if (!isFunction && !(parts.length === 1 && ctes.has(table.toLowerCase()))) {
        const ref = { table, schema: schema ?? null, catalog: catalog ?? null };
        found.set(`${ref.catalog}.${ref.schema}.${ref.table}`, ref);
      }
      if (token.text !== 'FROM') break;
      // Skip an alias, then continue only at a comma of the same depth.
      while (tokens[cursor] && !isPunct(tokens[cursor], ',') && tokens[cursor].depth >= token.depth && tokens[cursor].kind !== 'punct') {
        if (
          tokens[cursor].kind === 'word' &&
          ['WHERE', 'JOIN', 'GROUP', 'ORDER', 'LIMIT', 'ON', 'UNION', 'LEFT', 'RIGHT', 'INNER', 'CROSS', 'FULL'].includes(
            tokens[cursor].text,
          )
        )
          break;
        cursor += 1;
      }
      if (!isPunct(tokens[cursor], ',') || tokens[cursor].depth !== token.depth) break;
      cursor += 1;
    }
  }
  return [...found.values()];
}
