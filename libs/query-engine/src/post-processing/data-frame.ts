/** One part of a multi-level column label (pandas `MultiIndex` level value). */
export type ColumnLabelPart = string | number | boolean | null;

/** A row of a {@link DataFrame}, keyed by column key. Missing values are `null`. */
export type DataRow = Record<string, unknown>;

/**
 * The table post-processing works on: a small, explicit stand-in for a pandas DataFrame.
 *
 * - `columns` lists every column key in order, index columns included; each row is keyed by them.
 * - `index` names the columns that pandas would hold as the row index (a pivot sets the pivot index
 *   there, `flatten` moves them back to plain columns). Index columns are not data columns: column
 *   references in options never resolve to them.
 * - `columnLevels` is present when pandas would have `MultiIndex` columns (after a pivot with
 *   `columns`): it holds each data column's label parts, and the column key is that label flattened
 *   the way Superset's `flatten` does (parts joined with `', '`).
 * - `levelNames` names those levels (`null` for the metric level), for `flatten`'s `drop_levels`.
 * - `temporalColumns` names columns whose numbers are epoch milliseconds (pandas datetime dtype);
 *   they are never treated as numeric measures.
 */
export interface DataFrame {
  readonly columns: readonly string[];
  readonly rows: readonly DataRow[];
  readonly index?: readonly string[];
  readonly columnLevels?: Readonly<Record<string, readonly ColumnLabelPart[]>>;
  readonly levelNames?: readonly (string | null)[];
  readonly temporalColumns?: readonly string[];
}

/** A frame under construction. */
export type MutableFrame = { -readonly [K in keyof DataFrame]: DataFrame[K] };

/** Column keys that are not index columns. */
export function dataColumns(frame: DataFrame): string[] {
  if (!frame.index?.length) return [...frame.columns];
  const index = new Set(frame.index);
  return frame.columns.filter((column) => !index.has(column));
}

/** The label parts of a column: its multi-level label, or the key alone. */
export function labelOf(frame: DataFrame, column: string): readonly ColumnLabelPart[] {
  const levels = frame.columnLevels;
  return levels && Object.hasOwn(levels, column) ? levels[column] : [column];
}

/** The first-level label of a column (the metric name after a pivot). */
export function topLabelOf(frame: DataFrame, column: string): ColumnLabelPart {
  return labelOf(frame, column)[0] ?? null;
}

/**
 * The first-level labels a column reference may name, as Superset's `validate_column_args` sees
 * them: level 0 of `MultiIndex` columns, or the plain column keys.
 */
export function referenceableColumns(frame: DataFrame): Set<unknown> {
  return new Set(dataColumns(frame).map((column) => topLabelOf(frame, column)));
}

/** Data columns whose first-level label is `name` (all sub-columns of a pivoted metric). */
export function columnsUnder(frame: DataFrame, name: string): string[] {
  return dataColumns(frame).filter((column) => topLabelOf(frame, column) === name);
}

/** Parts needed to build a frame that keeps the metadata of a source frame. */
export interface FrameParts {
  columns: readonly string[];
  rows: readonly DataRow[];
  index?: readonly string[];
  columnLevels?: Readonly<Record<string, readonly ColumnLabelPart[]>> | null;
  levelNames?: readonly (string | null)[] | null;
  temporalColumns?: readonly string[];
}

/**
 * A new frame from `parts`, inheriting index, levels and temporal columns from `source` unless
 * `parts` replaces them (`null` clears levels). Metadata naming columns that no longer exist is
 * dropped so every frame stays self-consistent.
 */
export function deriveFrame(source: DataFrame, parts: FrameParts): DataFrame {
  const present = new Set(parts.columns);
  const index = (parts.index ?? source.index ?? []).filter((column) => present.has(column));
  const levels = parts.columnLevels === undefined ? source.columnLevels : parts.columnLevels;
  const temporal = (parts.temporalColumns ?? source.temporalColumns ?? []).filter((column) => present.has(column));
  const frame: MutableFrame = { columns: [...parts.columns], rows: parts.rows };
  if (index.length) frame.index = index;
  if (levels) {
    const kept: Record<string, readonly ColumnLabelPart[]> = {};
    for (const column of parts.columns) {
      const label = Object.hasOwn(levels, column) ? levels[column] : undefined;
      if (label) kept[column] = label;
    }
    if (Object.keys(kept).length) {
      frame.columnLevels = kept;
      const names = parts.levelNames === undefined ? source.levelNames : parts.levelNames;
      if (names) frame.levelNames = names;
    }
  }
  if (temporal.length) frame.temporalColumns = temporal;
  return frame;
}

/** The values of one column, in row order. */
export function columnValues(frame: DataFrame, column: string): unknown[] {
  return frame.rows.map((row) => row[column] ?? null);
}

/** Rows holding only `columns` (missing cells as null), for operations that drop columns. */
export function projectRows(rows: readonly DataRow[], columns: readonly string[]): DataRow[] {
  return rows.map((row) => {
    const projected: DataRow = {};
    for (const column of columns) projected[column] = row[column] ?? null;
    return projected;
  });
}
