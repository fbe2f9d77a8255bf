import type { GenericDataType } from '@tessera/query-engine';

export interface TableListOptions {
  catalog?: string | null;
  /** Case-insensitive substring the table name must contain. */
  search?: string;
  offset?: number;
  limit?: number;
}

/** `GET /database/{pk}/tables/` result: tables first, then views, each by name. */
export interface TableList {
  count: number;
  result: { value: string; type: 'table' | 'view'; extra: null }[];
}

/** A key a column takes part in, as Superset lists it under `columns[].keys`. */
export interface ColumnKey {
  type: 'pk' | 'fk' | 'index';
  name: string | null;
  column_names: string[];
  [detail: string]: unknown;
}

export interface ColumnMetadata {
  name: string;
  /** Type without its arguments ('VARCHAR'). */
  type: string;
  /** Full type ('VARCHAR(255)'). */
  longType: string;
  keys: ColumnKey[];
  comment: string | null;
  genericType: GenericDataType;
  isDttm: boolean;
  nullable: boolean;
}

export interface PrimaryKey {
  constrained_columns: string[];
  name: string | null;
}

export interface ForeignKey {
  name: string | null;
  constrained_columns: string[];
  referred_schema: string | null;
  referred_table: string;
  referred_columns: string[];
  options: Record<string, string>;
}

export interface IndexInfo {
  name: string;
  column_names: string[];
  unique: boolean;
}

/** Superset's `table_metadata` answer. */
export interface TableMetadata {
  name: string;
  columns: ColumnMetadata[];
  selectStar: string;
  primaryKey: PrimaryKey | null;
  foreignKeys: ForeignKey[];
  indexes: IndexInfo[];
  comment: string | null;
}

/** Raw facts an engine reads about a table; {@link buildTableMetadata} shapes them. */
export interface RawTableFacts {
  columns: { name: string; longType: string; nullable: boolean; comment: string | null }[];
  primaryKey: PrimaryKey | null;
  foreignKeys: ForeignKey[];
  indexes: IndexInfo[];
  comment: string | null;
}
