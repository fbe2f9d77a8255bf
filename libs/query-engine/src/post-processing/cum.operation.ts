import { appendColumns, sourceColumns } from './append-columns.util';
import type { CumulativeOperator } from './cumulative.util';
import { cumulative, isCumulativeOperator } from './cumulative.util';
import type { DataFrame } from './data-frame';
import { columnValues } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';
import { toNumber } from './values.util';

/** Options of {@link cum}. */
export interface CumOptions {
  operator: CumulativeOperator;
  columns?: Readonly<Record<string, string>>;
}

/**
 * Superset `cum`: running `operator` (`sum`, `prod`, `min`, `max`) down each column of `columns`
 * (`{source: target}`, same replace-or-append rule as `rolling`). Missing values stay missing.
 */
export function cum(frame: DataFrame, options: CumOptions): DataFrame {
  if (!isCumulativeOperator(options.operator)) {
    throw invalidPostProcessing(`Invalid cumulative operator: ${String(options.operator)}`);
  }
  const mapping = options.columns ?? {};
  const computed = sourceColumns(frame, mapping).map((source) => ({
    source,
    values: cumulative(columnValues(frame, source).map(toNumber), options.operator),
  }));
  return appendColumns(frame, mapping, computed);
}
