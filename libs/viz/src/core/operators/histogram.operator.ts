import { ensureIsArray, getColumnLabel } from '../query/labels';
import type { PostProcessingRule, QueryFormColumn, QueryFormData } from '../query/query.types';

/** Superset's default number of histogram bins. */
export const DEFAULT_HISTOGRAM_BINS = 5;

/**
 * Server-side binning of `column` (per `groupby` group): one row per group, one column per bin
 * named `"<low> - <high>"`, counts accumulated and/or normalised when asked.
 */
export function histogramOperator(formData: QueryFormData): PostProcessingRule | undefined {
  const column = formData.column as QueryFormColumn | undefined;
  if (!column) return undefined;
  const bins = Number.parseInt(String(formData.bins ?? DEFAULT_HISTOGRAM_BINS), 10);
  return {
    operation: 'histogram',
    options: {
      column: getColumnLabel(column),
      groupby: ensureIsArray(formData.groupby as QueryFormColumn[] | undefined).map(getColumnLabel),
      bins: Number.isFinite(bins) ? bins : DEFAULT_HISTOGRAM_BINS,
      cumulative: Boolean(formData.cumulative),
      normalize: Boolean(formData.normalize),
    },
  };
}
