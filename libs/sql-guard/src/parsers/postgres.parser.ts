import { loadModule, parseSync } from 'libpg-query';

import { invalidSql, positionAt } from '../guard.errors';
import type { AstNode } from './ast-node';
import { byteToCharOffset } from './text-offsets';

/** One raw statement from PostgreSQL's parser: `{SelectStmt: {...}}`, `{CopyStmt: {...}}`, … */
export type PgStatementNode = AstNode;

let loading: Promise<void> | null = null;

/** Loads PostgreSQL's parser (WebAssembly) once per process. */
export function loadPostgresParser(): Promise<void> {
  loading ??= loadModule();
  return loading;
}

/** Parses with PostgreSQL's own grammar; a syntax error becomes an `INVALID_SQL_ERROR` refusal. */
export async function parsePostgres(sql: string): Promise<PgStatementNode[]> {
  await loadPostgresParser();
  try {
    const result = parseSync(sql) as { stmts?: { stmt: PgStatementNode }[] };
    return (result.stmts ?? []).map((entry) => entry.stmt);
  } catch (error) {
    const details = (error as { sqlDetails?: { cursorPosition?: number } }).sqlDetails;
    const message = error instanceof Error ? error.message : String(error);
    const position =
      typeof details?.cursorPosition === 'number' ? positionAt(sql, byteToCharOffset(sql, details.cursorPosition)) : undefined;
    throw invalidSql(message, position);
  }
}
