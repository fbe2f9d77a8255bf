import { ErrorCode, SupersetErrorType, TesseraError, type LimitingFactor, type SqlTableRef } from '@tessera/contracts';
import { parseScript } from '../script/sql-script';
import { extractTables } from '../script/sql-tables';
import { withSqlLimit } from '../script/sql-limit';
import { parseTemplateParams, renderSqlTemplate } from '../templates/sql-template.processor';
import type { TemplateUser } from '../templates/sql-template.context';

export const DML_NOT_ALLOWED_MESSAGE = 'Only SELECT statements are allowed against this database.';
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

export interface ScriptRequest {
  sql: string;
  /** The editor's JSON string (or an object). */
  templateParams: unknown;
  user: TemplateUser;
  engine: string;
  allowDml: boolean;
  /** The editor's limit dropdown; absent or not positive means the maximum. */
  queryLimit: number | null | undefined;
  /** `TESSERA_SQL_MAX_ROW`: no query returns more. */
  maxRow: number;
  /** Set for CREATE TABLE/VIEW AS runs. */
  ctas?: CtasTarget | null;
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
  /** Every statement as it runs, separated as a script. */
  executedSql: string;
  /** The row limit of the run: the dropdown capped by the maximum. */
  limit: number;
  /** Every table the script names (as written), for the access check. */
  tables: SqlTableRef[];
}

function effectiveLimit(queryLimit: number | null | undefined, maxRow: number): number {
  return queryLimit && queryLimit > 0 ? Math.min(queryLimit, maxRow) : maxRow;
}

/**
 * Turns what the editor sent into statements to run: templates rendered, statements split and
 * classified (writes refused unless the database allows DML), and every SELECT bounded by the
 * limit. A statement whose own LIMIT is lower keeps it; a higher or missing one becomes `limit + 1`
 * so that the run can tell whether the dropdown cut rows off.
 */
export function prepareScript(request: ScriptRequest): PreparedScript {
  const rendered = renderSqlTemplate(request.sql, parseTemplateParams(request.templateParams), request.user);
  const parsed = parseScript(rendered, request.engine);
  if (parsed.length === 0) {
    throw new TesseraError(ErrorCode.BAD_REQUEST, 'The query is empty: write at least one statement.', { errorType: SupersetErrorType.INVALID_SQL_ERROR });
  }
  if (!request.allowDml && parsed.some((statement) => statement.kind === 'mutating')) {
    throw new TesseraError(ErrorCode.BAD_REQUEST, DML_NOT_ALLOWED_MESSAGE, { errorType: SupersetErrorType.DML_NOT_ALLOWED_ERROR });
  }
  const limit = effectiveLimit(request.queryLimit, request.maxRow);
  const tables = tablesOf(parsed);
  if (request.ctas) return { ...asCtas(parsed, request.ctas, request.engine, limit), tables };
  const statements = parsed.map((statement): PreparedStatement => {
    if (statement.kind !== 'select') return { sql: statement.sql, limit: null, sqlLimit: null };
    if (statement.sqlLimit !== null && statement.sqlLimit <= limit) return { sql: statement.sql, limit, sqlLimit: statement.sqlLimit };
    return { sql: withSqlLimit(statement.sql, statement.tokens, limit + 1), limit, sqlLimit: statement.sqlLimit };
  });
  return { statements, executedSql: statements.map((statement) => statement.sql).join(';\n'), limit, tables };
}

function tablesOf(parsed: ReturnType<typeof parseScript>): SqlTableRef[] {
  const seen = new Map<string, SqlTableRef>();
  for (const statement of parsed) {
    for (const table of extractTables(statement.tokens)) seen.set(`${table.catalog}.${table.schema}.${table.table}`, table);
  }
  return [...seen.values()];
}

function quoteIdentifier(name: string, engine: string): string {
  const quote = engine === 'mysql' || engine === 'mariadb' ? '`' : '"';
  return `${quote}${name.split(quote).join(quote + quote)}${quote}`;
}

/**
 * CREATE TABLE AS wraps the last statement, which must be a SELECT; CREATE VIEW AS needs the script
 * to be that single SELECT. The created table or view gets no row limit: it holds every row.
 */
function asCtas(parsed: ReturnType<typeof parseScript>, target: CtasTarget, engine: string, limit: number): Omit<PreparedScript, 'tables'> {
  const last = parsed[parsed.length - 1];
  if (target.method === 'VIEW' && (parsed.length !== 1 || last.kind !== 'select')) {
    throw new TesseraError(ErrorCode.BAD_REQUEST, INVALID_CVAS_MESSAGE, { errorType: SupersetErrorType.INVALID_CVAS_QUERY_ERROR });
  }
  if (last.kind !== 'select') {
    throw new TesseraError(ErrorCode.BAD_REQUEST, INVALID_CTAS_MESSAGE, { errorType: SupersetErrorType.INVALID_CTAS_QUERY_ERROR });
  }
  const name = [target.schema, target.table].filter((part): part is string => !!part).map((part) => quoteIdentifier(part, engine)).join('.');
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
