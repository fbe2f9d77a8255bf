import { formatTimestamp, strftime, type TimeRangeBounds } from '../../time';
import { GenericDataType } from '../../dialects';
import type { DatasetColumnDefinition } from '../dataset-definition.types';
import type { CompileContext } from './compile-context.factory';

/** The expression a time range applies to. */
export interface TimeFilterTarget {
  expression: string;
  column: DatasetColumnDefinition | null;
  /** True when the expression already yields a timestamp (grain applied, epoch converted). */
  converted: boolean;
}

/**
 * Superset's `dttm_sql_literal`, as a bound parameter: a timestamp for temporal columns and
 * converted expressions; epoch seconds or milliseconds, or text in the column's strftime pattern,
 * for time stored as numbers or text; else the ISO text.
 */
function boundValue(ctx: CompileContext, target: TimeFilterTarget, date: Date): string {
  const column = target.column;
  if (target.converted || !column || ctx.genericType(column) === GenericDataType.TEMPORAL) {
    return ctx.dialect.timestampParam(ctx.params.bind(formatTimestamp(date)));
  }
  const seconds = Math.floor(date.getTime() / 1000);
  switch (column.pythonDateFormat) {
    case 'epoch_s':
      return ctx.params.bind(seconds);
    case 'epoch_ms':
      return ctx.params.bind(seconds * 1000);
    case null:
    case undefined:
    case '':
      return ctx.params.bind(formatTimestamp(date));
    default:
      return ctx.params.bind(strftime(date, column.pythonDateFormat));
  }
}

/** `[since, until)` on the target as `expr >= since AND expr < until`; null when the range is open on both ends. */
export function buildTimeFilter(ctx: CompileContext, target: TimeFilterTarget, bounds: TimeRangeBounds): string | null {
  const expression = ctx.operand(target.expression);
  const parts: string[] = [];
  if (bounds.since) parts.push(`${expression} >= ${boundValue(ctx, target, bounds.since)}`);
  if (bounds.until) parts.push(`${expression} < ${boundValue(ctx, target, bounds.until)}`);
  return parts.length ? parts.join(' AND ') : null;
}
