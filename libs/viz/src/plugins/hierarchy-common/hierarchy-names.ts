import { GenericDataType } from '../../core/query/chart-data.types';
import type { ChartDataResponseResult, DataValue } from '../../core/query/chart-data.types';
import { getTimeFormatter } from '../../format/time-format';

/** How a dimension value reads as a node name: temporal columns by the date format, the rest as text. */
export function nodeNameFormatter(
  result: ChartDataResponseResult | undefined,
  dateFormat: string | undefined,
): (value: DataValue, column: string) => string {
  const formatDate = getTimeFormatter(dateFormat);
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === GenericDataType.TEMPORAL));
  return (value, column) => (temporal.has(column) && typeof value === 'number' ? formatDate(value) : String(value));
}
