import { ensureIsArray, getMetricLabel } from '../query/labels';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query/query.types';
import { comparedColumns, isTimeComparison } from './time-comparison.util';

/** The rolling functions of the advanced analytics section. */
export const RollingType = {
  NONE: 'None',
  MEAN: 'mean',
  SUM: 'sum',
  STD: 'std',
  CUMSUM: 'cumsum',
} as const;
export type RollingType = (typeof RollingType)[keyof typeof RollingType];

function toInt(value: unknown, fallback: number): number {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/** A rolling window (`rolling`) or a cumulative sum (`cum`) over each pivoted metric column. */
export function rollingWindowOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const columns = isTimeComparison(formData, query) ? comparedColumns(formData, query) : ensureIsArray(query.metrics).map(getMetricLabel);
  const columnsMap = Object.fromEntries(columns.map((column) => [column, column]));
  const rollingType = formData.rolling_type;
  if (rollingType === RollingType.CUMSUM) {
    return { operation: 'cum', options: { operator: 'sum', columns: columnsMap } };
  }
  if (rollingType === RollingType.SUM || rollingType === RollingType.MEAN || rollingType === RollingType.STD) {
    return {
      operation: 'rolling',
      options: {
        rolling_type: rollingType,
        window: toInt(formData.rolling_periods, 1),
        min_periods: toInt(formData.min_periods, 0),
        columns: columnsMap,
      },
    };
  }
  return undefined;
}
