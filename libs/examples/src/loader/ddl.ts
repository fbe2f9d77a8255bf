import type { EngineSpec } from '@tessera/engines';

import type { ExampleColumn, ExampleTable } from '../tables/example-table.types';

type SqlDialect = EngineSpec['dialect'];

/** Engines the examples can be loaded into. */
export type ExampleEngine = 'duckdb' | 'postgresql';

function columnType(column: ExampleColumn, engine: ExampleEngine): string {
  switch (column.type) {
    case 'TIMESTAMP':
      return engine === 'postgresql' ? 'TIMESTAMP WITHOUT TIME ZONE' : 'TIMESTAMP';
    case 'DOUBLE':
      return engine === 'postgresql' ? 'DOUBLE PRECISION' : 'DOUBLE';
    case 'VARCHAR':
      return engine === 'postgresql' && column.length ? `VARCHAR(${column.length})` : 'VARCHAR';
    default:
      return column.type;
  }
}

export function createTableSql(table: ExampleTable, engine: ExampleEngine, dialect: SqlDialect): string {
  const columns = table.columns.map((column) => `${dialect.quoteIdentifier(column.name)} ${columnType(column, engine)}`);
  return `CREATE TABLE ${dialect.quoteIdentifier(table.name)} (${columns.join(', ')})`;
}

export function dropTableSql(table: ExampleTable, dialect: SqlDialect): string {
  return `DROP TABLE IF EXISTS ${dialect.quoteIdentifier(table.name)}`;
}

/** DuckDB's `read_csv` column map: `{'ds': 'TIMESTAMP', …}`. */
export function duckdbCsvColumns(table: ExampleTable, dialect: SqlDialect): string {
  return `{${table.columns.map((column) => `${dialect.quoteLiteral(column.name)}: ${dialect.quoteLiteral(columnType(column, 'duckdb'))}`).join(', ')}}`;
}
