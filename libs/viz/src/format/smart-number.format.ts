import { formatLocaleRevision, numberLocale } from './d3-locale';

let built: {
  revision: number;
  si: (value: number) => string;
  twoDecimals: (value: number) => string;
  fourDecimals: (value: number) => string;
} | null = null;

/** The formatters for the current number locale, rebuilt when it changes. */
function formatters() {
  if (built?.revision !== formatLocaleRevision()) {
    const locale = numberLocale();
    built = {
      revision: formatLocaleRevision(),
      si: locale.format('.3~s'),
      twoDecimals: locale.format('.2~f'),
      fourDecimals: locale.format('.4~f'),
    };
  }
  return built;
}

/**
 * Superset's adaptive number format: SI prefixes with three significant digits from a thousand up
 * (billions as `B`, not `G`), plain values below, micro values with `µ`.
 */
export function formatSmartNumber(value: number): string {
  if (value === 0) return '0';
  const { si, twoDecimals, fourDecimals } = formatters();
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
