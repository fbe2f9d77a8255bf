import type { PostProcessingRule, QueryFormData, QueryObject } from '../query/query.types';
import { timeOffsetsOf } from './time-comparison.util';

/** The contribution modes: each value as a share of its row's or its column's total. */
export const ContributionMode = {
  ROW: 'row',
  COLUMN: 'column',
} as const;
export type ContributionMode = (typeof ContributionMode)[keyof typeof ContributionMode];

/** Shares of the total per row or per column, computed separately for each time shift. */
export function contributionOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const mode = formData.contributionMode;
  if (mode !== ContributionMode.ROW && mode !== ContributionMode.COLUMN) return undefined;
  const timeShifts = timeOffsetsOf(formData, query);
  return { operation: 'contribution', options: { orientation: mode, ...(timeShifts.length ? { time_shifts: timeShifts } : {}) } };
}
