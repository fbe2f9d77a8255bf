import { GenericDataType } from '../../core/query/chart-data.types';
import type { ChartDataResponseResult } from '../../core/query/chart-data.types';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';

/**
 * How the headline value is printed: temporal (and string) metrics, or any metric with forced
 * timestamp formatting, as dates; everything else with the number format.
 */
export function headerFormatter(
  result: ChartDataResponseResult | undefined,
  metricLabel: string,
  options: { numberFormat?: string; timeFormat?: string; forceTimestamp?: boolean; granularity?: string },
): (value: number | string | null) => string {
  const type = result?.coltypes[result.colnames.indexOf(metricLabel)];
  const formatNumber = getNumberFormatter(options.numberFormat);
  const formatTime = getTimeFormatter(options.timeFormat, options.granularity);
  const asTime = options.forceTimestamp || type === GenericDataType.TEMPORAL || type === GenericDataType.STRING;
  return (value) => {
    if (value === null) return 'No data';
    if (asTime) return formatTime(typeof value === 'string' ? Date.parse(value) : value);
    return typeof value === 'string' ? value : formatNumber(value);
  };
}

/** A numeric metric value, or null for missing and non-numeric cells. */
export function parseMetricValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
