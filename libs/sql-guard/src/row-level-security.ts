import { SupersetErrorType, TesseraError } from '@tessera/contracts';

import { qualifiedNameEnd } from './analysis/qualified-name';
import type { TableOccurrence } from './analysis/statement-facts';
import { securityError } from './guard.errors';
import { parseScript } from './script/parse-script';
import type { GuardTableRef, SqlGuardEngine } from './sql-guard.types';
import { serverText } from '@tessera/platform';

/** Words that cannot stand bare as an alias; a table named like one is quoted. */
const RESERVED = new Set([
  'all',
  'analyse',
  'analyze',
  'and',
  'any',
  'array',
  'as',
  'asc',
  'both',
  'case',
  'cast',
  'check',
  'collate',
  'column',
  'constraint',
  'create',
  'cross',
  'current_date',
  'current_user',
  'default',
  'desc',
  'distinct',
  'do',
  'else',
  'end',
  'except',
  'false',
  'fetch',
  'for',
  'foreign',
  'from',
  'full',
  'grant',
  'group',
  'having',
  'in',
  'inner',
  'intersect',
  'into',
  'is',
  'join',
  'key',
  'lateral',
  'left',
  'limit',
  'natural',
  'not',
  'null',
  'offset',
  'on',
  'only',
  'or',
  'order',
  'outer',
  'primary',
  'references',
  'returning',
  'right',
  'select',
  'session_user',
  'some',
  'table',
  'then',
  'to',
  'true',
  'union',
  'unique',
  'user',
  'using',
  'when',
  'where',
  'window',
  'with',
]);

/** `name` as an alias: bare when it is a plain lower-case word, quoted otherwise. */
function aliasFor(name: string, engine: SqlGuardEngine): string {
  const mysql = engine === 'mysql' || engine === 'mariadb';
  if (/^[a-z_][a-z0-9_]*$/.test(name) && !RESERVED.has(name)) return name;
  return mysql ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;
}

function rewrite(
  sql: string,
  occurrence: TableOccurrence,
  clauses: string[],
  engine: SqlGuardEngine,
): { start: number; end: number; text: string } {
  if (occurrence.location === null) throw securityError(serverText('Row level security could not be applied to this query.'));
  // PostgreSQL's `FROM ONLY t` locates the name; ONLY moves into the sub-query with it.
  const only = /\bONLY\s+$/i.exec(sql.slice(Math.max(0, occurrence.location - 32), occurrence.location))?.[0] ?? '';
  const start = occurrence.location - only.length;
  const end = qualifiedNameEnd(sql, occurrence.location);
  const name = sql.slice(start, end);
  const filter = clauses.map((clause) => `(${clause})`).join(' AND ');
  const query = `SELECT * FROM ${name} WHERE ${filter}`;
  if (occurrence.standalone) return { start, end, text: query };
  const alias = occurrence.alias === null ? ` AS ${aliasFor(occurrence.ref.table, engine)}` : '';
  return { start, end, text: `(${query})${alias}` };
}

/**
 * Row-level security for hand-written SQL (Superset's `RLS_IN_SQLLAB`): every reference to a table for
 * which `clausesFor` returns clauses becomes `(SELECT * FROM <the same reference> WHERE (<c1>) AND (<c2>)) AS <alias or table name>`,
 * wherever it occurs (CTEs, sub-queries, joins). The text is spliced at the parser's locations, so the
 * rest of the statement stays byte for byte as written. Statement targets (`INSERT INTO t`) are left alone.
 *
 * @returns the rewritten SQL (parsed again before it is returned).
 * @throws TesseraError when the SQL does not parse or a reference cannot be located.
 */
export async function applyRowLevelSecurity(
  statementSql: string,
  engine: string,
  clausesFor: (table: GuardTableRef) => string[] | null,
): Promise<string> {
  const parsed = await parseScript(statementSql, engine);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of parsed.statements) {
    for (const occurrence of statement.facts.tables) {
      if (occurrence.target) continue;
      const clauses = clausesFor({ ...occurrence.ref });
      if (!clauses || clauses.length === 0) continue;
      const local = rewrite(statement.sql, occurrence, clauses, parsed.engine);
      edits.push({ start: local.start + statement.offset, end: local.end + statement.offset, text: local.text });
    }
  }
  if (edits.length === 0) return statementSql;
  let result = statementSql;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  // Some references cannot become a sub-query (`t TABLESAMPLE …` on PostgreSQL): refuse rather than run unfiltered.
  await parseScript(result, engine).catch((error: unknown) => {
    if (error instanceof TesseraError && error.errorType === SupersetErrorType.INVALID_SQL_ERROR) {
      throw securityError(
        serverText('Row level security cannot be applied to this query: a filtered table is used where a sub-query cannot stand.'),
      );
    }
    throw error;
  });
  return result;
}
