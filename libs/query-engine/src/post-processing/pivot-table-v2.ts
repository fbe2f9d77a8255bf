import { labelPartText, toLabelPart } from './column-label.util';
import type { DataFrame } from './data-frame';
import { resolveAggregator, type Aggregator } from './aggregators';
import { buildPivotTable } from './pivot-table';
import { compareTuples, isMissing, toNumber } from './values.util';

/** The form-data fields of a `pivot_table_v2` chart that shape its pivoted export. */
export interface PivotTableV2Options {
  rows: readonly string[];
  columns: readonly string[];
  metrics: readonly string[];
  /** Superset's `aggregateFunction` name, e.g. `Sum`, `Average`, `Count as Fraction of Rows`. */
  aggregateFunction: string;
  transposePivot: boolean;
  combineMetric: boolean;
  /** `colTotals`: a total column (and subtotal columns) per row. */
  showRowsTotal: boolean;
  /** `rowTotals`: a total row (and subtotal rows), only when there are row groups. */
  showColumnsTotal: boolean;
  metricsOnRows: boolean;
}

/** A pivoted table: header tuples of both axes and the cell matrix (`values[row][column]`). */
export interface PivotedTable {
  rowKeys: string[][];
  columnKeys: string[][];
  values: unknown[][];
}

const countNonMissing: Aggregator = (values) => values.filter((value) => !isMissing(value)).length;
const distinct = (values: readonly unknown[]) => [...new Set(values.filter((value) => !isMissing(value)).map(String))];

/** Superset's `pivot_v2_aggfunc_map`, expressed with the shared aggregators. */
function pivotAggregator(name: string): Aggregator {
  if (name.startsWith('Count as Fraction') || name === 'Count') return countNonMissing;
  if (name.startsWith('Sum as Fraction')) return resolveAggregator('sum');
  const operators: Record<string, string> = {
    Sum: 'sum',
    Average: 'mean',
    Median: 'median',
    'Sample Variance': 'var',
    'Sample Standard Deviation': 'std',
    Minimum: 'min',
    Maximum: 'max',
    First: 'first',
    Last: 'last',
  };
  if (name === 'Count Unique Values') return (values) => distinct(values).length;
  if (name === 'List Unique Values') return (values) => distinct(values).join(', ');
  return resolveAggregator(operators[name] ?? 'sum');
}

function transpose(table: PivotedTable): PivotedTable {
  return {
    rowKeys: table.columnKeys,
    columnKeys: table.rowKeys,
    values: table.columnKeys.map((_, c) => table.rowKeys.map((__, r) => table.values[r][c])),
  };
}

const sumOf = (values: readonly unknown[]) => values.reduce<number>((total, value) => total + (toNumber(value) ?? 0), 0);

/** Superset's fraction aggregates divide by the grand total, the row totals or the column totals. */
function applyFraction(table: PivotedTable, aggregate: string, metricsOnRows: boolean): void {
  const { values } = table;
  const column = (c: number) => values.map((row) => row[c]);
  let divisor: (r: number, c: number) => number;
  if (aggregate.endsWith(' as Fraction of Total')) {
    const total = sumOf(values.flat());
    divisor = () => total;
  } else if (aggregate.endsWith(' as Fraction of Columns') || aggregate.endsWith(' as Fraction of Rows')) {
    // The frame is still un-transposed when metrics go on rows, so the axes swap.
    const byColumn = aggregate.endsWith(' as Fraction of Columns') !== metricsOnRows;
    const rowTotals = values.map(sumOf);
    const columnTotals = (values[0] ?? []).map((_, c) => sumOf(column(c)));
    divisor = byColumn ? (_r, c) => columnTotals[c] : (r) => rowTotals[r];
  } else return;
  values.forEach((row, r) => row.forEach((value, c) => (row[c] = isMissing(value) ? value : (toNumber(value) ?? 0) / divisor(r, c))));
}

/**
 * Superset's subtotals along one axis: after each group of keys sharing a prefix, a key
 * `(...prefix, 'Subtotal', '', …)` (the empty prefix is named `total`) reducing the leaf keys of the group.
 */
function withTotals(
  keys: string[][],
  total: string,
  reduce: (leaves: number[]) => unknown[],
): { keys: string[][]; lines: (number | unknown[])[] } {
  const levels = keys[0]?.length ?? 0;
  const outKeys: string[][] = [];
  const lines: (number | unknown[])[] = [];
  const emit = (prefix: string[], members: number[]) => {
    if (prefix.length === levels) {
      outKeys.push(keys[members[0]]);
      lines.push(members[0]);
      return;
    }
    const children = new Map<string, number[]>();
    for (const i of members) children.set(keys[i][prefix.length], [...(children.get(keys[i][prefix.length]) ?? []), i]);
    for (const [child, childMembers] of children) emit([...prefix, child], childMembers);
    const name = prefix.length === 0 ? total : 'Subtotal';
    outKeys.push([...prefix, name, ...Array<string>(levels - prefix.length - 1).fill('')]);
    lines.push(reduce(members));
  };
  if (keys.length)
    emit(
      [],
      keys.map((_, i) => i),
    );
  return { keys: outKeys, lines };
}

/**
 * Superset's `pivot_df` (the server-side `pivot_table_v2` processing behind "Export to Pivoted
 * .CSV"): pandas `pivot_table` of the metrics by row and column groups, metrics ordered as the chart
 * lists them (or innermost with `combineMetric`), fractions applied, then totals and subtotals.
 */
export function pivotTableV2(frame: DataFrame, options: PivotTableV2Options): PivotedTable {
  const metricName = `Total (${options.aggregateFunction})`;
  let [rows, columns] = [options.rows, options.columns];
  if (options.transposePivot) [rows, columns] = [columns, rows];
  if (options.metricsOnRows) [rows, columns] = [columns, rows];
  const reduce = pivotAggregator(options.aggregateFunction);
  const temporal = new Set(frame.temporalColumns ?? []);
  const text = (column: string, value: unknown) => {
    const part = toLabelPart(value, temporal.has(column));
    return part === null ? 'None' : labelPartText(part);
  };

  const pivot = buildPivotTable(frame.rows, {
    index: rows,
    columns,
    metrics: options.metrics.map((column) => ({ column, reduce })),
    dropna: true,
  });
  // pandas sorts metrics by name; Superset then reorders them as the chart lists them.
  const metricOrder = (metric: string) => options.metrics.indexOf(metric);
  const ordered = pivot.columns
    .map((column, i) => ({ column, i }))
    .sort((a, b) => metricOrder(a.column.metric) - metricOrder(b.column.metric) || a.i - b.i)
    .map(({ column }) => column);
  let columnKeys = ordered.map((column) => [column.metric, ...column.columnKey.map((value, i) => text(columns[i], value))]);
  let cellColumns = ordered;
  if (options.combineMetric && columns.length) {
    const order = columnKeys
      .map((key, i) => ({ key: [...key.slice(1), key[0]], i, sortKey: ordered[i].columnKey }))
      .sort((a, b) => compareTuples(a.sortKey, b.sortKey) || a.i - b.i);
    columnKeys = order.map(({ key }) => key);
    cellColumns = order.map(({ i }) => ordered[i]);
  }
  const rowKeys = rows.length
    ? pivot.rowKeys.map((row) => row.key.map((value, i) => text(rows[i], value)))
    : pivot.rowKeys.map(() => [metricName]);
  const table: PivotedTable = {
    rowKeys,
    columnKeys,
    values: pivot.rowKeys.map((row) => cellColumns.map((column) => (column.cells.has(row.hash) ? column.cells.get(row.hash) : null))),
  };
  applyFraction(table, options.aggregateFunction, options.metricsOnRows);

  if (options.showRowsTotal) {
    const totals = withTotals(table.columnKeys, metricName, (leaves) => table.values.map((row) => reduce(leaves.map((c) => row[c]))));
    const values = table.values.map((row, r) => totals.lines.map((line) => (typeof line === 'number' ? row[line] : line[r])));
    Object.assign(table, { columnKeys: totals.keys, values });
  }
  if (rows.length && options.showColumnsTotal) {
    const totals = withTotals(table.rowKeys, metricName, (leaves) =>
      table.columnKeys.map((_, c) => reduce(leaves.map((r) => table.values[r][c]))),
    );
    const values = totals.lines.map((line) => (typeof line === 'number' ? table.values[line] : line));
    Object.assign(table, { rowKeys: totals.keys, values });
  }
  return options.metricsOnRows ? transpose(table) : table;
}

/**
 * A pivoted table as Superset writes it to CSV/JSON: header tuples joined with spaces, the row
 * header as a first column with an empty name.
 */
export function pivotedTableFrame(table: PivotedTable): { columns: string[]; rows: Record<string, unknown>[] } {
  const join = (key: string[]) => key.join(' ').trim();
  const names = table.columnKeys.map(join);
  return {
    columns: ['', ...names],
    rows: table.rowKeys.map((key, r) => Object.fromEntries([['', join(key)], ...names.map((name, c) => [name, table.values[r][c]])])),
  };
}
