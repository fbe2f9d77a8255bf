import {
  DuckDBTypeId,
  JSDuckDBValueConverter,
  blobValue,
  timestampValueFromDate,
  type DuckDBValue,
  type DuckDBValueConverter,
  type JS,
} from '@duckdb/node-api';

// Types whose JS form (bigint microseconds, interval parts) would lose its meaning once made JSON-safe.
const AS_TEXT = new Set<DuckDBTypeId>([
  DuckDBTypeId.TIME,
  DuckDBTypeId.TIME_TZ,
  DuckDBTypeId.TIME_NS,
  DuckDBTypeId.INTERVAL,
  DuckDBTypeId.UUID,
  DuckDBTypeId.BIT,
]);

/** DuckDB values → JS: timestamps and dates as Date, decimals as numbers, times and intervals as text. */
export const duckdbValueConverter: DuckDBValueConverter<unknown> = (value, type, converter) => {
  if (value === null) return null;
  if (AS_TEXT.has(type.typeId)) return String(value);
  return JSDuckDBValueConverter(value, type, converter as DuckDBValueConverter<JS>);
};

const INT32_MAX = 2 ** 31 - 1;

/** Statement parameters as DuckDB values (Dates as timestamps, bytes as blobs, wide integers as BIGINT). */
export function toDuckdbParams(params: readonly unknown[]): DuckDBValue[] {
  return params.map((param): DuckDBValue => {
    if (param === undefined || param === null) return null;
    if (param instanceof Date) return timestampValueFromDate(param);
    if (param instanceof Uint8Array) return blobValue(param);
    if (typeof param === 'number' && Number.isInteger(param) && Math.abs(param) > INT32_MAX) return BigInt(param);
    if (typeof param === 'string' || typeof param === 'number' || typeof param === 'boolean' || typeof param === 'bigint') return param;
    return JSON.stringify(param);
  });
}
