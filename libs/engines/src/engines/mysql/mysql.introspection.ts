import { escapeLike } from '../../execution/sql-statements';
import { pageOf, searchPattern, type IntrospectionQuery } from '../../introspection/introspection-query';
import type { ForeignKey, IndexInfo, RawTableFacts, TableList, TableListOptions } from '../../introspection/table-metadata';
import { MYSQL_ENGINE_SPEC } from './mysql.engine-spec';
import { tableMissing } from '../../errors/table-missing.error';

export async function listMysqlSchemas(query: IntrospectionQuery): Promise<string[]> {
  const rows = await query<{ name: string }>(
    'SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME NOT IN (?) ORDER BY SCHEMA_NAME',
    [MYSQL_ENGINE_SPEC.systemSchemas],
  );
  return rows.map((row) => row.name);
}

const TABLE_FILTER = `FROM information_schema.TABLES
  WHERE TABLE_SCHEMA = ? AND (? IS NULL OR LOWER(TABLE_NAME) LIKE LOWER(?))`;

/** One page of tables then views of a schema, filtered and counted by the server. */
export async function listMysqlTables(query: IntrospectionQuery, schema: string, options: TableListOptions): Promise<TableList> {
  const { offset, limit } = pageOf(options);
  const pattern = searchPattern(options.search, escapeLike);
  const page = limit === null ? (offset > 0 ? ` LIMIT 18446744073709551615 OFFSET ${offset}` : '') : ` LIMIT ${limit} OFFSET ${offset}`;
  const [rows, [total]] = await Promise.all([
    query<{ name: string; type: 'table' | 'view' }>(
      `SELECT TABLE_NAME AS name, IF(TABLE_TYPE = 'VIEW', 'view', 'table') AS type ${TABLE_FILTER} ORDER BY type, TABLE_NAME${page}`,
      [schema, pattern, pattern],
    ),
    query<{ total: number }>(`SELECT COUNT(*) AS total ${TABLE_FILTER}`, [schema, pattern, pattern]),
  ]);
  return { count: Number(total?.total ?? 0), result: rows.map((row) => ({ value: row.name, type: row.type, extra: null })) };
}

async function tableComment(query: IntrospectionQuery, table: string, schema: string): Promise<{ comment: string } | null> {
  const [row] = await query<{ comment: string }>(
    'SELECT TABLE_COMMENT AS comment FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?',
    [schema, table],
  );
  return row ?? null;
}

export async function mysqlTableExists(query: IntrospectionQuery, table: string, schema: string): Promise<boolean> {
  return (await tableComment(query, table, schema)) !== null;
}

/** `enum('a','b') unsigned` → `ENUM('a','b') UNSIGNED`: keywords upper-cased, literal values kept. */
export function upperOutsideQuotes(type: string): string {
  return type
    .split(/('(?:[^']|'')*')/)
    .map((part, index) => (index % 2 === 1 ? part : part.toUpperCase()))
    .join('');
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

type KeyRow = {
  name: string;
  column_name: string;
  referred_schema: string | null;
  referred_table: string | null;
  referred_column: string | null;
};
type IndexRow = { name: string; column_name: string; non_unique: number };

/** Columns, keys, indexes and comment of one table or view from information_schema. */
export async function readMysqlTable(query: IntrospectionQuery, table: string, schema: string): Promise<RawTableFacts> {
  const info = await tableComment(query, table, schema);
  if (!info) throw tableMissing(schema, table);
  const [columns, keys, indexes] = await Promise.all([
    query<{ name: string; type: string; nullable: string; comment: string }>(
      `SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable, COLUMN_COMMENT AS comment
       FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
      [schema, table],
    ),
    query<KeyRow>(
      `SELECT CONSTRAINT_NAME AS name, COLUMN_NAME AS column_name, REFERENCED_TABLE_SCHEMA AS referred_schema,
              REFERENCED_TABLE_NAME AS referred_table, REFERENCED_COLUMN_NAME AS referred_column
       FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?
       ORDER BY CONSTRAINT_NAME, ORDINAL_POSITION`,
      [schema, table],
    ),
    query<IndexRow>(
      `SELECT INDEX_NAME AS name, COLUMN_NAME AS column_name, NON_UNIQUE AS non_unique FROM information_schema.STATISTICS
       WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND INDEX_NAME <> 'PRIMARY' ORDER BY INDEX_NAME, SEQ_IN_INDEX`,
      [schema, table],
    ),
  ]);
  const primary = keys.filter((row) => row.name === 'PRIMARY');
  const foreignKeys: ForeignKey[] = [
    ...groupBy(
      keys.filter((row) => row.referred_table),
      (row) => row.name,
    ),
  ].map(([name, rows]) => ({
    name,
    constrained_columns: rows.map((row) => row.column_name),
    referred_schema: rows[0].referred_schema,
    referred_table: rows[0].referred_table ?? '',
    referred_columns: rows.map((row) => row.referred_column ?? ''),
    options: {},
  }));
  const indexList: IndexInfo[] = [...groupBy(indexes, (row) => row.name)].map(([name, rows]) => ({
    name,
    column_names: rows.map((row) => row.column_name),
    unique: Number(rows[0].non_unique) === 0,
  }));
  return {
    columns: columns.map((column) => ({
      name: column.name,
      longType: upperOutsideQuotes(column.type),
      nullable: column.nullable === 'YES',
      comment: column.comment || null,
    })),
    primaryKey: primary.length > 0 ? { constrained_columns: primary.map((row) => row.column_name), name: 'PRIMARY' } : null,
    foreignKeys,
    indexes: indexList,
    comment: info.comment || null,
  };
}
