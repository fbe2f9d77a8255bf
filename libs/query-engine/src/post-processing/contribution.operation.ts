import { assertColumnsExist } from './column-args.validator';
import { TIME_COMPARISON_SEPARATOR } from './compare.operation';
import type { DataFrame, DataRow } from './data-frame';
import { dataColumns, deriveFrame, topLabelOf } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';
import { compensatedSum } from './statistics.util';
import { finiteOrNull, isMissing, toNumber } from './values.util';

/** Options of {@link contribution}. */
export interface ContributionOptions {
  orientation?: 'row' | 'column';
  columns?: readonly string[];
  time_shifts?: readonly string[];
  rename_columns?: readonly string[];
  contribution_totals?: Readonly<Record<string, number>>;
}

/** Columns the contribution arithmetic can divide: numbers (or all missing), not temporal, not index. */
function arithmeticColumns(frame: DataFrame): string[] {
  const temporal = new Set(frame.temporalColumns ?? []);
  return dataColumns(frame).filter(
    (column) =>
      !temporal.has(column) &&
      frame.rows.every((row) => isMissing(row[column]) || typeof row[column] === 'number' || typeof row[column] === 'bigint'),
  );
}

function divide(value: number | null, total: number): number | null {
  return value === null ? null : finiteOrNull(value / total);
}

function writeColumnShares(
  frame: DataFrame,
  rows: DataRow[],
  columns: string[],
  targets: readonly string[],
  totals?: Readonly<Record<string, number>>,
): void {
  columns.forEach((column, i) => {
    // Missing cells count as 0 here, as Superset fills them before dividing.
    const values = frame.rows.map((row) => toNumber(row[column]) ?? 0);
    const given = totals && Object.hasOwn(totals, column) ? totals[column] : undefined;
    const total = totals ? given : compensatedSum(values);
    rows.forEach((row, r) => {
      row[targets[i]] = totals && (given === undefined || given === null || given === 0) ? 0 : divide(values[r], total as number);
    });
  });
}

function writeRowShares(rows: DataRow[], source: readonly DataRow[], columns: string[], targets: string[]): void {
  if (!columns.length) return;
  source.forEach((row, r) => {
    const values = columns.map((column) => toNumber(row[column]));
    const total = compensatedSum(values.filter((value): value is number => value !== null));
    values.forEach((value, i) => (rows[r][targets[i]] = divide(value, total)));
  });
}

/**
 * Superset `contribution`: each numeric cell as a share of its column total (`orientation`
 * `column`, the default; `contribution_totals` may supply the totals) or of its row total
 * (`row`; with `time_shifts`, columns ending in `__<shift>` form their own row group).
 * Options: `columns` (default every numeric column), `rename_columns` (targets, same length; the
 * originals are overwritten when absent). Other columns are kept as they are.
 */
export function contribution(frame: DataFrame, options: ContributionOptions): DataFrame {
  const orientation = options.orientation ?? 'column';
  if (orientation !== 'row' && orientation !== 'column') {
    throw invalidPostProcessing(`Invalid orientation: ${String(orientation)}`);
  }
  assertColumnsExist(frame, options.columns ?? []);
  const numeric = arithmeticColumns(frame);
  for (const column of options.columns ?? []) {
    if (!numeric.includes(column)) {
      throw invalidPostProcessing(`Column "${column}" is not numeric or does not exists in the query results.`);
    }
  }
  const actual = options.columns?.length ? [...options.columns] : numeric;
  const targets = options.rename_columns?.length ? [...options.rename_columns] : actual;
  if (targets.length !== actual.length) {
    throw invalidPostProcessing('`rename_columns` must have the same length as `columns` + `time_shift_columns`.');
  }
  const rows = frame.rows.map((row) => ({ ...row }));
  if (orientation === 'column') {
    writeColumnShares(frame, rows, actual, targets, options.contribution_totals);
  } else {
    const groups = new Map<string, { columns: string[]; targets: string[] }>();
    actual.forEach((column, i) => {
      const top = String(topLabelOf(frame, column));
      const shift = (options.time_shifts ?? []).find((ts) => top.endsWith(`${TIME_COMPARISON_SEPARATOR}${ts}`)) ?? '';
      const group = groups.get(shift) ?? { columns: [], targets: [] };
      group.columns.push(column);
      group.targets.push(targets[i]);
      groups.set(shift, group);
    });
    for (const group of groups.values()) writeRowShares(rows, frame.rows, group.columns, group.targets);
  }
  const columns = [...frame.columns, ...targets.filter((target) => !frame.columns.includes(target))];
  return deriveFrame(frame, { columns, rows });
}
