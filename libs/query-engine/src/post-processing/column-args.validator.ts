import type { DataFrame } from './data-frame';
import { referenceableColumns } from './data-frame';
import { missingColumns } from './post-processing.errors';

/**
 * Superset's `validate_column_args`: every name must be a data column (level 0 of multi-level
 * columns). Index columns do not count, as pandas holds them outside `df.columns`.
 */
export function assertColumnsExist(frame: DataFrame, names: Iterable<string>): void {
  const available = referenceableColumns(frame);
  const missing = [...names].filter((name) => !available.has(name));
  if (missing.length) throw missingColumns(missing);
}

/** Like {@link assertColumnsExist}, but index columns may be named too (grouping, sorting). */
export function assertColumnsOrIndexExist(frame: DataFrame, names: Iterable<string>): void {
  const available = referenceableColumns(frame);
  for (const column of frame.index ?? []) available.add(column);
  const missing = [...names].filter((name) => !available.has(name));
  if (missing.length) throw missingColumns(missing);
}
