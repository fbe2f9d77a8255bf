import { flattenLabel, labelPartText } from './column-label.util';
import type { ColumnLabelPart, DataFrame, MutableFrame } from './data-frame';
import { labelOf } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';
import { relabelColumns } from './relabel.util';

/** Options of {@link flatten}. */
export interface FlattenOptions {
  reset_index?: boolean;
  drop_levels?: readonly (number | string)[];
}

function levelPositions(frame: DataFrame, levels: readonly (number | string)[], depth: number): Set<number> {
  const names = frame.levelNames ?? [];
  return new Set(
    levels.map((level) => {
      const position = typeof level === 'number' ? (level < 0 ? depth + level : level) : names.indexOf(level);
      if (!Number.isInteger(position) || position < 0 || position >= depth) {
        throw invalidPostProcessing(`Level ${String(level)} not found in columns`);
      }
      return position;
    }),
  );
}

function singleLevelKey(part: ColumnLabelPart | undefined): string {
  return part === null || part === undefined ? '' : labelPartText(part);
}

/**
 * Superset `flatten`: multi-level column labels become flat names (levels in `drop_levels`, given
 * by position or name, removed first; missing parts skipped; parts joined with `', '`, commas in
 * them escaped as `\,`), and with `reset_index` (default true) index columns become plain columns.
 */
export function flatten(frame: DataFrame, options: FlattenOptions = {}): DataFrame {
  let result: DataFrame = frame;
  if (frame.columnLevels) {
    const depth = Math.max(...Object.values(frame.columnLevels).map((label) => label.length));
    const dropped = levelPositions(frame, options.drop_levels ?? [], depth);
    if (dropped.size >= depth) throw invalidPostProcessing('Cannot remove every column level');
    result = relabelColumns(
      frame,
      (column) => {
        const parts = labelOf(frame, column).filter((_, i) => !dropped.has(i));
        // A single level left is a plain pandas Index: its labels are used as they are.
        return { key: depth - dropped.size === 1 ? singleLevelKey(parts[0]) : flattenLabel(parts) };
      },
      { keepLevels: false },
    );
  }
  if ((options.reset_index ?? true) && result.index?.length) {
    const reset: MutableFrame = { ...result };
    delete reset.index;
    return reset;
  }
  return result;
}
