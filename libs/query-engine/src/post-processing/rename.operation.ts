import { assertColumnsExist } from './column-args.validator';
import { flattenLabel } from './column-label.util';
import type { ColumnLabelPart, DataFrame } from './data-frame';
import { dataColumns, labelOf } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';
import { relabelColumns } from './relabel.util';

/** Options of {@link rename}. */
export interface RenameOptions {
  columns: Readonly<Record<string, string | null>>;
  /** Accepted for compatibility; a new frame is always returned. */
  inplace?: boolean;
  level?: number | string;
}

function levelPosition(frame: DataFrame, level: number | string, depth: number): number {
  const position = typeof level === 'number' ? (level < 0 ? depth + level : level) : (frame.levelNames ?? []).indexOf(level);
  if (!Number.isInteger(position) || position < 0 || position >= depth) {
    throw invalidPostProcessing(`Level ${String(level)} not found in columns`);
  }
  return position;
}

function renamePart(part: ColumnLabelPart, mapping: Readonly<Record<string, string | null>>): ColumnLabelPart {
  return typeof part === 'string' && Object.hasOwn(mapping, part) ? mapping[part] : part;
}

/**
 * Superset `rename`: `columns` maps old labels to new ones (`null` clears a label part, which
 * `flatten` then skips — how Superset drops the metric name from single-metric series). With
 * multi-level columns, `level` (position or name) limits renaming to one level; otherwise every
 * level is renamed. Fails with "Label already exists" when every new name is already a label.
 */
export function rename(frame: DataFrame, options: RenameOptions): DataFrame {
  const mapping = options.columns ?? {};
  if (!Object.keys(mapping).length) return frame;
  assertColumnsExist(frame, Object.keys(mapping));
  const levels = frame.columnLevels;
  if (!levels) {
    if (options.level !== undefined && options.level !== 0 && options.level !== -1) {
      throw invalidPostProcessing(`Level ${String(options.level)} not found in columns`);
    }
    const existing = new Set(dataColumns(frame));
    if (Object.values(mapping).every((name) => name !== null && existing.has(name))) {
      throw invalidPostProcessing('Label already exists');
    }
    return relabelColumns(
      frame,
      (column) => {
        const next = Object.hasOwn(mapping, column) ? mapping[column] : column;
        if (next === null) throw invalidPostProcessing(`Column ${column} cannot be renamed to null`);
        return { key: next };
      },
      { keepLevels: false },
    );
  }
  const depth = Math.max(...Object.values(levels).map((label) => label.length));
  const position = options.level === undefined ? null : levelPosition(frame, options.level, depth);
  const checkedLevel = new Set(dataColumns(frame).map((column) => labelOf(frame, column)[position ?? 0]));
  if (Object.values(mapping).every((name) => checkedLevel.has(name))) {
    throw invalidPostProcessing('Label already exists');
  }
  return relabelColumns(
    frame,
    (column) => {
      const label = labelOf(frame, column).map((part, i) => (position === null || i === position ? renamePart(part, mapping) : part));
      return { key: flattenLabel(label), label };
    },
    { keepLevels: true },
  );
}
