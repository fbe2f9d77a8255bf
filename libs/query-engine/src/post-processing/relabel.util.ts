import type { ColumnLabelPart, DataFrame, DataRow, MutableFrame } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';

/** The new key (and multi-level label, if the frame keeps levels) of a column. */
export interface ColumnRelabel {
  key: string;
  label?: readonly ColumnLabelPart[];
}

/** What {@link relabelColumns} does with the frame's levels. */
export interface RelabelOptions {
  /** Keep multi-level labels (from each relabel's `label`); false makes the frame flat. */
  keepLevels: boolean;
  levelNames?: readonly (string | null)[];
}

/**
 * Renames data columns (index columns keep their names) and re-keys every row in one pass.
 * Two columns ending up with the same key would overwrite each other's cells, so that is refused.
 */
export function relabelColumns(frame: DataFrame, relabel: (column: string) => ColumnRelabel, options: RelabelOptions): DataFrame {
  const index = new Set(frame.index ?? []);
  const mapping = frame.columns.map((column) => (index.has(column) ? { key: column } : relabel(column)));
  const keys = mapping.map((entry) => entry.key);
  if (new Set(keys).size !== keys.length) throw invalidPostProcessing('Label already exists');
  const changed = mapping.some((entry, i) => entry.key !== frame.columns[i]);
  const rows = changed
    ? frame.rows.map((row) => {
        const next: DataRow = {};
        frame.columns.forEach((column, i) => (next[keys[i]] = row[column] ?? null));
        return next;
      })
    : frame.rows;
  const renamed = new Map(frame.columns.map((column, i) => [column, keys[i]]));
  const result: MutableFrame = { columns: keys, rows };
  if (frame.index?.length) result.index = [...frame.index];
  if (options.keepLevels) {
    const levels: Record<string, readonly ColumnLabelPart[]> = {};
    mapping.forEach((entry) => {
      if (entry.label) levels[entry.key] = entry.label;
    });
    if (Object.keys(levels).length) {
      result.columnLevels = levels;
      const names = options.levelNames ?? frame.levelNames;
      if (names) result.levelNames = names;
    }
  }
  const temporal = (frame.temporalColumns ?? []).map((column) => renamed.get(column) ?? column);
  if (temporal.length) result.temporalColumns = temporal;
  return result;
}
