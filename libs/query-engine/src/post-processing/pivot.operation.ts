import type { AggregatesOption } from './aggregate-config';
import { resolveAggregates } from './aggregate-config';
import { assertColumnsOrIndexExist } from './column-args.validator';
import type { DataFrame, DataRow } from './data-frame';
import { addMargins } from './pivot-margins';
import type { PivotColumn, PivotMetric, PivotSpec, PivotTable } from './pivot-table';
import { buildPivotTable } from './pivot-table';
import { pivotTableToFrame } from './pivot-frame.mapper';
import { invalidPostProcessing } from './post-processing.errors';
import { isMissing, tupleKey } from './values.util';

/** Superset's `NULL_STRING`, the default label for missing pivot column values. */
export const NULL_STRING = '<NULL>';

/** Options of {@link pivot}. */
export interface PivotOptions {
  index: readonly string[];
  aggregates: AggregatesOption;
  columns?: readonly string[];
  metric_fill_value?: unknown;
  column_fill_value?: string | null;
  drop_missing_columns?: boolean;
  combine_value_with_metric?: boolean;
  marginal_distributions?: boolean;
  marginal_distribution_name?: string;
}

function fillColumnValues(rows: readonly DataRow[], columns: readonly string[], fill: string): DataRow[] {
  return rows.map((row) => {
    if (!columns.some((column) => isMissing(row[column]))) return row;
    const filled = { ...row };
    for (const column of columns) if (isMissing(filled[column])) filled[column] = fill;
    return filled;
  });
}

function resolveMetrics(frame: DataFrame, aggregates: AggregatesOption): PivotMetric[] {
  // Superset keys the pandas aggfunc dict by source column, so a later aggregate on the same
  // column replaces the earlier one.
  const byColumn = new Map<string, PivotMetric>();
  for (const agg of resolveAggregates(frame, aggregates)) byColumn.set(agg.column, { column: agg.column, reduce: agg.reduce });
  return [...byColumn.values()];
}

/**
 * Metrics left with no column after dropping all-missing ones are restored as all-missing columns
 * over the column keys seen in the data (first-seen order), so later operations can still name them.
 */
function restoreAbsentMetrics(table: PivotTable, rows: readonly DataRow[], spec: PivotSpec): PivotTable {
  const present = new Set(table.columns.map((column) => column.metric));
  const absent = spec.metrics.filter((metric) => !present.has(metric.column));
  if (!absent.length) return table;
  const seen = new Map<string, unknown[]>();
  for (const row of rows) {
    const key = spec.columns.map((column) => row[column] ?? null);
    if (!key.some(isMissing)) seen.set(tupleKey(key), key);
  }
  const restored: PivotColumn[] = absent.flatMap((metric) =>
    [...seen.values()].map((columnKey) => ({ metric: metric.column, columnKey, cells: new Map<string, unknown>() })),
  );
  return { ...table, columns: [...table.columns, ...restored] };
}

function applyFill(table: PivotTable, fill: unknown): PivotTable {
  if (fill === null || fill === undefined) return table;
  const columns = table.columns.map((column) => {
    const cells = new Map<string, unknown>();
    for (const rowKey of table.rowKeys) {
      const value = column.cells.get(rowKey.hash);
      cells.set(rowKey.hash, isMissing(value) ? fill : value);
    }
    return { ...column, cells };
  });
  return { ...table, columns };
}

function dropMissingColumns(table: PivotTable): PivotTable {
  const columns = table.columns.filter((column) => table.rowKeys.some((rowKey) => !isMissing(column.cells.get(rowKey.hash))));
  return { ...table, columns };
}

/**
 * Superset `pivot` (pandas `pivot_table`): rows grouped by `index`, one column per metric and
 * combination of `columns` values, cells reduced with each aggregate's operator.
 * Options: `index` (required), `aggregates` (required, ≥1; keyed by source column), `columns`,
 * `metric_fill_value` (fills missing cells), `column_fill_value` (default `<NULL>`, replaces missing
 * `columns` values; null drops such rows), `drop_missing_columns` (default true: drop all-missing
 * columns; false keeps every series seen in the data), `combine_value_with_metric` (metric becomes
 * the last label level), `marginal_distributions` + `marginal_distribution_name` (default `All`).
 * The result keeps `index` as its index and, with `columns`, multi-level labels whose keys are the
 * names Superset's `flatten` produces (`metric, value1, value2`).
 */
export function pivot(frame: DataFrame, options: PivotOptions): DataFrame {
  const index = [...(options.index ?? [])];
  const columns = [...(options.columns ?? [])];
  assertColumnsOrIndexExist(frame, [...index, ...columns]);
  if (!index.length) throw invalidPostProcessing('Pivot operation requires at least one index');
  if (!options.aggregates || !Object.keys(options.aggregates).length) {
    throw invalidPostProcessing('Pivot operation must include at least one aggregate');
  }
  const dropna = options.drop_missing_columns ?? true;
  const columnFill = options.column_fill_value === undefined ? NULL_STRING : options.column_fill_value;
  const rows = columns.length && columnFill ? fillColumnValues(frame.rows, columns, columnFill) : frame.rows;
  const spec: PivotSpec = { index, columns, metrics: resolveMetrics(frame, options.aggregates), dropna };

  let table = applyFill(buildPivotTable(rows, spec), options.metric_fill_value);
  if (options.marginal_distributions) {
    table = addMargins(table, rows, spec, options.marginal_distribution_name ?? 'All');
    // Superset keeps only series seen in the data when drop_missing_columns is false, and margin
    // columns are never seen there, so it drops them (the margin row stays).
    if (!dropna && columns.length && table.rowKeys.length) {
      table = { ...table, columns: table.columns.filter((column) => !column.marginLabel) };
    }
  }
  if (dropna) table = restoreAbsentMetrics(dropMissingColumns(table), rows, spec);
  return pivotTableToFrame(frame, table, spec, options.combine_value_with_metric ?? false);
}
