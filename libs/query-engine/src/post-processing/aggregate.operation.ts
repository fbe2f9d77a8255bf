import type { AggregatesOption } from './aggregate-config';
import { resolveAggregates } from './aggregate-config';
import { assertColumnsOrIndexExist } from './column-args.validator';
import type { DataFrame, DataRow } from './data-frame';
import { groupRows } from './grouping.util';

/** Options of {@link aggregate}. */
export interface AggregateOptions {
  groupby?: readonly string[];
  aggregates?: AggregatesOption;
}

/**
 * Superset `aggregate`: group by `groupby` (missing keys form their own group, sorted last) and
 * compute each of `aggregates` (`{outcol: {operator, column?, options?}}`) per group. Without
 * `groupby` every row forms one group. Output columns: groupby columns, then the aggregates.
 */
export function aggregate(frame: DataFrame, options: AggregateOptions): DataFrame {
  const groupby = [...(options.groupby ?? [])];
  assertColumnsOrIndexExist(frame, groupby);
  const aggregates = resolveAggregates(frame, options.aggregates ?? {});
  const groups = groupby.length ? groupRows(frame.rows, groupby, { dropMissing: false }) : [{ key: [], rows: [...frame.rows] }];
  const rows = groups.map((group) => {
    const row: DataRow = {};
    groupby.forEach((column, i) => (row[column] = group.key[i]));
    for (const agg of aggregates) {
      row[agg.name] = agg.reduce(group.rows.map((source) => source[agg.column] ?? null));
    }
    return row;
  });
  const columns = [...groupby, ...aggregates.map((agg) => agg.name)];
  return {
    columns,
    rows,
    ...(frame.temporalColumns?.some((column) => groupby.includes(column))
      ? { temporalColumns: frame.temporalColumns.filter((column) => groupby.includes(column)) }
      : {}),
  };
}
