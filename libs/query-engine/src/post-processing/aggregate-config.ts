import type { Aggregator, AggregatorOptions } from './aggregators';
import { resolveAggregator } from './aggregators';
import type { DataFrame } from './data-frame';
import { referenceableColumns } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';

/** One aggregate of `aggregate`/`pivot`: reduce `column` (default: the output name) with `operator`. */
export interface AggregateConfig {
  operator?: string;
  column?: string;
  options?: AggregatorOptions;
}

/** Output name → aggregate config, as Superset's `aggregates` option. */
export type AggregatesOption = Readonly<Record<string, AggregateConfig>>;

/** An aggregate ready to run. */
export interface ResolvedAggregate {
  name: string;
  column: string;
  reduce: Aggregator;
}

/**
 * Superset's `_get_aggregate_funcs`: checks each referenced column exists and each operator is
 * known, with Superset's messages.
 */
export function resolveAggregates(frame: DataFrame, aggregates: AggregatesOption): ResolvedAggregate[] {
  const available = referenceableColumns(frame);
  return Object.entries(aggregates).map(([name, config]) => {
    const column = config.column ?? name;
    if (!available.has(column)) {
      throw invalidPostProcessing(`Column referenced by aggregate is undefined: ${column}`);
    }
    if (config.operator === undefined || config.operator === null) {
      throw invalidPostProcessing(`Operator undefined for aggregator: ${name}`);
    }
    return { name, column, reduce: resolveAggregator(config.operator, config.options ?? {}) };
  });
}
