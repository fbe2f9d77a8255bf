import type { DuckdbStatementNode } from '../parsers/duckdb.parser';
import { byteToCharOffset, isUnknownLocation } from '../parsers/text-offsets';
import { emptyFacts, type StatementFacts } from './statement-facts';

/**
 * A table name DuckDB would read as a file or URL (its "replacement scans": `FROM 'data/x.csv'`,
 * `FROM "https://…"`). Real table names with dots or slashes are rare enough to refuse them too.
 */
export function looksLikeFilePath(name: string): boolean {
  return /[/\\:~.*?]/.test(name);
}

/** The fields read from the nodes of DuckDB's `json_serialize_sql`; which of them a node has depends on its type or class. */
interface DuckdbNode {
  class?: string;
  type?: string;
  function_name?: unknown;
  schema?: string;
  children?: DuckdbNode[];
  value?: { value?: unknown };
  table_name?: unknown;
  catalog_name?: string;
  schema_name?: string;
  alias?: string;
  query_location?: number;
  query?: DuckdbNode;
  from_table?: DuckdbNode;
  select_list?: DuckdbNode[];
  node?: DuckdbNode;
  cte_map?: { map?: { key: string; value?: DuckdbNode }[] };
}

/** A SHOW_REF whose query DuckDB made up around a bare table name (its `*` has no location in the text). */
function isDescribedTable(node: DuckdbNode): node is DuckdbNode & { query: DuckdbNode & { from_table: DuckdbNode } } {
  const query = node.query;
  return (
    query?.from_table?.type === 'BASE_TABLE' && query.select_list?.length === 1 && isUnknownLocation(query.select_list[0]?.query_location)
  );
}

class DuckdbWalker {
  constructor(
    private readonly facts: StatementFacts,
    private readonly statementSql: string,
  ) {}

  walk(value: unknown, scope: ReadonlySet<string>): void {
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, scope);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as DuckdbNode;
    if (node.class === 'FUNCTION' || node.class === 'WINDOW') this.functionCall(node);
    if (node.type === 'BASE_TABLE' && typeof node.table_name === 'string') this.baseTable(node, node.table_name, scope, false);
    if (node.type === 'SHOW_REF' && isDescribedTable(node)) {
      // `DESCRIBE t` / `SUMMARIZE t`: DuckDB stands a `SELECT * FROM t` of its own in for the name.
      const { from_table: table, ...query } = node.query;
      this.baseTable(table, String(table.table_name), scope, true);
      const { query: _query, ...rest } = node;
      return this.walk([query, rest], scope);
    }
    if (Array.isArray(node.cte_map?.map) && node.cte_map.map.length > 0) return this.withScopes(node, scope);
    for (const child of Object.values(node)) this.walk(child, scope);
  }

  /** A CTE sees the CTEs before it (and itself when recursive); the query body sees them all. */
  private withScopes(node: DuckdbNode, scope: ReadonlySet<string>): void {
    const entries = node.cte_map?.map ?? [];
    const all = entries.map((entry) => entry.key.toLowerCase());
    entries.forEach((entry, index) => {
      const recursive = entry.value?.query?.node?.type === 'RECURSIVE_CTE_NODE';
      this.walk(entry.value, new Set([...scope, ...all.slice(0, index), ...(recursive ? [all[index]] : [])]));
    });
    const { cte_map: _cteMap, ...rest } = node;
    this.walk(rest, new Set([...scope, ...all]));
  }

  private functionCall(node: DuckdbNode): void {
    if (typeof node.function_name !== 'string') return;
    const first = node.children?.[0];
    const firstArgument = first?.class === 'CONSTANT' && typeof first.value?.value === 'string' ? first.value.value : null;
    this.facts.functions.push({ name: node.function_name, schema: node.schema || null, firstArgument });
  }

  private baseTable(node: DuckdbNode, table: string, scope: ReadonlySet<string>, standalone: boolean): void {
    const catalog: string | null = node.catalog_name || null;
    const schema: string | null = node.schema_name || null;
    if (!catalog && !schema && scope.has(table.toLowerCase())) return;
    if (looksLikeFilePath(table)) this.facts.fileReferences.push(table);
    const at = node.query_location;
    const location = at === undefined || isUnknownLocation(at) ? null : byteToCharOffset(this.statementSql, at);
    this.facts.tables.push({
      ref: { catalog, schema, table },
      location,
      alias: node.alias || null,
      target: false,
      ...(standalone ? { standalone } : {}),
    });
  }
}

/** Everything the policy needs from one SELECT-like DuckDB statement (DESCRIBE, SUMMARIZE and SHOW included, as `read`). */
export function analyzeDuckdbSelect(statement: DuckdbStatementNode, statementSql: string): StatementFacts {
  const node = statement as DuckdbNode;
  const facts = emptyFacts(node.from_table?.type === 'SHOW_REF' ? 'read' : 'select');
  new DuckdbWalker(facts, statementSql).walk(node, new Set());
  return facts;
}
