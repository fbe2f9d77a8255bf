import { analyzeMysqlStatement } from '../analysis/mysql.analyzer';
import { statementLabel } from '../analysis/statement-label';
import { forbiddenStatement, invalidSql, securityError } from '../guard.errors';
import { type MysqlDialect, parseMysql } from '../parsers/mysql.parser';
import type { ParsedStatement } from './parsed-statement';
import { splitScript } from './statement-splitter';

/** Statements node-sql-parser cannot read but MySQL runs; named so the refusal says what it was. */
const REFUSED_STATEMENTS = /^(LOAD|HANDLER|INSTALL|UNINSTALL|PREPARE|EXECUTE|DEALLOCATE|DO|CALL|GRANT|REVOKE|FLUSH|KILL|SHUTDOWN|RESTART|SET|RESET|PURGE|CHANGE|START|STOP|BINLOG|CACHE|(CREATE|ALTER|DROP) (USER|ROLE|FUNCTION|PROCEDURE|EVENT|TRIGGER|SERVER|TABLESPACE|LOGFILE|SPATIAL|RESOURCE|DEFINER|AGGREGATE|ALGORITHM|SQL))$/;

/**
 * MySQL runs the text inside `/*! … *\/` (and MariaDB inside `/*M! … *\/`) while every parser treats
 * it as a comment, so a script holding one is refused outright.
 */
const EXECUTABLE_COMMENT = /\/\*M?!/i;

function parsePiece(text: string, dialect: MysqlDialect, script: string) {
  try {
    return parseMysql(text, dialect);
  } catch (error) {
    const label = statementLabel(text);
    if (REFUSED_STATEMENTS.test(label)) throw forbiddenStatement(label);
    // Report the position within the whole script.
    parseMysql(script, dialect);
    throw error;
  }
}

/** Parses a MySQL or MariaDB script with node-sql-parser, statement by statement. */
export function parseMysqlScript(sql: string, dialect: MysqlDialect): ParsedStatement[] {
  if (EXECUTABLE_COMMENT.test(sql)) throw securityError('MySQL executable comments (/*! … */) are not allowed.');
  const pieces = splitScript(sql, { mysql: true });
  const statements = pieces.map((piece) => {
    const parsed = parsePiece(piece.text, dialect, sql);
    if (parsed.length !== 1) throw invalidSql('The script could not be split into statements');
    return { sql: piece.text, offset: piece.offset, facts: analyzeMysqlStatement(parsed[0], piece.text) };
  });
  if (pieces.length > 0 && parseMysql(sql, dialect).length !== pieces.length) throw invalidSql('The script could not be split into statements');
  return statements;
}
