import { escapeLike } from '../../execution/sql-statements';
import { pageOf, searchPattern, type IntrospectionQuery } from '../../introspection/introspection-query';
import type { RawTableFacts, TableList, TableListOptions } from '../../introspection/table-metadata';
import { tableMissing } from '../../errors/table-missing.error';

/** `database_name = …` for the given catalog, or the current one. */
function catalogFilter(catalog: string | null | undefined, index: number): { clause: string; params: string[] } {
  return catalog
    ? { clause: `database_name = $${index}`, params: [catalog] }
    : { clause: 'database_name = current_database()', params: [] };
}

export async function listDuckdbCatalogs(query: IntrospectionQuery): Promise<string[]> {
  const rows = await query<{ name: string }>('SELECT database_name AS name FROM duckdb_databases() WHERE NOT internal ORDER BY 1');
  return rows.map((row) => row.name);
}

export async function listDuckdbSchemas(
  query: IntrospectionQuery,
  catalog: string | null | undefined,
  systemSchemas: readonly string[],
): Promise<string[]> {
  const filter = catalogFilter(catalog, 1);
  const rows = await query<{ name: string }>(
    `SELECT DISTINCT schema_name AS name FROM duckdb_schemas() WHERE ${filter.clause} ORDER BY 1`,
    filter.params,
  );
  return rows.map((row) => row.name).filter((name) => !systemSchemas.includes(name));
}

/** One page of tables then views of a schema, filtered and counted by DuckDB. */
export async function listDuckdbTables(query: IntrospectionQuery, schema: string, options: TableListOptions): Promise<TableList> {
  const { offset, limit } = pageOf(options);
  const filter = catalogFilter(options.catalog, 3);
  const pattern = searchPattern(options.search, escapeLike) ?? '%';
  const rows = await query<{ name: string; type: 'table' | 'view'; total: number }>(
    `SELECT name, type, COUNT(*) OVER () AS total FROM (
       SELECT table_name AS name, 'table' AS type FROM duckdb_tables() WHERE ${filter.clause} AND schema_name = $1 AND NOT internal
       UNION ALL
       SELECT view_name AS name, 'view' AS type FROM duckdb_views() WHERE ${filter.clause} AND schema_name = $1 AND NOT internal
     ) WHERE name ILIKE $2 ESCAPE '\\'
     ORDER BY type, name${limit === null ? '' : ` LIMIT ${limit}`} OFFSET ${offset}`,
    [schema, pattern, ...filter.params],
  );
  let count = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) count = (await listDuckdbTables(query, schema, { ...options, offset: 0, limit: 1 })).count;
  return { count, result: rows.map((row) => ({ value: row.name, type: row.type, extra: null })) };
}

async function relationComment(
  query: IntrospectionQuery,
  table: string,
  schema: string,
  catalog?: string | null,
): Promise<{ comment: string | null } | null> {
  const filter = catalogFilter(catalog, 3);
  const [row] = await query<{ comment: string | null }>(
    `SELECT comment FROM duckdb_tables() WHERE ${filter.clause} AND schema_name = $1 AND table_name = $2
     UNION ALL
     SELECT comment FROM duckdb_views() WHERE ${filter.clause} AND schema_name = $1 AND view_name = $2`,
    [schema, table, ...filter.params],
  );
  return row ?? null;
}

export async function duckdbTableExists(
  query: IntrospectionQuery,
  table: string,
  schema: string,
  catalog?: string | null,
): Promise<boolean> {
  return (await relationComment(query, table, schema, catalog)) !== null;
}

/** `[a, "b c"]` (duckdb_indexes().expressions) → ['a', 'b c']. */
export function indexColumns(expressions: string | null): string[] {
  if (!expressions) return [];
  return expressions
    .replace(/^\[|\]$/g, '')
    .split(/,\s*/)
    .map((part) =>
      part
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .replace(/""/g, '"'),
    )
    .filter(Boolean);
}

/** The referenced schema of `FOREIGN KEY (x) REFERENCES s.p(id)`, defaulting to the table's own. */
export function referredSchema(constraintText: string, fallback: string): string {
  const match = /REFERENCES\s+(?:"((?:[^"]|"")+)"|([^\s."(]+))\.(?:"(?:[^"]|"")+"|[^\s."(]+)\s*\(/i.exec(constraintText);
  return match ? (match[1]?.replace(/""/g, '"') ?? match[2]) : fallback;
}

type ConstraintRow = { type: string; name: string; columns: string[]; referenced_table: string | null; referenced: string[]; text: string };

/** Columns, keys, indexes and comment of one table or view from DuckDB's catalogue functions. */
export async function readDuckdbTable(
  query: IntrospectionQuery,
  table: string,
  schema: string,
  catalog?: string | null,
): Promise<RawTableFacts> {
  const relation = await relationComment(query, table, schema, catalog);
  if (!relation) throw tableMissing(schema, table);
  const filter = catalogFilter(catalog, 3);
  const where = `${filter.clause} AND schema_name = $1 AND table_name = $2`;
  const params = [schema, table, ...filter.params];
  const [columns, constraints, indexes] = await Promise.all([
    query<{ name: string; type: string; nullable: boolean; comment: string | null }>(
      `SELECT column_name AS name, data_type AS type, is_nullable AS nullable, comment FROM duckdb_columns() WHERE ${where} ORDER BY column_index`,
      params,
    ),
    query<ConstraintRow>(
      `SELECT constraint_type AS type, constraint_name AS name, constraint_column_names AS columns, referenced_table,
              referenced_column_names AS referenced, constraint_text AS text
       FROM duckdb_constraints() WHERE ${where} AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY') ORDER BY constraint_index`,
      params,
    ),
    query<{ name: string; unique: boolean; expressions: string | null }>(
      `SELECT index_name AS name, is_unique AS unique, expressions FROM duckdb_indexes() WHERE ${where} ORDER BY index_name`,
      params,
    ),
  ]);
  const primary = constraints.find((row) => row.type === 'PRIMARY KEY');
  return {
    columns: columns.map((column) => ({ name: column.name, longType: column.type, nullable: column.nullable, comment: column.comment })),
    primaryKey: primary ? { constrained_columns: primary.columns, name: primary.name } : null,
    foreignKeys: constraints
      .filter((row) => row.type === 'FOREIGN KEY')
      .map((row) => ({
        name: row.name,
        constrained_columns: row.columns,
        referred_schema: referredSchema(row.text, schema),
        referred_table: row.referenced_table ?? '',
        referred_columns: row.referenced,
        options: {},
      })),
    indexes: indexes.map((row) => ({ name: row.name, column_names: indexColumns(row.expressions), unique: row.unique })),
    comment: relation.comment,
  };
}
