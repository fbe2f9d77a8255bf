import type { DataRecord, DataValue } from '../../core/query/chart-data.types';
import type { PivotEntry, PivotOrder } from './pivot-axis';
import { layoutAxis } from './pivot-axis';
import { PivotCells } from './pivot-cells';
import type { PivotAxis, PivotKey } from './pivot-key';
import { METRIC_ATTRIBUTE, createAxis } from './pivot-key';

export interface PivotOptions {
  rows: string[];
  cols: string[];
  metrics: string[];
  metricsOnRows: boolean;
  /** Metrics as the innermost header level instead of the outermost. */
  combineMetric: boolean;
  aggregate: string;
  rowTotals: boolean;
  colTotals: boolean;
  rowSubTotals: boolean;
  colSubTotals: boolean;
  rowOrder: PivotOrder;
  colOrder: PivotOrder;
  rowSubtotalsFirst: boolean;
  colSubtotalsFirst: boolean;
  /** The header label of a stored value (dates formatted, empty values named). */
  label: (column: string, value: DataValue) => string;
}

export interface PivotModel {
  rowAxis: PivotAxis;
  colAxis: PivotAxis;
  rowEntries: PivotEntry[];
  colEntries: PivotEntry[];
  cells: PivotCells;
  /** The stored value behind a row (`'row'`) or column header label at an attribute position. */
  rawValue: (axis: 'row' | 'col', attrIndex: number, label: string) => DataValue;
}

function withMetric(attrs: string[], onThisAxis: boolean, innermost: boolean): string[] {
  if (!onThisAxis) return attrs;
  return innermost ? [...attrs, METRIC_ATTRIBUTE] : [METRIC_ATTRIBUTE, ...attrs];
}

/** Fills a key prefix out to a full key of the axis: later levels collapsed, the metric named. */
function expand(axis: PivotAxis, prefix: PivotKey, metric: string): PivotKey {
  return axis.attrs.map((_, i) => (i < prefix.length ? prefix[i] : i === axis.metricIndex ? metric : null));
}

/**
 * Pivots query rows: each row and metric becomes one record placed by its row and column labels,
 * aggregated at every level, then both axes are laid out with their totals and subtotals.
 */
export function buildPivotModel(data: readonly DataRecord[], options: PivotOptions): PivotModel {
  const rowAxis = createAxis(withMetric(options.rows, options.metricsOnRows, options.combineMetric));
  const colAxis = createAxis(withMetric(options.cols, !options.metricsOnRows, options.combineMetric));
  const cells = new PivotCells(rowAxis, colAxis, options.aggregate);
  const raw = { row: new Map<string, DataValue>(), col: new Map<string, DataValue>() };
  const rowKeys = new Map<string, string[]>();
  const colKeys = new Map<string, string[]>();

  const labelsFor = (axis: PivotAxis, side: 'row' | 'col', row: DataRecord, metric: string) =>
    axis.attrs.map((attr, i) => {
      if (attr === METRIC_ATTRIBUTE) return metric;
      const value = row[attr] ?? null;
      const label = options.label(attr, value);
      raw[side].set(`${i}\u0000${label}`, value);
      return label;
    });

  for (const row of data) {
    for (const metric of options.metrics) {
      const rowLabels = labelsFor(rowAxis, 'row', row, metric);
      const colLabels = labelsFor(colAxis, 'col', row, metric);
      rowKeys.set(JSON.stringify(rowLabels), rowLabels);
      colKeys.set(JSON.stringify(colLabels), colLabels);
      cells.add({ rowLabels, colLabels, value: row[metric] ?? null });
    }
  }

  const firstMetric = options.metrics[0] ?? '';
  // Superset's naming: row totals are the total column of each row, column totals the bottom row,
  // while row subtotals are rows inside row groups and column subtotals columns.
  const rawValue = (side: 'row' | 'col', attrIndex: number, label: string) => raw[side].get(`${attrIndex}\u0000${label}`) ?? label;
  const rowEntries = layoutAxis(rowAxis, [...rowKeys.values()], {
    totals: options.colTotals,
    subtotals: options.rowSubTotals,
    subtotalsFirst: options.rowSubtotalsFirst,
    order: options.rowOrder,
    metrics: options.metrics,
    rawValue: (i, label) => rawValue('row', i, label),
    groupValue: (prefix) => cells.value(expand(rowAxis, prefix, firstMetric), expand(colAxis, [], firstMetric)),
  });
  const colEntries = layoutAxis(colAxis, [...colKeys.values()], {
    totals: options.rowTotals,
    subtotals: options.colSubTotals,
    subtotalsFirst: options.colSubtotalsFirst,
    order: options.colOrder,
    metrics: options.metrics,
    rawValue: (i, label) => rawValue('col', i, label),
    groupValue: (prefix) => cells.value(expand(rowAxis, [], firstMetric), expand(colAxis, prefix, firstMetric)),
  });
  return { rowAxis, colAxis, rowEntries, colEntries, cells, rawValue };
}
