import { Parser } from 'node-sql-parser';

import { invalidSql } from '../guard.errors';
import type { AstNode } from './ast-node';

/** One statement's tree from node-sql-parser. */
export type MysqlStatementNode = AstNode;

const parser = new Parser();

/** The dialect names node-sql-parser knows for Tessera's MySQL-family engines. */
export type MysqlDialect = 'MySQL' | 'MariaDB';

/** node-sql-parser lists every token it would have accepted; the token it found says enough. */
function readableMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const found = /^Expected [\s\S]* but (.+) found\.$/.exec(message)?.[1];
  if (found === undefined) return message;
  return found === 'end of input' ? 'syntax error at end of input' : `syntax error at or near ${found}`;
}

/** Parses with node-sql-parser's MySQL or MariaDB grammar, with locations; a syntax error becomes an `INVALID_SQL_ERROR` refusal. */
export function parseMysql(sql: string, dialect: MysqlDialect): MysqlStatementNode[] {
  try {
    const ast = parser.astify(sql, { database: dialect, parseOptions: { includeLocations: true } });
    // The published AST types leave out statements the parser reads; the analyzer checks each field it uses.
    return (Array.isArray(ast) ? ast : [ast]) as unknown as MysqlStatementNode[];
  } catch (error) {
    const location = (error as { location?: { start?: { line: number; column: number } } }).location?.start;
    throw invalidSql(readableMessage(error), location ? { line: location.line, column: location.column } : undefined);
  }
}
