import { aggregate } from './aggregate.operation';
import { boxplot } from './boxplot.operation';
import { compare } from './compare.operation';
import { contribution } from './contribution.operation';
import { cum } from './cum.operation';
import type { DataFrame } from './data-frame';
import { diff } from './diff.operation';
import { flatten } from './flatten.operation';
import { histogram } from './histogram.operation';
import type { OptionsSchema } from './options.validator';
import { pivot } from './pivot.operation';
import { rank } from './rank.operation';
import { rename } from './rename.operation';
import { resample } from './resample.operation';
import { rolling } from './rolling.operation';
import { select } from './select.operation';
import { sort } from './sort.operation';

/** An operation as the pipeline runs it: options checked against `schema`, then `run`. */
export interface OperationDefinition {
  schema: OptionsSchema;
  run(frame: DataFrame, options: Record<string, unknown>): DataFrame;
}

function define<O>(schema: OptionsSchema, run: (frame: DataFrame, options: O) => DataFrame): OperationDefinition {
  // The schema has checked every option's shape, so the record is the operation's options type.
  return { schema, run: (frame, options) => run(frame, options as O) };
}

/** Every post-processing operation by its Superset name. */
export const POST_PROCESSING_OPERATIONS: Readonly<Record<string, OperationDefinition>> = {
  aggregate: define({ kinds: { groupby: 'strings', aggregates: 'aggregates' }, required: ['aggregates'] }, aggregate),
  pivot: define(
    {
      kinds: {
        index: 'strings',
        aggregates: 'aggregates',
        columns: 'strings',
        metric_fill_value: 'any',
        column_fill_value: 'nullableString',
        drop_missing_columns: 'boolean',
        combine_value_with_metric: 'boolean',
        marginal_distributions: 'boolean',
        marginal_distribution_name: 'string',
      },
    },
    pivot,
  ),
  rolling: define(
    {
      kinds: {
        rolling_type: 'string',
        columns: 'stringMap',
        window: 'integer',
        min_periods: 'integer',
        center: 'boolean',
        win_type: 'string',
        rolling_type_options: 'object',
      },
      required: ['rolling_type', 'columns'],
    },
    rolling,
  ),
  cum: define({ kinds: { operator: 'string', columns: 'stringMap' }, required: ['operator'] }, cum),
  compare: define(
    {
      kinds: {
        source_columns: 'strings',
        compare_columns: 'strings',
        compare_type: 'string',
        drop_original_columns: 'boolean',
        precision: 'integer',
      },
      required: ['source_columns', 'compare_columns', 'compare_type'],
    },
    compare,
  ),
  resample: define({ kinds: { rule: 'string', method: 'string', fill_value: 'number' }, required: ['rule', 'method'] }, resample),
  sort: define({ kinds: { is_sort_index: 'boolean', by: 'stringOrStrings', ascending: 'booleanOrBooleans' } }, sort),
  contribution: define(
    {
      kinds: {
        orientation: 'string',
        columns: 'strings',
        time_shifts: 'strings',
        rename_columns: 'strings',
        contribution_totals: 'numberMap',
      },
    },
    contribution,
  ),
  rename: define({ kinds: { columns: 'nullableStringMap', inplace: 'boolean', level: 'level' }, required: ['columns'] }, rename),
  flatten: define({ kinds: { reset_index: 'boolean', drop_levels: 'levels' } }, flatten),
  diff: define({ kinds: { columns: 'stringMap', periods: 'integer', axis: 'any' }, required: ['columns'] }, diff),
  histogram: define(
    { kinds: { column: 'string', groupby: 'strings', bins: 'any', cumulative: 'boolean', normalize: 'boolean' }, required: ['column'] },
    histogram,
  ),
  boxplot: define(
    {
      kinds: { groupby: 'strings', metrics: 'strings', whisker_type: 'string', percentiles: 'numbers' },
      required: ['metrics', 'whisker_type'],
    },
    boxplot,
  ),
  select: define({ kinds: { columns: 'strings', exclude: 'strings', rename: 'stringMap' } }, select),
  rank: define({ kinds: { metric: 'string', group_by: 'string' }, required: ['metric'] }, rank),
};
