import type { SqlTableRef } from '@tessera/contracts';
import { splitStatements } from '@tessera/engines';
import { lexSql, stripTrailing, type LexOptions } from './sql-lexer';
import { extractTables } from './sql-tables';

export function lexOptionsFor(engine: string): LexOptions {
  return { mysql: engine === 'mysql' || engine === 'mariadb' };
}

/**
 * Every table the script names, once each, for the `sql_tables` of query and saved-query lists.
 * A quick reading for display only: what runs is checked by the SQL guard.
 */
export function scriptTables(script: string, engine: string): SqlTableRef[] {
  const options = lexOptionsFor(engine);
  const seen = new Map<string, SqlTableRef>();
  try {
    for (const raw of splitStatements(script, { backslashEscapes: options.mysql })) {
      const sql = stripTrailing(raw, options);
      if (!sql) continue;
      for (const table of extractTables(lexSql(sql, options))) seen.set(`${table.catalog}.${table.schema}.${table.table}`, table);
    }
  } catch {
    return [];
  }
  return [...seen.values()];
}
