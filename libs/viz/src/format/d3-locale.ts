import { formatLocale } from 'd3-format';

/**
 * US English number locale with an ASCII hyphen for negatives: d3's default typographic minus
 * (U+2212) would make formatted values differ from what users type and what exports contain.
 */
export const numberLocale = formatLocale({
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
});
