import { ensureIsArray, getColumnLabel, getMetricLabel } from '../query/labels';
import type { PostProcessingRule, QueryFormColumn, QueryFormData, QueryFormMetric } from '../query/query.types';

/** Superset's whisker options of the box plot, as the control saves them. */
export const WHISKER_OPTIONS = ['Tukey', 'Min/max (no outliers)', '2/98 percentiles', '9/91 percentiles'] as const;

const PERCENTILES = /^(\d+)\/(\d+) percentiles$/;

/**
 * Server-side box statistics of each metric per `groupby` group (the distribution's dimensions),
 * whiskers by Tukey's 1.5 IQR, the min/max, or a percentile pair like `2/98 percentiles`.
 */
export function boxplotOperator(formData: QueryFormData): PostProcessingRule | undefined {
  const metrics = ensureIsArray(formData.metrics as QueryFormMetric[] | undefined).map(getMetricLabel);
  if (metrics.length === 0) return undefined;
  const groupby = ensureIsArray(formData.groupby as QueryFormColumn[] | undefined).map(getColumnLabel);
  const option = String(formData.whiskerOptions ?? 'Tukey');
  const percentiles = PERCENTILES.exec(option);
  const whiskers = percentiles
    ? { whisker_type: 'percentile', percentiles: [Number(percentiles[1]), Number(percentiles[2])] }
    : { whisker_type: option === 'Min/max (no outliers)' ? 'min/max' : 'tukey' };
  return { operation: 'boxplot', options: { groupby, metrics, ...whiskers } };
}
