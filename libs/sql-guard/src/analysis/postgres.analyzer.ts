import { type AstNode, fieldAt } from '../parsers/ast-node';
import type { PgStatementNode } from '../parsers/postgres.parser';
import { byteToCharOffset } from '../parsers/text-offsets';
import type { StatementKind } from '../sql-guard.types';
import { emptyFacts, type StatementFacts, strongerKind } from './statement-facts';
import { statementLabel } from './statement-label';

/** Statements that write data or schema: allowed only with `allowDml`. */
const MUTATING = new Set([
  'InsertStmt',
  'UpdateStmt',
  'DeleteStmt',
  'MergeStmt',
  'CreateStmt',
  'CreateTableAsStmt',
  'ViewStmt',
  'IndexStmt',
  'AlterTableStmt',
  'RenameStmt',
  'TruncateStmt',
  'CommentStmt',
  'CreateSeqStmt',
  'AlterSeqStmt',
  'CreateSchemaStmt',
  'CompositeTypeStmt',
  'CreateEnumStmt',
  'AlterEnumStmt',
  'CreateDomainStmt',
  'RefreshMatViewStmt',
  'CreateStatsStmt',
  'DropStmt',
]);
const DATA_MODIFYING = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

/** Objects whose DROP is refused like their CREATE (they run code or reach the host). */
const FORBIDDEN_DROPS = new Set([
  'OBJECT_FUNCTION',
  'OBJECT_PROCEDURE',
  'OBJECT_ROUTINE',
  'OBJECT_AGGREGATE',
  'OBJECT_EXTENSION',
  'OBJECT_LANGUAGE',
  'OBJECT_FOREIGN_SERVER',
  'OBJECT_FDW',
  'OBJECT_FOREIGN_TABLE',
  'OBJECT_USER_MAPPING',
  'OBJECT_EVENT_TRIGGER',
  'OBJECT_TRIGGER',
  'OBJECT_RULE',
  'OBJECT_CAST',
  'OBJECT_OPERATOR',
  'OBJECT_TRANSFORM',
  'OBJECT_ACCESS_METHOD',
  'OBJECT_PUBLICATION',
  'OBJECT_SUBSCRIPTION',
  'OBJECT_DATABASE',
  'OBJECT_TABLESPACE',
  'OBJECT_POLICY',
]);

/** The fields read from libpg-query's nodes, as its JSON writes them (a field left at its default is omitted). */
interface PgRangeVar {
  catalogname?: string;
  schemaname?: string;
  relname?: string;
  location?: number;
  alias?: { aliasname?: string };
}
interface PgConst {
  ival?: { ival?: number };
  fval?: { fval?: string };
  sval?: { sval?: string };
}
interface PgFuncCall {
  funcname?: unknown;
  args?: { A_Const?: PgConst }[];
}
interface PgWithClause {
  ctes?: { CommonTableExpr?: PgCommonTableExpr }[];
  recursive?: boolean;
}
interface PgCommonTableExpr {
  ctename?: string;
  ctequery?: AstNode;
}
interface PgExplainStmt {
  query?: PgStatementNode;
  options?: { DefElem?: { defname?: string } }[];
}

/** Readable names for refused statements whose leading words would not say it exactly. */
function forbiddenLabel(type: string, body: AstNode, sql: string): string {
  switch (type) {
    case 'VariableSetStmt':
      return body.kind === 'VAR_RESET' || body.kind === 'VAR_RESET_ALL' ? 'RESET' : 'SET';
    case 'CreateFunctionStmt':
      return body.is_procedure ? 'CREATE PROCEDURE' : 'CREATE FUNCTION';
    case 'GrantStmt':
    case 'GrantRoleStmt':
      return body.is_grant ? 'GRANT' : 'REVOKE';
    case 'DeclareCursorStmt':
      return 'DECLARE CURSOR';
    case 'DropStmt':
      return `DROP ${String(body.removeType)
        .replace(/^OBJECT_/, '')
        .replace(/_/g, ' ')}`;
    default:
      return statementLabel(sql);
  }
}

/** A `[{String: {sval}}, …]` name list as plain names. */
function names(list: unknown): string[] {
  return Array.isArray(list)
    ? list.map((item: unknown) => fieldAt(item, 'String', 'sval')).filter((name): name is string => typeof name === 'string')
    : [];
}

function hasAnalyzeOption(explain: PgExplainStmt): boolean {
  return (explain.options ?? []).some((option) => String(option?.DefElem?.defname).toLowerCase() === 'analyze');
}

/** Keys under which a RangeVar is a statement's target rather than a source … */
const TARGET_KEYS = new Set(['relation', 'relations', 'rel', 'view', 'sequence', 'table']);
/** … when they belong to one of these nodes (`RangeTableSample.relation` is a source). */
const TARGET_OWNERS = new Set([
  'InsertStmt',
  'UpdateStmt',
  'DeleteStmt',
  'MergeStmt',
  'SelectStmt',
  'CreateTableAsStmt',
  'CreateStmt',
  'ViewStmt',
  'IndexStmt',
  'AlterTableStmt',
  'TruncateStmt',
  'RenameStmt',
  'RefreshMatViewStmt',
  'CreateSeqStmt',
  'AlterSeqStmt',
  'CopyStmt',
  'VacuumRelation',
  'LockStmt',
  'CreateTrigStmt',
  'RuleStmt',
  'CreatePolicyStmt',
  'CreateStatsStmt',
  'CommentStmt',
  'AlterObjectSchemaStmt',
  'AlterOwnerStmt',
  'CreateForeignTableStmt',
]);

function isTarget(key: string, owner: string): boolean {
  return TARGET_KEYS.has(key) && TARGET_OWNERS.has(owner);
}

function isBareRangeVar(value: unknown): value is PgRangeVar {
  return Boolean(value) && typeof value === 'object' && typeof (value as Record<string, unknown>).relname === 'string';
}

class PostgresWalker {
  constructor(
    private readonly facts: StatementFacts,
    private readonly statementSql: string,
  ) {}

  /** `owner` is the nearest enclosing node type; `key` the field that holds `value`. */
  walk(value: unknown, scope: ReadonlySet<string>, key = '', owner = ''): void {
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, scope, key, owner);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [childKey, child] of Object.entries(value)) {
      if (/^[A-Z]/.test(childKey) && child && typeof child === 'object') this.node(childKey, child as AstNode, scope, key, owner);
      // Fields typed as a RangeVar (`InsertStmt.relation`, `IntoClause.rel`) hold it without its `{RangeVar: …}` wrapper.
      else if (isBareRangeVar(child)) this.rangeVar(child, scope, isTarget(childKey, owner));
      else this.walk(child, scope, childKey, owner);
    }
  }

  private node(type: string, body: AstNode, scope: ReadonlySet<string>, key: string, owner: string): void {
    if (type === 'RangeVar') return this.rangeVar(body as PgRangeVar, scope, isTarget(key, owner));
    if (type === 'FuncCall') this.funcCall(body as PgFuncCall);
    // `CREATE TABLE x AS EXECUTE s` runs a prepared statement the guard never saw.
    if (type === 'ExecuteStmt') this.facts.forbiddenStatement ??= 'EXECUTE';
    if (type === 'SelectStmt' && body.intoClause) this.facts.kind = 'mutating';
    if (body.withClause) return this.withScopes(type, body, scope);
    this.walk(body, scope, key, type);
  }

  /** CTE names are visible to the statement body and to later CTEs (to all of them, and itself, when RECURSIVE). */
  private withScopes(type: string, body: AstNode, scope: ReadonlySet<string>): void {
    const withClause = body.withClause as PgWithClause;
    const ctes: PgCommonTableExpr[] = (withClause.ctes ?? []).map((cte) => cte.CommonTableExpr ?? {});
    const all = ctes.map((cte) => String(cte.ctename));
    const recursive = Boolean(withClause.recursive);
    ctes.forEach((cte, index) => {
      const visible = new Set([...scope, ...(recursive ? all : all.slice(0, index))]);
      const queryType = Object.keys(cte.ctequery ?? {})[0];
      if (DATA_MODIFYING.has(queryType)) this.facts.kind = 'mutating';
      this.walk(cte.ctequery, visible, 'ctequery', 'CommonTableExpr');
    });
    const { withClause: _withClause, ...rest } = body;
    this.walk(rest, new Set([...scope, ...all]), '', type);
  }

  private rangeVar(body: PgRangeVar, scope: ReadonlySet<string>, target: boolean): void {
    const catalog: string | null = body.catalogname ?? null;
    const schema: string | null = body.schemaname ?? null;
    const table = String(body.relname);
    if (!catalog && !schema && scope.has(table)) return;
    const location = typeof body.location === 'number' && body.location >= 0 ? byteToCharOffset(this.statementSql, body.location) : null;
    this.facts.tables.push({ ref: { catalog, schema, table }, location, alias: body.alias?.aliasname ?? null, target });
  }

  private funcCall(body: PgFuncCall): void {
    const parts = names(body.funcname);
    const name = parts[parts.length - 1];
    if (!name) return;
    const constant = body.args?.[0]?.A_Const;
    const first = constant?.sval?.sval;
    this.facts.functions.push({
      name,
      schema: parts.length > 1 ? parts[parts.length - 2] : null,
      firstArgument: typeof first === 'string' ? first : null,
      numericArgument: numericConstant(constant),
    });
  }
}

/** A non-negative number constant (`3`, `1.5`, `0`) as libpg-query writes it; null for anything else. */
function numericConstant(constant: PgConst | undefined): number | null {
  if (!constant) return null;
  if (constant.ival) return typeof constant.ival.ival === 'number' ? constant.ival.ival : 0;
  const text = constant.fval?.fval;
  return typeof text === 'string' && Number.isFinite(Number(text)) ? Number(text) : null;
}

function topLevelKind(type: string, body: AstNode): StatementKind | null {
  if (type === 'SelectStmt') return 'select';
  if (type === 'VariableShowStmt') return 'read';
  if (type === 'TransactionStmt') return /PREPARE|PREPARED/.test(String(body.kind)) ? null : 'session';
  if (type === 'DropStmt') return FORBIDDEN_DROPS.has(String(body.removeType)) ? null : 'mutating';
  if (MUTATING.has(type)) return 'mutating';
  return null;
}

/**
 * Everything the policy needs from one PostgreSQL statement: kind, tables, function calls, and
 * whether the statement itself is refused. Anything not known to be safe is refused (fail closed).
 */
export function analyzePostgresStatement(statement: PgStatementNode, statementSql: string): StatementFacts {
  const [type] = Object.keys(statement);
  const body = statement[type] as AstNode;
  const facts = emptyFacts('read');
  const walker = new PostgresWalker(facts, statementSql);
  if (type === 'ExplainStmt') {
    const explain = body as PgExplainStmt;
    const inner = analyzePostgresStatement(explain.query ?? {}, statementSql);
    return { ...inner, kind: hasAnalyzeOption(explain) && inner.kind === 'mutating' ? 'mutating' : 'read' };
  }
  const kind = topLevelKind(type, body);
  if (kind === null) facts.forbiddenStatement = forbiddenLabel(type, body, statementSql);
  walker.walk(statement, new Set());
  facts.kind = strongerKind(facts.kind, kind ?? 'mutating');
  return facts;
}
