import type { EngineName } from '@tessera/query-engine';

/** The column types an upload writes: the file's inferred type, reduced to what every engine has. */
export type UploadColumnType = 'integer' | 'float' | 'boolean' | 'date' | 'timestamp' | 'text';

export interface UploadColumn {
  name: string;
  type: UploadColumnType;
}

/** DuckDB's inferred type of a file column, as a portable column type. */
export function uploadTypeOfDuckdb(duckdbType: string): UploadColumnType {
  const type = duckdbType.toUpperCase();
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT)$/.test(type)) return 'integer';
  if (/^(FLOAT|DOUBLE|REAL|DECIMAL)/.test(type)) return 'float';
  if (type === 'BOOLEAN') return 'boolean';
  if (type === 'DATE') return 'date';
  if (type.startsWith('TIMESTAMP')) return 'timestamp';
  return 'text';
}

const TARGET_TYPES: Record<EngineName, Record<UploadColumnType, string>> = {
  postgresql: { integer: 'BIGINT', float: 'DOUBLE PRECISION', boolean: 'BOOLEAN', date: 'DATE', timestamp: 'TIMESTAMP', text: 'TEXT' },
  mysql: { integer: 'BIGINT', float: 'DOUBLE', boolean: 'BOOLEAN', date: 'DATE', timestamp: 'DATETIME(6)', text: 'TEXT' },
  duckdb: { integer: 'BIGINT', float: 'DOUBLE', boolean: 'BOOLEAN', date: 'DATE', timestamp: 'TIMESTAMP', text: 'VARCHAR' },
};

/** The type a target engine stores an upload column as. */
export function targetType(engine: EngineName, type: UploadColumnType): string {
  return TARGET_TYPES[engine][type];
}

/** pandas dtype names of `column_data_types` as DuckDB casts. */
export function duckdbCastOfDtype(dtype: string): string | null {
  const name = dtype.trim().toLowerCase();
  if (/^u?int(8|16|32|64)?$/.test(name) || name === 'integer') return 'BIGINT';
  if (/^float(16|32|64)?$/.test(name) || name === 'double') return 'DOUBLE';
  if (name === 'bool' || name === 'boolean') return 'BOOLEAN';
  if (name.startsWith('datetime')) return 'TIMESTAMP';
  if (name === 'str' || name === 'string' || name === 'object') return 'VARCHAR';
  return null;
}

/** A value as the target driver takes it; timestamps without a zone, as the file meant them. */
export function toTargetValue(value: unknown, type: UploadColumnType): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return type === 'date' ? iso.slice(0, 10) : iso.slice(0, 23).replace('T', ' ');
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}
