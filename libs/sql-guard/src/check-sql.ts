import type { StatementFacts } from './analysis/statement-facts';
import { enforcePolicy } from './policy/statement.policy';
import { parseScript } from './script/parse-script';
import type { GuardedStatement, GuardTableRef, SqlGuardOptions } from './sql-guard.types';

/** The distinct tables of some statements' facts, in order of first appearance. */
export function distinctTables(facts: readonly StatementFacts[]): GuardTableRef[] {
  const seen = new Map<string, GuardTableRef>();
  for (const { tables } of facts) {
    for (const { ref } of tables) {
      const key = JSON.stringify([ref.catalog, ref.schema, ref.table]);
      if (!seen.has(key)) seen.set(key, { catalog: ref.catalog, schema: ref.schema, table: ref.table });
    }
  }
  return [...seen.values()];
}

/**
 * Parses `sql` with the engine's own parser and refuses what may not run: host-touching functions and
 * statements (`FORBIDDEN`, `QUERY_SECURITY_ACCESS_ERROR`), data changes on a database without DML
 * (`BAD_REQUEST`, `DML_NOT_ALLOWED_ERROR`) and SQL that does not parse (`BAD_REQUEST`, `INVALID_SQL_ERROR`).
 *
 * @returns the statements in order, each with its kind and the tables it references.
 * @throws TesseraError when the SQL may not run.
 */
export async function checkSql(sql: string, options: SqlGuardOptions): Promise<GuardedStatement[]> {
  const { engine, statements } = await parseScript(sql, options.engine);
  enforcePolicy(statements, engine, options);
  return statements.map(({ sql: text, offset, facts }) => ({ sql: text, offset, kind: facts.kind, tables: distinctTables([facts]) }));
}

/**
 * Parses only (no policy): the real tables `sql` references anywhere, CTE names excluded, for access
 * checks and Superset's `sql_tables`.
 *
 * @throws TesseraError (`INVALID_SQL_ERROR`) when the SQL does not parse.
 */
export async function findTables(sql: string, engine: string): Promise<GuardTableRef[]> {
  const { statements } = await parseScript(sql, engine);
  return distinctTables(statements.map((statement) => statement.facts));
}
