import type { SqlValidationAnnotation } from '@tessera/contracts';
import type { EngineDatabase } from '@tessera/engines';
import { toErrorPayload } from '@tessera/platform';
import { parseScript, type ScriptStatement } from '../script/sql-script';

/** Statements the three engines can EXPLAIN without running them. */
const EXPLAINABLE = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'INSERT', 'UPDATE', 'DELETE', 'MERGE']);

function explainable(statement: ScriptStatement): boolean {
  const head = statement.tokens.find((token) => !(token.kind === 'punct' && token.text === '('));
  return head?.kind === 'word' && EXPLAINABLE.has(head.text);
}

/** 1-based line and column of a character offset. */
function positionOf(script: string, offset: number): { line: number; column: number } {
  const before = script.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Asks the database to plan each statement (EXPLAIN plans without running, also for writes) and
 * reports each one it refuses, at the line where that statement starts. Statements EXPLAIN does
 * not take (DDL, SET, SHOW) are not checked.
 */
export async function validateScript(script: string, engine: string, database: EngineDatabase): Promise<SqlValidationAnnotation[]> {
  const annotations: SqlValidationAnnotation[] = [];
  for (const statement of parseScript(script, engine)) {
    if (!explainable(statement)) continue;
    try {
      await database.execute(`EXPLAIN ${statement.sql}`);
    } catch (error) {
      const start = script.indexOf(statement.sql, statement.offset);
      const { line, column } = positionOf(script, start < 0 ? statement.offset : start);
      const firstLine = statement.sql.split('\n')[0];
      annotations.push({ line_number: line, start_column: column, end_column: column + firstLine.length, message: toErrorPayload(error).message });
    }
  }
  return annotations;
}
