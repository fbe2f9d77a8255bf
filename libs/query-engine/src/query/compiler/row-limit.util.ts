import type { CompileMode, CompileOptions } from './compile-options.types';

/** Superset's `ROW_LIMIT`, `SAMPLES_ROW_LIMIT` and `SQL_MAX_ROW`. */
export const DEFAULT_ROW_LIMIT = 50_000;
export const DEFAULT_SAMPLES_ROW_LIMIT = 1_000;
export const DEFAULT_ROW_LIMIT_CAP = 100_000;

/** `row_limit or default`, capped: 0 and null mean the default, as in Superset's `apply_max_row_limit`. */
export function effectiveRowLimit(requested: number | null | undefined, mode: CompileMode, options: CompileOptions): number {
  const fallback =
    mode === 'samples' ? (options.samplesRowLimit ?? DEFAULT_SAMPLES_ROW_LIMIT) : (options.defaultRowLimit ?? DEFAULT_ROW_LIMIT);
  return Math.min(options.rowLimitCap ?? DEFAULT_ROW_LIMIT_CAP, requested || fallback);
}
