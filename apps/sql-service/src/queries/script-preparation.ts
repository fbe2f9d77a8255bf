import { ErrorCode, SupersetErrorType, TesseraError, type LimitingFactor, type SqlTableRef } from '@tessera/contracts';
import { applyRowLevelSecurity, checkSql, type GuardedStatement, type SqlGuardOptions } from '@tessera/sql-guard';
import { lexSql } from '../script/sql-lexer';
import { findSqlLimit, withSqlLimit } from '../script/sql-limit';
import { lexOptionsFor } from '../script/sql-script';
import { parseTemplateParams, renderSqlTemplate } from '../templates/sql-template.processor';
import type { TemplateUser } from '../templates/sql-template.context';
import { serverText } from '@tessera/platform';

export const INVALID_CTAS_MESSAGE =
  'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.';
export const INVALID_CVAS_MESSAGE =
  'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';

/** Where `select_as_cta` puts the rows of the last SELECT: a new table or a view. */
export interface CtasTarget {
  method: 'TABLE' | 'VIEW';
  table: string;
  schema: string | null;
}

/** The row-level-security clauses for a table as the script names it; null when none apply. */
export type RowFilter = (table: SqlTableRef) => string[] | null;

/**
 * Decides on the tables a script references before anything runs: throws when the caller may not
 * read one, and answers the row filter to apply (null for none).
 */
export type TableAdmission = (tables: SqlTableRef[]) => Promise<RowFilter | null>;

export interface ScriptRequest {
  sql: string;
  /** The editor's JSON string (or an object). */
  templateParams: unknown;
  user: TemplateUser;
  engine: string;
  allowDml: boolean;
  /** The database's `extra.allow_file_access`. */
  allowFileAccess: boolean;
  /** The editor's limit dropdown; absent or not positive means the maximum. */
  queryLimit: number | null | undefined;
  /** `TESSERA_SQL_MAX_ROW`: no query returns more. */
  maxRow: number;
  /** Set for CREATE TABLE/VIEW AS runs. */
  ctas?: CtasTarget | null;
  /** The run's time limit: PostgreSQL's `pg_sleep` may wait that long at most. */
  timeLimitSeconds?: number;
  /** Checks every referenced table against the caller's grants; absent, every table is admitted unfiltered. */
  admitTables?: TableAdmission;
}

/** One statement ready to run; `limit` is set when its rows are bounded (fetch `limit + 1` to learn whether more exist). */
export interface PreparedStatement {
  sql: string;
  limit: number | null;
  /** The statement's own LIMIT, when it has one. */
  sqlLimit: number | null;
}

export interface PreparedScript {
  statements: PreparedStatement[];
  /** Every statement as it runs (row-level security applied), separated as a script. */
  executedSql: string;
  /** The row limit of the run: the dropdown capped by the maximum. */
  limit: number;
}

function effectiveLimit(queryLimit: number | null | undefined, maxRow: number): number {
  return queryLimit && queryLimit > 0 ? Math.min(queryLimit, maxRow) : maxRow;
}

/**
 * Turns what the editor sent into statements to run: templates rendered, then the SQL guard parses
 * the result with the engine's own parser, refuses host access, SQL from strings and (unless the
 * database allows DML) writes, and names every table referenced anywhere, which the caller must be
 * allowed to read. Tables under row-level security are replaced by their filtered rows, and every
 * SELECT is bounded by the limit: a statement whose own LIMIT is lower keeps it; a higher or missing
 * one becomes `limit + 1` so that the run can tell whether the dropdown cut rows off.
 */
export async function prepareScript(request: ScriptRequest): Promise<PreparedScript> {
  const rendered = renderSqlTemplate(request.sql, parseTemplateParams(request.templateParams), request.user);
  const guard: SqlGuardOptions = {
    engine: request.engine,
    allowDml: request.allowDml,
    allowFileAccess: request.allowFileAccess,
    kind: 'script',
    maxSleepSeconds: request.timeLimitSeconds,
  };
  const checked = await checkSql(rendered, guard);
  if (checked.length === 0) {
    throw new TesseraError(ErrorCode.BAD_REQUEST, serverText('The query is empty: write at least one statement.'), {
      errorType: SupersetErrorType.INVALID_SQL_ERROR,
    });
  }
  const rowFilter = request.admitTables ? await request.admitTables(distinctTables(checked)) : null;
  const filtered = rowFilter ? await Promise.all(checked.map((statement) => withRowFilter(statement, rowFilter, guard))) : checked;
  const limit = effectiveLimit(request.queryLimit, request.maxRow);
  if (request.ctas) return asCtas(filtered, request.ctas, request.engine, limit);
  const statements = filtered.map((statement): PreparedStatement => {
    if (statement.kind !== 'select') return { sql: statement.sql, limit: null, sqlLimit: null };
    const tokens = lexSql(statement.sql, lexOptionsFor(request.engine));
    const sqlLimit = findSqlLimit(tokens)?.value ?? null;
    if (sqlLimit !== null && sqlLimit <= limit) return { sql: statement.sql, limit, sqlLimit };
    return { sql: withSqlLimit(statement.sql, tokens, limit + 1), limit, sqlLimit };
  });
  return { statements, executedSql: statements.map((statement) => statement.sql).join(';\n'), limit };
}

/** The tables of some statements, once each, in order of first reference. */
function distinctTables(statements: readonly GuardedStatement[]): SqlTableRef[] {
  const seen = new Map<string, SqlTableRef>();
  for (const statement of statements) {
    for (const table of statement.tables) seen.set(JSON.stringify([table.catalog, table.schema, table.table]), { ...table });
  }
  return [...seen.values()];
}

/**
 * The statement with each filtered table read through its row filter. The rewritten text is checked
 * again, so nothing a clause brings in escapes the guard.
 */
async function withRowFilter(statement: GuardedStatement, rowFilter: RowFilter, guard: SqlGuardOptions): Promise<GuardedStatement> {
  if (!statement.tables.some((table) => rowFilter(table) !== null)) return statement;
  const sql = await applyRowLevelSecurity(statement.sql, guard.engine, rowFilter);
  const [rechecked] = await checkSql(sql, { ...guard, kind: 'script' });
  return { ...statement, sql: rechecked.sql };
}

function quoteIdentifier(name: string, engine: string): string {
  const quote = engine === 'mysql' || engine === 'mariadb' ? '`' : '"';
  return `${quote}${name.split(quote).join(quote + quote)}${quote}`;
}

/**
 * CREATE TABLE AS wraps the last statement, which must be a SELECT; CREATE VIEW AS needs the script
 * to be that single SELECT. The created table or view gets no row limit: it holds every row.
 */
function asCtas(parsed: readonly GuardedStatement[], target: CtasTarget, engine: string, limit: number): PreparedScript {
  const last = parsed[parsed.length - 1];
  if (target.method === 'VIEW' && (parsed.length !== 1 || last.kind !== 'select')) {
    throw new TesseraError(ErrorCode.BAD_REQUEST, INVALID_CVAS_MESSAGE, { errorType: SupersetErrorType.INVALID_CVAS_QUERY_ERROR });
  }
  if (last.kind !== 'select') {
    throw new TesseraError(ErrorCode.BAD_REQUEST, INVALID_CTAS_MESSAGE, { errorType: SupersetErrorType.INVALID_CTAS_QUERY_ERROR });
  }
  const name = [target.schema, target.table]
    .filter((part): part is string => !!part)
    .map((part) => quoteIdentifier(part, engine))
    .join('.');
  const statements: PreparedStatement[] = [
    ...parsed.slice(0, -1).map((statement) => ({ sql: statement.sql, limit: null, sqlLimit: null })),
    { sql: `CREATE ${target.method} ${name} AS\n${last.sql}`, limit: null, sqlLimit: null },
  ];
  return { statements, executedSql: statements.map((statement) => statement.sql).join(';\n'), limit };
}

/**
 * What bounded a result: the statement's own LIMIT (QUERY), the dropdown (DROPDOWN), both at the
 * same value (QUERY_AND_DROPDOWN), or nothing because fewer rows existed (NOT_LIMITED).
 */
export function limitingFactorOf(statement: PreparedStatement, rowCount: number, moreRowsExisted: boolean): LimitingFactor {
  if (statement.limit === null) return 'NOT_LIMITED';
  const { sqlLimit, limit } = statement;
  if (sqlLimit !== null && sqlLimit <= limit && rowCount >= sqlLimit) return sqlLimit === limit ? 'QUERY_AND_DROPDOWN' : 'QUERY';
  return moreRowsExisted ? 'DROPDOWN' : 'NOT_LIMITED';
}
