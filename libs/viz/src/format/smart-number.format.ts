import { numberLocale } from './d3-locale';

const si = numberLocale.format('.3~s');
const twoDecimals = numberLocale.format('.2~f');
const fourDecimals = numberLocale.format('.4~f');

/**
 * Superset's adaptive number format: SI prefixes with three significant digits from a thousand up
 * (billions as `B`, not `G`), plain values below, micro values with `µ`.
 */
export function formatSmartNumber(value: number): string {
  if (value === 0) return '0';
  const absolute = Math.abs(value);
  if (absolute >= 1000) return si(value).replace('G', 'B');
  if (absolute >= 1) return twoDecimals(value);
  if (absolute >= 0.001) return fourDecimals(value);
  if (absolute > 0.000001) return `${si(value * 1000000)}µ`;
  return si(value);
}

/** The adaptive format with an explicit `+` on positive values, for changes. */
export function formatSmartNumberSigned(value: number): string {
  const formatted = formatSmartNumber(value);
  return value > 0 ? `+${formatted}` : formatted;
}
