import { assertColumnsExist } from './column-args.validator';
import { flattenLabel } from './column-label.util';
import type { ColumnLabelPart, DataFrame, DataRow } from './data-frame';
import { columnsUnder, deriveFrame, labelOf } from './data-frame';

/** A column computed from a source column, to be written back by {@link appendColumns}. */
export interface ComputedColumn {
  source: string;
  values: readonly unknown[];
}

/**
 * Expands a `{source: target}` mapping to the frame's column keys: a source names a plain column
 * or, after a pivot, every column under that metric.
 */
export function sourceColumns(frame: DataFrame, mapping: Readonly<Record<string, string>>): string[] {
  assertColumnsExist(frame, Object.keys(mapping));
  return Object.keys(mapping).flatMap((name) => columnsUnder(frame, name));
}

/**
 * Superset's `_append_columns`: a computed column replaces its source when the mapping keeps the
 * name (`{y: 'y'}`), and is added at the end under the target name otherwise (`{y: 'y2'}`; after a
 * pivot the metric level is renamed, so `y, UK` becomes `y2, UK`). The input frame is not modified.
 */
export function appendColumns(frame: DataFrame, mapping: Readonly<Record<string, string>>, computed: readonly ComputedColumn[]): DataFrame {
  const replaced = new Map<string, readonly unknown[]>();
  const added: { key: string; label?: readonly ColumnLabelPart[]; values: readonly unknown[] }[] = [];
  for (const column of computed) {
    const label = labelOf(frame, column.source);
    const top = String(label[0]);
    const target = Object.hasOwn(mapping, top) ? mapping[top] : top;
    if (target === top) {
      replaced.set(column.source, column.values);
    } else if (frame.columnLevels && Object.hasOwn(frame.columnLevels, column.source)) {
      const newLabel = [target, ...label.slice(1)];
      added.push({ key: flattenLabel(newLabel), label: newLabel, values: column.values });
    } else {
      added.push({ key: target, values: column.values });
    }
  }
  const addedKeys = new Set(added.map((column) => column.key));
  const kept = frame.columns.filter((column) => !addedKeys.has(column));
  const columns = [...kept, ...added.map((column) => column.key)];
  const rows = frame.rows.map((row, i) => {
    const next: DataRow = {};
    for (const column of kept) next[column] = replaced.has(column) ? (replaced.get(column)?.[i] ?? null) : (row[column] ?? null);
    for (const column of added) next[column.key] = column.values[i] ?? null;
    return next;
  });
  const levels = frame.columnLevels ? { ...frame.columnLevels } : undefined;
  if (levels) for (const column of added) if (column.label) levels[column.key] = column.label;
  return deriveFrame(frame, { columns, rows, columnLevels: levels ?? null });
}
