import { guardEngine } from '../engine-name';
import { invalidSql } from '../guard.errors';
import type { SqlGuardEngine } from '../sql-guard.types';
import { parseDuckdbScript } from './duckdb.script';
import { parseMysqlScript } from './mysql.script';
import type { ParsedStatement } from './parsed-statement';
import { parsePostgresScript } from './postgres.script';
import { serverText } from '@tessera/platform';

/** Parses and analyses a script with the engine's real parser; refuses what cannot be parsed or classified. */
export async function parseScript(sql: string, engine: string): Promise<{ engine: SqlGuardEngine; statements: ParsedStatement[] }> {
  const name = guardEngine(engine);
  if (typeof sql !== 'string') throw invalidSql(serverText('The SQL must be text'));
  if (sql.includes('\0')) throw invalidSql(serverText('The SQL cannot contain NUL characters'));
  if (name === 'postgresql') return { engine: name, statements: await parsePostgresScript(sql) };
  if (name === 'duckdb') return { engine: name, statements: await parseDuckdbScript(sql) };
  return { engine: name, statements: parseMysqlScript(sql, name === 'mariadb' ? 'MariaDB' : 'MySQL') };
}
