import { analyzeMysqlStatement } from '../analysis/mysql.analyzer';
import type { StatementFacts } from '../analysis/statement-facts';
import { statementLabel } from '../analysis/statement-label';
import { forbiddenStatement, invalidSql, securityError } from '../guard.errors';
import { type MysqlDialect, parseMysql } from '../parsers/mysql.parser';
import type { ParsedStatement } from './parsed-statement';
import { hasMysqlDashAmbiguity, maskForMysqlParser, splitScript } from './statement-splitter';
import { serverText } from '@tessera/platform';

/** Statements node-sql-parser cannot read but MySQL runs; named so the refusal says what it was. */
const REFUSED_STATEMENTS =
  /^(LOAD|HANDLER|INSTALL|UNINSTALL|PREPARE|EXECUTE|DEALLOCATE|DO|CALL|GRANT|REVOKE|FLUSH|KILL|SHUTDOWN|RESTART|SET|RESET|PURGE|CHANGE|START|STOP|BINLOG|CACHE|(CREATE|ALTER|DROP) (USER|ROLE|FUNCTION|PROCEDURE|EVENT|TRIGGER|SERVER|TABLESPACE|LOGFILE|SPATIAL|RESOURCE|DEFINER|AGGREGATE|ALGORITHM|SQL))$/;

/**
 * MySQL runs the text inside `/*! … *\/` (and MariaDB inside `/*M! … *\/`) while every parser treats
 * it as a comment, so a script holding one is refused outright.
 */
const EXECUTABLE_COMMENT = /\/\*M?!/i;
/** MySQL reads `/*+ … *\/` as optimizer hints, and `SET_VAR(…)` there changes session variables. */
const OPTIMIZER_HINT = /\/\*\+/;

/**
 * Parses with the database's own grammar; node-sql-parser's MariaDB grammar lacks some MySQL forms
 * MariaDB runs (`INTERVAL … QUARTER`, `CREATE TABLE … AS SELECT`), so MariaDB falls back to MySQL's.
 */
function parseDialect(text: string, dialect: MysqlDialect) {
  try {
    return parseMysql(text, dialect);
  } catch (error) {
    if (dialect === 'MySQL') throw error;
    try {
      return parseMysql(text, 'MySQL');
    } catch {
      throw error;
    }
  }
}

function parsePiece(text: string, dialect: MysqlDialect, script: string) {
  try {
    return parseDialect(text, dialect);
  } catch (error) {
    const label = statementLabel(text);
    if (REFUSED_STATEMENTS.test(label)) throw forbiddenStatement(label);
    // Report the position within the whole script.
    parseDialect(script, dialect);
    throw error;
  }
}

/**
 * node-sql-parser's MariaDB grammar reports no locations; where the MySQL grammar reads the same
 * statement with the same tables in the same order, its locations are borrowed (for the row-level
 * security rewrite). Otherwise the locations stay unknown and that rewrite refuses.
 */
function borrowMysqlLocations(facts: StatementFacts, text: string): void {
  if (facts.tables.every((table) => table.location !== null)) return;
  let twin: StatementFacts;
  try {
    const parsed = parseMysql(text, 'MySQL');
    if (parsed.length !== 1) return;
    twin = analyzeMysqlStatement(parsed[0], text);
  } catch {
    return;
  }
  const same =
    twin.tables.length === facts.tables.length &&
    twin.tables.every((table, index) => JSON.stringify(table.ref) === JSON.stringify(facts.tables[index].ref));
  if (same) facts.tables = facts.tables.map((table, index) => ({ ...table, location: twin.tables[index].location }));
}

/** Parses a MySQL or MariaDB script with node-sql-parser, statement by statement. */
export function parseMysqlScript(sql: string, dialect: MysqlDialect): ParsedStatement[] {
  if (EXECUTABLE_COMMENT.test(sql)) throw securityError(serverText('MySQL executable comments (/*! … */) are not allowed.'));
  if (OPTIMIZER_HINT.test(sql)) throw securityError(serverText('MySQL optimizer hints (/*+ … */) are not allowed.'));
  if (hasMysqlDashAmbiguity(sql))
    throw securityError(
      serverText('MySQL reads "--" without a following space as two minus signs; add a space after "--" or write "- -".'),
    );
  const parseable = maskForMysqlParser(sql);
  const pieces = splitScript(parseable, { mysql: true });
  const statements = pieces.map((piece) => {
    const parsed = parsePiece(piece.text, dialect, parseable);
    const text = sql.slice(piece.offset, piece.offset + piece.text.length);
    if (parsed.length !== 1) throw invalidSql(serverText('The script could not be split into statements'));
    const facts = analyzeMysqlStatement(parsed[0], text);
    if (dialect === 'MariaDB') borrowMysqlLocations(facts, piece.text);
    return { sql: text, offset: piece.offset, facts };
  });
  // With one piece the script is that statement; with several, the parser's own count must agree.
  if (pieces.length > 1 && parseDialect(parseable, dialect).length !== pieces.length)
    throw invalidSql(serverText('The script could not be split into statements'));
  return statements;
}
