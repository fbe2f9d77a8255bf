import { SupersetErrorType, TesseraError, type SqlTableRef, type SqlValidationAnnotation } from '@tessera/contracts';
import type { EngineDatabase } from '@tessera/engines';
import { toErrorPayload } from '@tessera/platform';
import { checkSql, type GuardedStatement } from '@tessera/sql-guard';
import { lexSql } from '../script/sql-lexer';
import { lexOptionsFor } from '../script/sql-script';

/** Statements the three engines can EXPLAIN without running them. */
const EXPLAINABLE = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** The SQL guard's refusals that describe the script, shown where the editor shows problems rather than failing the request. */
const ANNOTATED_REFUSALS = new Set<string>([SupersetErrorType.INVALID_SQL_ERROR, SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR]);

function explainable(statement: GuardedStatement, engine: string): boolean {
  const head = lexSql(statement.sql, lexOptionsFor(engine)).find((token) => !(token.kind === 'punct' && token.text === '('));
  return head?.kind === 'word' && EXPLAINABLE.has(head.text);
}

/** 1-based line and column of a character offset. */
function positionOf(script: string, offset: number): { line: number; column: number } {
  const before = script.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const EXPLAIN = 'EXPLAIN ';

/**
 * The database's refusal of one statement, marked where the database located it (PostgreSQL gives
 * a position, the engine turns it into `extra.line`/`extra.column` of the EXPLAIN it was sent), else
 * over the first line of the statement.
 */
function explainAnnotation(script: string, statement: GuardedStatement, error: unknown): SqlValidationAnnotation {
  const start = positionOf(script, statement.offset);
  const message = toErrorPayload(error).message;
  const extra = error instanceof TesseraError ? error.extra : undefined;
  const line = Number(extra?.line);
  const column = Number(extra?.column);
  if (Number.isInteger(line) && Number.isInteger(column) && line >= 1 && column >= 1) {
    // Line 1 of what was sent is `EXPLAIN ` followed by the statement's first line.
    const inStatement = line === 1 ? { line: 1, column: Math.max(1, column - EXPLAIN.length) } : { line, column };
    const at =
      inStatement.line === 1
        ? { line: start.line, column: start.column + inStatement.column - 1 }
        : { line: start.line + inStatement.line - 1, column: inStatement.column };
    return { line_number: at.line, start_column: at.column, end_column: at.column, message };
  }
  const firstLine = statement.sql.split('\n')[0];
  return { line_number: start.line, start_column: start.column, end_column: start.column + firstLine.length, message };
}

/** A refusal of the SQL guard as one annotation: where the parser located it, else at the start. */
function refusalAnnotation(error: unknown): SqlValidationAnnotation | null {
  if (!(error instanceof TesseraError) || !ANNOTATED_REFUSALS.has(error.explicitErrorType ?? '')) return null;
  const line = Number(error.extra?.line) || 1;
  const column = Number(error.extra?.column) || 1;
  return { line_number: line, start_column: column, end_column: column, message: error.message };
}

/**
 * Checks the script with the SQL guard (a parse error is reported where the parser found it; host
 * access and SQL from strings are reported and nothing is sent), then asks the database to plan each
 * statement (EXPLAIN plans without running, also for writes) and reports each one it refuses, at
 * the line where that statement starts. Statements EXPLAIN does not take (DDL, SHOW) are not planned.
 * `admitTables` refuses (throws) before anything is planned when the caller may not query a table.
 */
export async function validateScript(
  script: string,
  engine: string,
  database: EngineDatabase,
  allowFileAccess = false,
  admitTables?: (tables: SqlTableRef[]) => Promise<unknown>,
): Promise<SqlValidationAnnotation[]> {
  let statements: GuardedStatement[];
  try {
    // Writes are only planned here, never run, so the database's allow_dml does not apply.
    statements = await checkSql(script, { engine, allowDml: true, allowFileAccess });
  } catch (error) {
    const annotation = refusalAnnotation(error);
    if (annotation) return [annotation];
    throw error;
  }
  // A plan tells whether a table exists and what its columns are: only for tables the caller may query.
  await admitTables?.(statements.flatMap((statement) => statement.tables));
  const annotations: SqlValidationAnnotation[] = [];
  for (const statement of statements) {
    if (!explainable(statement, engine)) continue;
    try {
      await database.execute(`${EXPLAIN}${statement.sql}`);
    } catch (error) {
      annotations.push(explainAnnotation(script, statement, error));
    }
  }
  return annotations;
}
