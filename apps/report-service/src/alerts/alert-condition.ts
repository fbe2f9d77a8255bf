import type { ReportValidatorConfig, ReportValidatorType } from '@tessera/contracts';

export interface AlertRows {
  columns: string[];
  rows: Record<string, unknown>[];
}

export interface AlertVerdict {
  triggered: boolean;
  value: number | null;
  /** The first row as JSON, for the log's `value_row_json`. */
  valueRowJson: string | null;
}

const COMPARE: Record<ReportValidatorConfig['op'], (value: number, threshold: number) => boolean> = {
  '<': (v, t) => v < t,
  '<=': (v, t) => v <= t,
  '>': (v, t) => v > t,
  '>=': (v, t) => v >= t,
  '==': (v, t) => v === t,
  '!=': (v, t) => v !== t,
};

function numeric(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  throw new Error(`The alert query must return a number; it returned ${JSON.stringify(value)}`);
}

/**
 * Superset's alert rules on the first row's first value: more than one row is an error; `not null`
 * fires on a value that is not null, empty or 0; `operator` compares it with the threshold (a null
 * value never fires).
 */
export function evaluateAlert(result: AlertRows, type: ReportValidatorType, config: ReportValidatorConfig | null): AlertVerdict {
  if (result.rows.length > 1) throw new Error(`The alert query returned more than one row (${result.rows.length} rows)`);
  const row = result.rows[0];
  const raw = row && result.columns.length > 0 ? row[result.columns[0]] : null;
  const valueRowJson = row ? JSON.stringify(row) : null;
  if (type === 'not null') {
    const empty = raw === null || raw === undefined || raw === '' || raw === 0 || raw === '0' || raw === false;
    const value =
      typeof raw === 'number' ? raw : raw === null || raw === undefined ? null : Number.isFinite(Number(raw)) ? Number(raw) : null;
    return { triggered: !empty, value, valueRowJson };
  }
  if (!config) throw new Error('The alert has no {op, threshold} condition');
  const value = numeric(raw);
  return { triggered: value !== null && COMPARE[config.op](value, config.threshold), value, valueRowJson };
}
