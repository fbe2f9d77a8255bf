import { formatLocaleRevision, numberLocale } from './d3-locale';
import { formatDuration } from './duration.format';
import { formatMemory } from './memory.format';
import { formatSmartNumber, formatSmartNumberSigned } from './smart-number.format';

/** Formats a metric value; missing values read `N/A`. */
export type NumberFormatter = (value: number | null | undefined) => string;

/** Named formats beyond d3-format specifiers. */
export const NumberFormats = {
  SMART_NUMBER: 'SMART_NUMBER',
  SMART_NUMBER_SIGNED: 'SMART_NUMBER_SIGNED',
  DURATION: 'DURATION',
  MEMORY: 'MEMORY',
  MEMORY_DECIMAL: 'MEMORY_DECIMAL',
  MEMORY_BINARY: 'MEMORY_BINARY',
  PERCENT_SIGNED_1_POINT: '+.1%',
  INTEGER: ',d',
} as const;

export const DEFAULT_NUMBER_FORMAT = NumberFormats.SMART_NUMBER;

const NAMED: Readonly<Record<string, (value: number) => string>> = {
  [NumberFormats.SMART_NUMBER]: formatSmartNumber,
  [NumberFormats.SMART_NUMBER_SIGNED]: formatSmartNumberSigned,
  [NumberFormats.DURATION]: formatDuration,
  [NumberFormats.MEMORY]: (value) => formatMemory(value),
  [NumberFormats.MEMORY_DECIMAL]: (value) => formatMemory(value),
  [NumberFormats.MEMORY_BINARY]: (value) => formatMemory(value, true),
};

const cache = new Map<string, NumberFormatter>();
let cacheRevision = formatLocaleRevision();

function d3Formatter(format: string): (value: number) => string {
  try {
    return numberLocale().format(format);
  } catch {
    // A hand-typed specifier d3 rejects still shows the value, with the reason beside it.
    return (value) => `${value} (Invalid format: ${format})`;
  }
}

function wrap(format: (value: number) => string): NumberFormatter {
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return 'N/A';
    if (value === Infinity) return '∞';
    if (value === -Infinity) return '-∞';
    return format(value);
  };
}

/**
 * A formatter for a d3-format specifier (`,d`, `.1%`, `$,.2f`…) or a named format (`SMART_NUMBER`,
 * `DURATION`, `MEMORY_*`); empty means the adaptive format.
 */
export function getNumberFormatter(format?: string | null): NumberFormatter {
  const key = format && format.trim() ? format.trim() : DEFAULT_NUMBER_FORMAT;
  if (cacheRevision !== formatLocaleRevision()) {
    // The user's language changed: formatters built for the previous one are stale.
    cache.clear();
    cacheRevision = formatLocaleRevision();
  }
  const cached = cache.get(key);
  if (cached) return cached;
  const formatter = wrap(NAMED[key] ?? d3Formatter(key));
  cache.set(key, formatter);
  return formatter;
}

/** True for the formats that print percentages. */
export function isPercentFormat(format: unknown): boolean {
  return typeof format === 'string' && format.includes('%');
}
