import { risonEncode } from '@tessera/contracts';

/** A small deterministic generator (mulberry32): the same seed replays the same requests. */
export class SeededRandom {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** A value serialised as raw JSON text rather than through `JSON.stringify` (which could not build it). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const deepJson = (depth: number) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** Values that do not belong where a request puts them: wrong types, extremes, odd texts and shapes. */
export const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e10,
  1e308,
  -1e308,
  2147483648,
  9999999999,
  Number.MAX_SAFE_INTEGER,
  '',
  'x',
  '1e10',
  '1e308',
  '-1',
  '0x10',
  '9999999999',
  'NaN',
  'null',
  'true',
  'ünïcødé ✓ 𝔘𝔫𝔦 \u202e مرحبا 你好',
  '\u0000\u0001\ud800',
  "'; DROP TABLE ab_user; --",
  '%_\\',
  '<script>alert(1)</script>',
  '2024-13-45T99:99:99',
  '00000000-0000-0000-0000-000000000000',
  '{"a":',
  '[[[[',
  '{{ 7*7 }}',
  [],
  [1, 2],
  [[]],
  [null],
  ['a', { b: 1 }],
  {},
  { a: 1 },
  { $ne: 1 },
  new RawJson('{"__proto__":{"polluted":1}}'),
  { constructor: { prototype: {} } },
];

/** A value from `ODD_VALUES`, now and then a megabyte of text or JSON nested 10,000 deep. */
export function oddValue(random: SeededRandom): unknown {
  if (random.chance(0.02)) return ONE_MEGABYTE;
  if (random.chance(0.03)) return deepJson(10_000);
  if (random.chance(0.03)) return JSON.stringify(deepJson(5_000).text);
  return random.pick(ODD_VALUES);
}

/** JSON text of a value, letting `RawJson` parts through as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (!value || typeof value !== 'object' || value instanceof RawJson) return [prefix];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => paths(item, [...prefix, key]))];
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** A valid body with one to three places replaced by odd values (the whole body among them). */
export function mutateBody(random: SeededRandom, base: unknown): unknown {
  let body = base;
  const count = 1 + random.int(3);
  for (let i = 0; i < count; i++) {
    const candidates = paths(body);
    const path = random.chance(0.1) ? [] : random.pick(candidates);
    body = replaceAt(body, path, oddValue(random));
    if (!body || typeof body !== 'object') break;
  }
  return body;
}

/** Broken `q` texts: unbalanced, wrong sigils, deep, not rison nor JSON. */
const MALFORMED_Q = [
  '(',
  '!(',
  "(a:'unterminated)",
  '(filters:!((col:id,opr:eq,value:1))',
  '(page:)',
  '(:1)',
  '((((((((',
  '!n!t!f',
  '(page:1e308)',
  '(page:-1,page_size:1e10)',
  '(order_column:%27,order_direction:sideways)',
  '{"filters":[{"col":"id"',
  'null',
  '[]',
  '42',
  '(filters:!((col:id,opr:eq,value:!n)))',
  '(filters:!((col:__proto__,opr:eq,value:1)))',
  '(keys:!(list_columns,evil))',
  '(a:'.repeat(2_000) + '1' + ')'.repeat(2_000),
  '!('.repeat(2_000) + ')'.repeat(2_000),
];

const OPERATORS = [
  'eq',
  'neq',
  'ct',
  'sw',
  'ew',
  'nct',
  'in',
  'not_in',
  'gt',
  'lt',
  'between',
  'rel_o_m',
  'rel_m_m',
  'chart_is_favorite',
  'dashboard_tag_id',
  'all_text',
  'bogus',
];

/** A list `q`: a valid-looking rison object with odd filter values, paging and ordering, or a broken text. */
export function listQuery(random: SeededRandom, columns: readonly string[]): string {
  if (random.chance(0.2)) return random.pick(MALFORMED_Q);
  const value = () =>
    random.chance(0.5)
      ? random.pick(ODD_VALUES.filter((v) => !(typeof v === 'number' && !Number.isFinite(v))))
      : random.pick([1, 'a', [1, 2], 't']);
  const query: Record<string, unknown> = {
    filters: Array.from({ length: 1 + random.int(2) }, () => ({ col: random.pick(columns), opr: random.pick(OPERATORS), value: value() })),
  };
  if (random.chance(0.3)) query.page = random.pick([0, -1, 1e10, 1.5, 'a', 2147483648]);
  if (random.chance(0.3)) query.page_size = random.pick([0, 1, -5, 1e10, 'a', 100000]);
  if (random.chance(0.2)) query.order_column = random.pick([...columns, 'nope', 1]);
  if (random.chance(0.1)) query.order_direction = random.pick(['asc', 'up', 1]);
  try {
    return risonEncode(query);
  } catch {
    return JSON.stringify(query);
  }
}

/** A URL component of any text: lone surrogates (which cannot be percent-encoded) become U+FFFD. */
export function urlText(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
}

/** Ids no resource has, in every spelling a client could send. */
export const ODD_IDS = [
  '1e10',
  '1e308',
  '-1',
  '0',
  '0x10',
  '9999999999',
  '2147483648',
  '1.5',
  'abc',
  '%00',
  '%27',
  'null',
  '1;2',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(300),
  '%F0%9D%94%98',
];
