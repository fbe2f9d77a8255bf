import { fieldAt } from '../parsers/ast-node';
import type { MysqlStatementNode } from '../parsers/mysql.parser';
import type { StatementKind } from '../sql-guard.types';
import { emptyFacts, type StatementFacts } from './statement-facts';
import { statementLabel } from './statement-label';

const READ_TYPES = new Set(['show', 'desc', 'explain']);
const MUTATING_TYPES = new Set(['insert', 'replace', 'update', 'delete', 'alter', 'rename', 'truncate']);
/** Objects a data-changing database may create or drop; every other CREATE/DROP (USER, TRIGGER, FUNCTION …) is refused. */
const DATA_OBJECTS = new Set(['table', 'view', 'index', 'database', 'schema']);

/** The fields read from node-sql-parser's nodes; which of them a node has depends on its type. */
interface MysqlNode {
  type?: string;
  keyword?: string;
  into?: { position?: string | null };
  table?: unknown;
  db?: unknown;
  join?: unknown;
  as?: unknown;
  with?: MysqlCte[];
  name?: unknown;
  args?: unknown;
  loc?: { start?: { offset?: unknown } };
}
interface MysqlCte {
  name?: unknown;
  recursive?: boolean;
  stmt?: unknown;
}

/** The kind of a parsed statement, or null when the statement is refused outright. */
function statementKind(node: MysqlNode): StatementKind | null {
  const type = String(node.type).toLowerCase();
  if (type === 'select') return node.into?.position ? null : 'select';
  if (READ_TYPES.has(type)) return 'read';
  if (type === 'transaction') return 'session';
  if (MUTATING_TYPES.has(type)) return 'mutating';
  if (type === 'create' || type === 'drop') return DATA_OBJECTS.has(String(node.keyword).toLowerCase()) ? 'mutating' : null;
  return null;
}

function forbiddenLabel(node: MysqlNode, sql: string): string {
  if (node.type === 'select') return 'SELECT … INTO';
  if (node.type === 'load_data') return 'LOAD DATA';
  return statementLabel(sql);
}

/** The text of a name node: `'x'`, `{value: 'x'}` or `{name: [{value: 'x'}]}`. */
function nameText(name: unknown): string | null {
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const node = name as { value?: unknown; name?: unknown };
    if (typeof node.value === 'string') return node.value;
    if (Array.isArray(node.name)) return node.name.map(nameText).filter(Boolean).join('.') || null;
  }
  return null;
}

class MysqlWalker {
  constructor(private readonly facts: StatementFacts) {}

  walk(value: unknown, scope: ReadonlySet<string>, key = ''): void {
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, scope, key);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as MysqlNode;
    if (node.type === 'function' || node.type === 'aggr_func') this.functionCall(node);
    // A statement's `table` list names its targets, except tables joined to them (`UPDATE t JOIN u …`).
    if (typeof node.table === 'string' && 'db' in node && !('column' in node))
      this.table(node, node.table, scope, key === 'table' && !node.join);
    if (node.type === 'select' && node.into?.position) this.facts.forbiddenStatement ??= 'SELECT … INTO';
    if (Array.isArray(node.with) && node.with.length > 0) return this.withScopes(node, scope);
    for (const [childKey, child] of Object.entries(node)) this.walk(child, scope, childKey);
  }

  private withScopes(node: MysqlNode, scope: ReadonlySet<string>): void {
    const ctes = node.with ?? [];
    const all = ctes.map((cte) => (nameText(cte.name) ?? '').toLowerCase());
    ctes.forEach((cte, index) => {
      const visible = new Set([...scope, ...all.slice(0, index), ...(cte.recursive ? all : [])]);
      this.walk(cte.stmt, visible);
    });
    const { with: _with, ...rest } = node;
    this.walk(rest, new Set([...scope, ...all]));
  }

  private functionCall(node: MysqlNode): void {
    const qualified = fieldAt(node.name, 'name');
    const parts = Array.isArray(qualified) ? qualified.map(nameText) : [nameText(node.name)];
    const name = parts[parts.length - 1];
    if (!name) return;
    const first = fieldAt(node.args, 'value', 0) ?? fieldAt(node.args, 'expr');
    const firstValue = fieldAt(first, 'value');
    const firstArgument = first && /string$/.test(String(fieldAt(first, 'type'))) && typeof firstValue === 'string' ? firstValue : null;
    this.facts.functions.push({ name, schema: nameText(fieldAt(node.name, 'schema')), firstArgument });
  }

  private table(node: MysqlNode, table: string, scope: ReadonlySet<string>, target: boolean): void {
    const schema = nameText(node.db);
    if (!schema && scope.has(table.toLowerCase())) return;
    const offset = node.loc?.start?.offset;
    const location = typeof offset === 'number' ? offset : null;
    this.facts.tables.push({
      ref: { catalog: null, schema, table },
      location,
      alias: typeof node.as === 'string' ? node.as : null,
      target,
    });
  }
}

/** Everything the policy needs from one MySQL or MariaDB statement; statement types not known to be safe are refused. */
export function analyzeMysqlStatement(statement: MysqlStatementNode, statementSql: string): StatementFacts {
  const node = statement as MysqlNode;
  const kind = statementKind(node);
  const facts = emptyFacts(kind ?? 'mutating');
  if (kind === null) facts.forbiddenStatement = forbiddenLabel(node, statementSql);
  new MysqlWalker(facts).walk(node, new Set());
  return facts;
}
