/**
 * The number a cell holds for arithmetic, or null. Booleans and strings are not measures (pandas
 * would not add them either without an explicit cast); bigints from drivers are.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'bigint') return Number(value);
  return null;
}

/** Superset serialises NaN and ±Infinity as null (`ignore_nan`); every computed number goes through here. */
export function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** True for null, undefined and NaN: what pandas treats as missing. */
export function isMissing(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

function typeRank(value: unknown): number {
  if (typeof value === 'boolean') return 0;
  if (typeof value === 'number' || typeof value === 'bigint') return 1;
  if (typeof value === 'string') return 2;
  return 3;
}

/**
 * Total order for sorting cells and group keys: missing values last, then booleans, numbers,
 * strings (by code point, as Python compares them), anything else by its JSON form.
 */
export function compareValues(a: unknown, b: unknown): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const rankDiff = typeRank(a) - typeRank(b);
  if (rankDiff !== 0) return rankDiff;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeRank(a) <= 1) {
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Lexicographic comparison of key tuples with {@link compareValues}. */
export function compareTuples(a: readonly unknown[], b: readonly unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** A string key identifying a tuple of cells for hashing; 1 and '1' stay distinct. */
export function tupleKey(values: readonly unknown[]): string {
  let key = '';
  for (const value of values) {
    if (isMissing(value)) key += '\u0001n';
    else if (typeof value === 'string') key += `\u0001s${value}`;
    else if (typeof value === 'number' || typeof value === 'bigint') key += `\u0001d${String(value)}`;
    else if (typeof value === 'boolean') key += `\u0001b${String(value)}`;
    else key += `\u0001j${JSON.stringify(value)}`;
  }
  return key;
}

/**
 * Python's `repr(float)`: shortest round-trip digits, fixed notation for decimal exponents in
 * [-4, 16), scientific otherwise, and always a `.0` on integral values in fixed notation.
 */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const [mantissa, exponentText] = value.toExponential().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  const sign = negative ? '-' : '';
  if (exponent >= -4 && exponent < 16) {
    if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
    const fraction = digits.slice(exponent + 1);
    return `${sign}${whole}.${fraction || '0'}`;
  }
  const shortMantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const expSign = exponent < 0 ? '-' : '+';
  return `${sign}${shortMantissa}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

/** pandas `str(Timestamp)` for an epoch-ms value: `YYYY-MM-DD HH:MM:SS[.ffffff]`. */
export function pandasTimestampText(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  const base = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  const millis = Math.round(epochMs - Math.floor(epochMs / 1000) * 1000);
  return millis === 0 ? base : `${base}.${String(millis).padStart(3, '0')}000`;
}

/**
 * numpy `round(x, decimals)`: scale, round half to even, unscale. Superset rounds compare results
 * this way, so 0.00125 at 4 places gives 0.0012, not 0.0013.
 */
export function roundHalfEven(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = value * scale;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  let rounded: number;
  if (diff > 0.5) rounded = floor + 1;
  else if (diff < 0.5) rounded = floor;
  else rounded = floor % 2 === 0 ? floor : floor + 1;
  return rounded / scale;
}
