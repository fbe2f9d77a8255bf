import type { SqlTableRef } from '@tessera/contracts';
import { splitStatements } from '@tessera/engines';
import { lexSql, stripTrailing, type LexOptions, type SqlToken } from './sql-lexer';
import { findSqlLimit } from './sql-limit';
import { extractTables } from './sql-tables';
import { statementKind, type StatementKind } from './statement-kind';

/** One statement of a script with what the editor's rules need to know about it. */
export interface ScriptStatement {
  /** The statement without trailing semicolons and comments. */
  sql: string;
  tokens: SqlToken[];
  kind: StatementKind;
  /** Character offset of the statement in the script. */
  offset: number;
  /** The statement's own top-level LIMIT (null for none or `LIMIT ALL`). */
  sqlLimit: number | null;
}

export function lexOptionsFor(engine: string): LexOptions {
  return { mysql: engine === 'mysql' || engine === 'mariadb' };
}

/** Splits a script into statements (quotes, comments and dollar bodies respected) and classifies each. */
export function parseScript(script: string, engine: string): ScriptStatement[] {
  const options = lexOptionsFor(engine);
  const statements: ScriptStatement[] = [];
  let searchFrom = 0;
  for (const raw of splitStatements(script, { backslashEscapes: options.mysql })) {
    const offset = Math.max(0, script.indexOf(raw, searchFrom));
    searchFrom = offset + raw.length;
    const sql = stripTrailing(raw, options);
    if (!sql) continue;
    const tokens = lexSql(sql, options);
    statements.push({ sql, tokens, kind: statementKind(tokens), offset, sqlLimit: findSqlLimit(tokens)?.value ?? null });
  }
  return statements;
}

/** Every table the script names, once each. */
export function scriptTables(script: string, engine: string): SqlTableRef[] {
  const seen = new Map<string, SqlTableRef>();
  try {
    for (const statement of parseScript(script, engine)) {
      for (const table of extractTables(statement.tokens)) seen.set(`${table.catalog}.${table.schema}.${table.table}`, table);
    }
  } catch {
    return [];
  }
  return [...seen.values()];
}
