const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);

/** A bigint as a number when no precision is lost, else as its decimal string. */
export function bigintToJson(value: bigint): number | string {
  return value <= MAX_SAFE && value >= MIN_SAFE ? Number(value) : value.toString();
}

/** A decimal or integer string (as drivers return NUMERIC/BIGINT) as a number when it round-trips safely. */
export function numericStringToJson(value: string): number | string {
  const trimmed = value.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return value;
  if (/^[+-]?\d+$/.test(trimmed)) {
    const big = BigInt(trimmed);
    return big <= MAX_SAFE && big >= MIN_SAFE ? Number(big) : trimmed;
  }
  return Number(trimmed);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Makes one driver value safe for JSON while keeping its meaning: bigints become numbers (or strings
 * when too large), non-finite numbers null (as Superset's `ignore_nan`), bytes base64, dates stay Dates,
 * arrays and plain objects are normalised member by member.
 */
export function normalizeValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'bigint':
      return bigintToJson(value);
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'string':
    case 'boolean':
      return value;
    case 'object':
      break;
    default:
      return String(value);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
  if (Array.isArray(value)) return value.map(normalizeValue);
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) result[key] = normalizeValue(member);
    return result;
  }
  return String(value);
}

/** Zips a row of values with (already de-duplicated) column names, normalising each value. */
export function rowFromArray(names: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < names.length; index += 1) row[names[index]] = normalizeValue(values[index]);
  return row;
}

/** Superset's `dedup`: repeated column names get `__1`, `__2`, … so no value is lost in a row object. */
export function dedupeColumnNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const used = new Set<string>();
  return names.map((name) => {
    if (!used.has(name)) {
      used.add(name);
      seen.set(name, 0);
      return name;
    }
    let count = seen.get(name) ?? 0;
    let candidate: string;
    do {
      count += 1;
      candidate = `${name}__${count}`;
    } while (used.has(candidate));
    seen.set(name, count);
    used.add(candidate);
    return candidate;
  });
}
