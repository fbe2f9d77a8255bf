import { flattenLabel, toLabelPart } from './column-label.util';
import type { ColumnLabelPart, DataFrame, DataRow, MutableFrame } from './data-frame';
import type { PivotSpec, PivotTable } from './pivot-table';
import { tupleKey } from './values.util';

interface LabelledColumn {
  label: ColumnLabelPart[];
  cells: Map<string, unknown>;
}

function labelColumns(source: DataFrame, table: PivotTable, spec: PivotSpec): LabelledColumn[] {
  const temporal = new Set(source.temporalColumns ?? []);
  return table.columns.map((column) => {
    const rest: ColumnLabelPart[] =
      column.marginLabel ?? column.columnKey.map((value, i) => toLabelPart(value, temporal.has(spec.columns[i])));
    return { label: [column.metric, ...rest], cells: column.cells };
  });
}

/**
 * pandas `stack(0).unstack()`: the metric moves to the last label level, and every remaining
 * column label is paired with every metric (cells absent from the table stay missing).
 */
function combineWithMetric(columns: LabelledColumn[]): LabelledColumn[] {
  const metrics = [...new Set(columns.map((column) => column.label[0]))];
  const rests = new Map<string, ColumnLabelPart[]>();
  const byLabel = new Map<string, LabelledColumn>();
  for (const column of columns) {
    const rest = column.label.slice(1);
    rests.set(tupleKey(rest), rest);
    byLabel.set(tupleKey(column.label), column);
  }
  const combined: LabelledColumn[] = [];
  for (const rest of rests.values()) {
    for (const metric of metrics) {
      const existing = byLabel.get(tupleKey([metric, ...rest]));
      combined.push({ label: [...rest, metric], cells: existing?.cells ?? new Map() });
    }
  }
  return combined;
}

/** Turns a pivot table into a frame indexed by the pivot index, with multi-level labels when pivoting on columns. */
export function pivotTableToFrame(source: DataFrame, table: PivotTable, spec: PivotSpec, combine: boolean): DataFrame {
  const multiLevel = spec.columns.length > 0;
  let labelled = labelColumns(source, table, spec);
  if (multiLevel && combine) labelled = combineWithMetric(labelled);
  const keys = labelled.map((column) => (multiLevel ? flattenLabel(column.label) : String(column.label[0])));
  const rows = table.rowKeys.map((rowKey) => {
    const row: DataRow = {};
    spec.index.forEach((column, i) => (row[column] = rowKey.key[i]));
    labelled.forEach((column, i) => (row[keys[i]] = column.cells.get(rowKey.hash) ?? null));
    return row;
  });
  const temporal = (source.temporalColumns ?? []).filter((column) => spec.index.includes(column));
  const frame: MutableFrame = { columns: [...spec.index, ...keys], rows, index: [...spec.index] };
  if (multiLevel) {
    frame.columnLevels = Object.fromEntries(labelled.map((column, i) => [keys[i], column.label]));
    frame.levelNames = combine ? [...spec.columns, null] : [null, ...spec.columns];
  }
  if (temporal.length) frame.temporalColumns = temporal;
  return frame;
}
