import { analyzePostgresStatement } from '../analysis/postgres.analyzer';
import { invalidSql } from '../guard.errors';
import { parsePostgres } from '../parsers/postgres.parser';
import type { ParsedStatement } from './parsed-statement';
import { splitScript } from './statement-splitter';
import { serverText } from '@tessera/platform';

/** Parses a PostgreSQL script with PostgreSQL's own parser, statement by statement. */
export async function parsePostgresScript(sql: string): Promise<ParsedStatement[]> {
  const whole = await parsePostgres(sql);
  const pieces = splitScript(sql, { mysql: false });
  if (whole.length !== pieces.length) throw invalidSql(serverText('The script could not be split into statements'));
  if (pieces.length === 1) {
    // The script is this one statement: its tree is already at hand, located in the script's terms.
    const [piece] = pieces;
    const facts = analyzePostgresStatement(whole[0], sql);
    facts.tables = facts.tables.map((table) => ({ ...table, location: table.location === null ? null : table.location - piece.offset }));
    return [{ sql: piece.text, offset: piece.offset, facts }];
  }
  const statements: ParsedStatement[] = [];
  for (const piece of pieces) {
    const parsed = await parsePostgres(piece.text);
    if (parsed.length !== 1) throw invalidSql(serverText('The script could not be split into statements'));
    statements.push({ sql: piece.text, offset: piece.offset, facts: analyzePostgresStatement(parsed[0], piece.text) });
  }
  return statements;
}
