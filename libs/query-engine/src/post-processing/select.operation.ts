import { assertColumnsExist } from './column-args.validator';
import type { DataFrame } from './data-frame';
import { columnsUnder, dataColumns, deriveFrame, projectRows } from './data-frame';
import { missingColumns } from './post-processing.errors';
import { rename } from './rename.operation';

/** Options of {@link select}. */
export interface SelectOptions {
  columns?: readonly string[];
  exclude?: readonly string[];
  rename?: Readonly<Record<string, string>>;
}

/**
 * Superset `select`: keep `columns` (in that order; all when empty), then drop `exclude`, then
 * apply `rename` (`{old: new}`). Names refer to the original columns; index columns always stay.
 */
export function select(frame: DataFrame, options: SelectOptions): DataFrame {
  const wanted = options.columns ?? [];
  const exclude = options.exclude ?? [];
  assertColumnsExist(frame, [...wanted, ...exclude, ...Object.keys(options.rename ?? {})]);
  let kept = wanted.length ? wanted.flatMap((name) => columnsUnder(frame, name)) : dataColumns(frame);
  if (exclude.length) {
    const excluded = exclude.flatMap((name) => columnsUnder(frame, name));
    const keptSet = new Set(kept);
    const missing = exclude.filter((name) => !columnsUnder(frame, name).some((column) => keptSet.has(column)));
    if (missing.length) throw missingColumns(missing);
    const dropped = new Set(excluded);
    kept = kept.filter((column) => !dropped.has(column));
  }
  const columns = [...(frame.index ?? []), ...kept];
  const selected = deriveFrame(frame, { columns, rows: projectRows(frame.rows, columns) });
  return options.rename ? rename(selected, { columns: options.rename }) : selected;
}
