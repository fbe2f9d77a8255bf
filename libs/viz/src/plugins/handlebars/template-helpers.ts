import { utcFormat } from 'd3-time-format';
import { getNumberFormatter } from '../../format/number-format';
import type { Helper, HelperOptions } from './template-interpreter';

/** Moment-style date tokens (as Superset's `dateFormat` helper reads them) as d3 UTC specifiers, longest first. */
const DATE_TOKENS: readonly [string, string][] = [
  ['YYYY', '%Y'],
  ['YY', '%y'],
  ['MMMM', '%B'],
  ['MMM', '%b'],
  ['MM', '%m'],
  ['M', '%-m'],
  ['DD', '%d'],
  ['D', '%-d'],
  ['dddd', '%A'],
  ['ddd', '%a'],
  ['HH', '%H'],
  ['hh', '%I'],
  ['mm', '%M'],
  ['ss', '%S'],
  ['A', '%p'],
];

/** Converts `MMMM YYYY` to `%B %Y`; text in square brackets stays as written. */
export function momentToD3(format: string): string {
  let out = '';
  for (let i = 0; i < format.length;) {
    if (format[i] === '[') {
      const end = format.indexOf(']', i);
      const literal = end < 0 ? format.slice(i + 1) : format.slice(i + 1, end);
      out += literal.replace(/%/g, '%%');
      i = end < 0 ? format.length : end + 1;
      continue;
    }
    const token = DATE_TOKENS.find(([moment]) => format.startsWith(moment, i));
    if (token) {
      out += token[1];
      i += token[0].length;
    } else {
      out += format[i] === '%' ? '%%' : format[i];
      i += 1;
    }
  }
  return out;
}

/** The trailing options object Handlebars passes every helper. */
function optionsOf(args: unknown[]): HelperOptions {
  return args[args.length - 1] as HelperOptions;
}

function positional(args: unknown[]): unknown[] {
  return args.slice(0, -1);
}

const numbers = (args: unknown[]) => positional(args).map(Number);

/**
 * The helpers Superset's handlebars chart offers: its own (`dateFormat`, `formatNumber`,
 * `stringify`, `parseJson`) and the common comparison, logic, string and arithmetic helpers
 * templates written for it use.
 */
export const TEMPLATE_HELPERS: Readonly<Record<string, Helper>> = {
  dateFormat: (...args) => {
    const [value] = positional(args);
    if (value === null || value === undefined || value === '') return '';
    const date = new Date(value as string | number);
    if (Number.isNaN(date.getTime())) return String(value);
    return utcFormat(momentToD3(String(optionsOf(args).hash.format ?? 'YYYY-MM-DD')))(date);
  },
  formatNumber: (...args) => {
    const [value] = positional(args);
    if (value === null || value === undefined || value === '') return '';
    const number = Number(value);
    if (Number.isNaN(number)) return String(value);
    const { format, locale } = optionsOf(args).hash;
    if (!format && locale) return number.toLocaleString(String(locale));
    return getNumberFormatter(format ? String(format) : undefined)(number);
  },
  stringify: (...args) => {
    const [value] = positional(args);
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
  },
  parseJson: (...args) => JSON.parse(String(positional(args)[0])),
  eq: (...args) => positional(args)[0] === positional(args)[1],
  neq: (...args) => positional(args)[0] !== positional(args)[1],
  lt: (...args) => numbers(args)[0] < numbers(args)[1],
  lte: (...args) => numbers(args)[0] <= numbers(args)[1],
  gt: (...args) => numbers(args)[0] > numbers(args)[1],
  gte: (...args) => numbers(args)[0] >= numbers(args)[1],
  not: (...args) => !positional(args)[0],
  and: (...args) => positional(args).every(Boolean),
  or: (...args) => positional(args).some(Boolean),
  ifx: (...args) => {
    const [condition, yes, no] = positional(args);
    return condition ? yes : (no ?? '');
  },
  empty: (...args) => {
    const [value] = positional(args);
    return !Array.isArray(value) || value.length === 0;
  },
  count: (...args) => {
    const [value] = positional(args);
    return Array.isArray(value) ? value.length : false;
  },
  includes: (...args) => {
    const [list, value] = positional(args);
    return Array.isArray(list) || typeof list === 'string' ? list.includes(value as never) : false;
  },
  lowercase: (...args) => String(positional(args)[0] ?? '').toLowerCase(),
  uppercase: (...args) => String(positional(args)[0] ?? '').toUpperCase(),
  capitalizeFirst: (...args) => {
    const text = String(positional(args)[0] ?? '');
    return text.charAt(0).toUpperCase() + text.slice(1);
  },
  concat: (...args) =>
    positional(args)
      .map((value) => String(value ?? ''))
      .join(''),
  join: (...args) => {
    const [list, separator] = positional(args);
    return Array.isArray(list) ? list.join(separator === undefined ? ' ' : String(separator)) : '';
  },
  first: (...args) => {
    const [list] = positional(args);
    return Array.isArray(list) ? list[0] : undefined;
  },
  last: (...args) => {
    const [list] = positional(args);
    return Array.isArray(list) ? list[list.length - 1] : undefined;
  },
  sum: (...args) => numbers(args).reduce((total, value) => total + value, 0),
  difference: (...args) => numbers(args)[0] - numbers(args)[1],
  multiplication: (...args) => numbers(args).reduce((total, value) => total * value, 1),
  division: (...args) => numbers(args)[0] / numbers(args)[1],
  ceil: (...args) => Math.ceil(numbers(args)[0]),
  floor: (...args) => Math.floor(numbers(args)[0]),
  abs: (...args) => Math.abs(numbers(args)[0]),
};
