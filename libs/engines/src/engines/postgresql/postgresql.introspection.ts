import { escapeLike } from '../../execution/sql-statements';
import { pageOf, searchPattern, type IntrospectionQuery } from '../../introspection/introspection-query';
import type { RawTableFacts, TableList, TableListOptions } from '../../introspection/table-metadata';
import { POSTGRESQL_ENGINE_SPEC } from './postgresql.engine-spec';
import { PG_FOREIGN_KEYS_SQL, PG_INDEXES_SQL } from './postgresql.introspection.sql';
import { pgTypeDisplayName } from './postgresql.types';
import { tableMissing } from '../../errors/table-missing.error';

export async function listPostgresCatalogs(query: IntrospectionQuery): Promise<string[]> {
  const rows = await query<{ name: string }>(
    'SELECT datname AS name FROM pg_catalog.pg_database WHERE NOT datistemplate AND datallowconn ORDER BY datname',
  );
  return rows.map((row) => row.name);
}

export async function listPostgresSchemas(query: IntrospectionQuery): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT nspname AS name FROM pg_catalog.pg_namespace
     WHERE NOT (nspname = ANY($1::text[])) AND nspname NOT LIKE 'pg\\_temp\\_%' AND nspname NOT LIKE 'pg\\_toast\\_temp\\_%'
     ORDER BY nspname`,
    [POSTGRESQL_ENGINE_SPEC.systemSchemas],
  );
  return rows.map((row) => row.name);
}

const TABLE_FILTER = `FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'f', 'v', 'm') AND NOT c.relispartition
    AND ($2::text IS NULL OR c.relname ILIKE $2)`;

/** One page of tables then views of a schema, filtered and counted by the server. */
export async function listPostgresTables(query: IntrospectionQuery, schema: string, options: TableListOptions): Promise<TableList> {
  const { offset, limit } = pageOf(options);
  const pattern = searchPattern(options.search, escapeLike);
  const rows = await query<{ name: string; type: 'table' | 'view'; total: string }>(
    `SELECT c.relname AS name, CASE WHEN c.relkind IN ('v', 'm') THEN 'view' ELSE 'table' END AS type,
            COUNT(*) OVER () AS total
     ${TABLE_FILTER}
     ORDER BY 2, 1 LIMIT $3 OFFSET $4`,
    [schema, pattern, limit, offset],
  );
  let count = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    const [row] = await query<{ total: string }>(`SELECT COUNT(*) AS total ${TABLE_FILTER}`, [schema, pattern]);
    count = Number(row?.total ?? 0);
  }
  return { count, result: rows.map((row) => ({ value: row.name, type: row.type, extra: null })) };
}

async function relationOf(
  query: IntrospectionQuery,
  table: string,
  schema: string,
): Promise<{ oid: number; comment: string | null } | null> {
  const [row] = await query<{ oid: number; comment: string | null }>(
    `SELECT c.oid::int AS oid, obj_description(c.oid, 'pg_class') AS comment
     FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = $2 AND c.relkind IN ('r', 'p', 'f', 'v', 'm')`,
    [schema, table],
  );
  return row ?? null;
}

export async function postgresTableExists(query: IntrospectionQuery, table: string, schema: string): Promise<boolean> {
  return (await relationOf(query, table, schema)) !== null;
}

const FK_ACTIONS: Record<string, string> = { r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

/** Columns, keys, indexes and comment of one table or view, straight from the system catalogues. */
export async function readPostgresTable(query: IntrospectionQuery, table: string, schema: string): Promise<RawTableFacts> {
  const relation = await relationOf(query, table, schema);
  if (!relation) throw tableMissing(schema, table);
  const [columns, keys, foreignKeys, indexes] = await Promise.all([
    query<{ name: string; type: string; nullable: boolean; comment: string | null }>(
      `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable,
              col_description(a.attrelid, a.attnum) AS comment
       FROM pg_catalog.pg_attribute a WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
      [relation.oid],
    ),
    query<{ name: string; columns: string[] }>(
      `SELECT con.conname AS name,
              ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY AS k(num, ord)
                    JOIN pg_catalog.pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.ord)::text[] AS columns
       FROM pg_catalog.pg_constraint con WHERE con.conrelid = $1 AND con.contype = 'p'`,
      [relation.oid],
    ),
    query<{
      name: string;
      constrained: string[];
      referred_schema: string;
      referred_table: string;
      referred: string[];
      on_update: string;
      on_delete: string;
    }>(PG_FOREIGN_KEYS_SQL, [relation.oid]),
    query<{ name: string; unique: boolean; columns: string[] }>(PG_INDEXES_SQL, [relation.oid]),
  ]);
  const actions = (row: { on_update: string; on_delete: string }) => {
    const options: Record<string, string> = {};
    if (FK_ACTIONS[row.on_update]) options.onupdate = FK_ACTIONS[row.on_update];
    if (FK_ACTIONS[row.on_delete]) options.ondelete = FK_ACTIONS[row.on_delete];
    return options;
  };
  return {
    columns: columns.map((column) => ({ ...column, longType: pgTypeDisplayName(column.type) })),
    primaryKey: keys[0] ? { constrained_columns: keys[0].columns, name: keys[0].name } : null,
    foreignKeys: foreignKeys.map((row) => ({
      name: row.name,
      constrained_columns: row.constrained,
      referred_schema: row.referred_schema,
      referred_table: row.referred_table,
      referred_columns: row.referred,
      options: actions(row),
    })),
    indexes: indexes.map((row) => ({ name: row.name, column_names: row.columns, unique: row.unique })),
    comment: relation.comment,
  };
}
