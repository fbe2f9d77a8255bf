import { appendColumns, sourceColumns } from './append-columns.util';
import { cumulative } from './cumulative.util';
import type { DataFrame } from './data-frame';
import { columnValues, deriveFrame } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';
import type { RollingStatistic, WindowSpec } from './rolling-window';
import { rollingWindow } from './rolling-window';
import { toNumber } from './values.util';

/** Rolling types `rolling` accepts: pandas window methods, plus `cumsum` (a running total). */
export type RollingType = RollingStatistic | 'cumsum';

/** Options of {@link rolling}. */
export interface RollingOptions {
  rolling_type: RollingType;
  columns: Readonly<Record<string, string>>;
  window?: number;
  min_periods?: number;
  center?: boolean;
  win_type?: string;
  rolling_type_options?: Readonly<Record<string, unknown>>;
}

/** Superset's upper bound on `window` (its schema range is 1–10000). */
export const MAX_ROLLING_WINDOW = 10_000;

const ROLLING_TYPES: readonly RollingType[] = ['sum', 'mean', 'count', 'std', 'var', 'min', 'max', 'median', 'quantile', 'cumsum'];

function windowSpec(options: RollingOptions): WindowSpec {
  const { window, rolling_type: type } = options;
  if (window === undefined || window === null) throw invalidPostProcessing('Undefined window for rolling operation');
  if (!Number.isInteger(window) || window <= 0) throw invalidPostProcessing('Window must be > 0');
  if (window > MAX_ROLLING_WINDOW) throw invalidPostProcessing(`Window must not exceed ${MAX_ROLLING_WINDOW}`);
  const minPeriods = options.min_periods ?? window;
  if (!Number.isInteger(minPeriods) || minPeriods < 0) throw invalidPostProcessing('min_periods must be >= 0');
  if (minPeriods > window) throw invalidPostProcessing(`min_periods ${minPeriods} must be <= window ${window}`);
  if (options.win_type) throw invalidPostProcessing(`Unsupported win_type: ${options.win_type}`);
  const extra = options.rolling_type_options ?? {};
  const allowed = type === 'quantile' ? ['quantile', 'interpolation'] : type === 'std' || type === 'var' ? ['ddof'] : [];
  const quantile = extra.quantile;
  const ddof = extra.ddof ?? 1;
  const invalid =
    Object.keys(extra).some((key) => !allowed.includes(key)) ||
    (type === 'quantile' && (typeof quantile !== 'number' || quantile < 0 || quantile > 1)) ||
    (extra.interpolation !== undefined && extra.interpolation !== 'linear') ||
    typeof ddof !== 'number' ||
    !Number.isInteger(ddof) ||
    ddof < 0;
  if (invalid) throw invalidPostProcessing(`Invalid options for ${type}: ${JSON.stringify(extra)}`);
  return { window, minPeriods, center: options.center ?? false, ddof: ddof as number, quantile: (quantile as number) ?? 0.5 };
}

/**
 * Superset `rolling`: a rolling window statistic over each column of `columns` (`{source: target}`;
 * after a pivot a source names every column of that metric). Options: `rolling_type` (sum, mean,
 * count, std, var, min, max, median, quantile, or cumsum for a running total), `window` (required,
 * 1–10000), `min_periods` (default: window; positions with fewer observations are missing, and the
 * first `min_periods - 1` rows are dropped), `center`, `rolling_type_options` (`quantile` in [0, 1];
 * `ddof` for std/var, default 1). `win_type` is not supported.
 */
export function rolling(frame: DataFrame, options: RollingOptions): DataFrame {
  const type = options.rolling_type;
  if (!ROLLING_TYPES.includes(type)) throw invalidPostProcessing(`Invalid rolling_type: ${String(type)}`);
  const mapping = options.columns ?? {};
  const spec = windowSpec(options);
  const computed = sourceColumns(frame, mapping).map((source) => {
    const values = columnValues(frame, source).map(toNumber);
    return { source, values: type === 'cumsum' ? cumulative(values, 'sum') : rollingWindow(values, type, spec) };
  });
  const result = appendColumns(frame, mapping, computed);
  const trim = options.min_periods ? options.min_periods - 1 : 0;
  return trim > 0 ? deriveFrame(result, { columns: result.columns, rows: result.rows.slice(trim) }) : result;
}
