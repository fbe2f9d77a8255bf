import { iterableItems, pythonEquals, pythonRepr, pythonStr, templateFunction, truthy, type TemplateFunction } from './template-values';

/** A filter receives the piped value, then its own arguments. */
export type TemplateFilter = (value: unknown, args: unknown[], kwargs: Record<string, unknown>) => unknown;

function toNumber(value: unknown, fallback: number, parse: (text: string) => number): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const parsed = parse(pythonStr(value).trim());
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** Superset's `where_in`: a list as a parenthesised SQL list of quoted strings and bare numbers. */
function whereIn(value: unknown, mark = "'"): string {
  const quote = (item: unknown) => (typeof item === 'string' ? `${mark}${item.split(mark).join(mark + mark)}${mark}` : pythonStr(item));
  return `(${iterableItems(value).map(quote).join(', ')})`;
}

function compareForSort(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return pythonStr(a) < pythonStr(b) ? -1 : pythonStr(a) > pythonStr(b) ? 1 : 0;
}

/** The Jinja filters SQL templates use, by name. */
export const TEMPLATE_FILTERS: Record<string, TemplateFilter> = {
  default: (value, [fallback = '', boolean = false], kwargs) =>
    value === undefined || (truthy(kwargs.boolean ?? boolean) && !truthy(value)) ? fallback : value,
  upper: (value) => pythonStr(value).toUpperCase(),
  lower: (value) => pythonStr(value).toLowerCase(),
  title: (value) =>
    pythonStr(value)
      .toLowerCase()
      .replace(/\b\w/g, (c) => c.toUpperCase()),
  capitalize: (value) => {
    const text = pythonStr(value);
    return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
  },
  trim: (value) => pythonStr(value).trim(),
  replace: (value, [from, to, count]) => {
    const parts = pythonStr(value).split(pythonStr(from));
    if (count === undefined || count === null) return parts.join(pythonStr(to));
    const limit = Number(count);
    return (
      parts.slice(0, limit + 1).join(pythonStr(to)) +
      (parts.length > limit + 1 ? pythonStr(from) + parts.slice(limit + 1).join(pythonStr(from)) : '')
    );
  },
  join: (value, [separator = ''], kwargs) => {
    const attribute = kwargs.attribute;
    const items = iterableItems(value).map((item) =>
      attribute !== undefined && item && typeof item === 'object' ? (item as Record<string, unknown>)[String(attribute)] : item,
    );
    return items.map(pythonStr).join(pythonStr(separator));
  },
  length: (value) => (typeof value === 'string' ? value.length : iterableItems(value).length),
  first: (value) => iterableItems(value)[0],
  last: (value) => iterableItems(value).at(-1),
  int: (value, [fallback = 0]) =>
    Math.trunc(toNumber(value, Number(fallback), (text) => (/^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN))),
  float: (value, [fallback = 0]) => toNumber(value, Number(fallback), Number),
  string: (value) => pythonStr(value),
  round: (value, [precision = 0, method = 'common']) => {
    const factor = 10 ** Number(precision);
    const scaled = toNumber(value, 0, Number) * factor;
    const rounded = method === 'ceil' ? Math.ceil(scaled) : method === 'floor' ? Math.floor(scaled) : Math.round(scaled);
    return rounded / factor;
  },
  abs: (value) => Math.abs(toNumber(value, 0, Number)),
  list: (value) => iterableItems(value),
  sort: (value, [reverse = false]) => {
    const sorted = [...iterableItems(value)].sort(compareForSort);
    return truthy(reverse) ? sorted.reverse() : sorted;
  },
  unique: (value) => iterableItems(value).filter((item, index, all) => all.findIndex((other) => pythonEquals(other, item)) === index),
  tojson: (value) => JSON.stringify(value ?? null),
  where_in: (value, [mark = "'"]) => whereIn(value, pythonStr(mark)),
  safe: (value) => value,
  repr: (value) => pythonRepr(value),
};
TEMPLATE_FILTERS.d = TEMPLATE_FILTERS.default;
TEMPLATE_FILTERS.count = TEMPLATE_FILTERS.length;

/** Python methods templates call on strings, lists and dicts (`name.upper()`, `params.get('x')`). */
export function methodOf(object: unknown, name: string): TemplateFunction | undefined {
  if (typeof object === 'string') {
    const methods: Record<string, TemplateFunction> = {
      upper: () => object.toUpperCase(),
      lower: () => object.toLowerCase(),
      strip: () => object.trim(),
      split: ([separator]) =>
        separator === undefined || separator === null ? object.trim().split(/\s+/) : object.split(pythonStr(separator)),
      replace: ([from, to]) => object.split(pythonStr(from)).join(pythonStr(to)),
      startswith: ([prefix]) => object.startsWith(pythonStr(prefix)),
      endswith: ([suffix]) => object.endsWith(pythonStr(suffix)),
      format: (args) => {
        let position = 0;
        return object.replace(/\{(\d*)\}/g, (_, index: string) => pythonStr(args[index === '' ? position++ : Number(index)]));
      },
    };
    return Object.hasOwn(methods, name) ? templateFunction(methods[name]) : undefined;
  }
  if (object && typeof object === 'object' && !Array.isArray(object)) {
    const dict = object as Record<string, unknown>;
    const methods: Record<string, TemplateFunction> = {
      get: ([key, fallback = null]) => (Object.prototype.hasOwnProperty.call(dict, pythonStr(key)) ? dict[pythonStr(key)] : fallback),
      keys: () => Object.keys(dict),
      values: () => Object.values(dict),
      items: () => Object.entries(dict),
    };
    return Object.hasOwn(methods, name) ? templateFunction(methods[name]) : undefined;
  }
  return undefined;
}
