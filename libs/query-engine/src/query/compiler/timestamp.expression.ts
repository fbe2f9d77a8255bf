import { catalogueText } from '@tessera/contracts';
import type { TimeGrain } from '../../dialects';
import { epochSecondsToTimestamp } from '../../sql/engine-sql.helpers';
import type { DatasetColumnDefinition } from '../dataset-definition.types';
import type { CompileContext } from './compile-context.factory';
import { invalidQuery } from './compiler.errors';

/** A dataset column's own SQL: its quoted name, or its validated calculated expression. */
export function columnExpression(ctx: CompileContext, column: DatasetColumnDefinition): string {
  return column.expression ? ctx.fragment(column.expression, 'column') : ctx.quote(column.columnName);
}

/** Whether `column` stores time as epoch numbers that must be converted before any time arithmetic. */
export function isEpochColumn(column: DatasetColumnDefinition | null | undefined): boolean {
  return column?.pythonDateFormat === 'epoch_s' || column?.pythonDateFormat === 'epoch_ms';
}

/**
 * Superset's `get_timestamp_expression`: epoch columns converted to timestamps, then truncated to
 * `grain` with the dialect's grain expression when one is given. An unknown grain is rejected with
 * Superset's "No grain spec" message.
 */
export function timestampExpression(
  ctx: CompileContext,
  column: DatasetColumnDefinition | null | undefined,
  expression: string,
  grain: TimeGrain | null | undefined,
): string {
  let result = expression;
  if (column?.pythonDateFormat === 'epoch_s') result = epochSecondsToTimestamp(ctx.engine, result);
  if (column?.pythonDateFormat === 'epoch_ms') result = epochSecondsToTimestamp(ctx.engine, `${result} / 1000`);
  if (!grain) return result;
  const truncated = ctx.dialect.timeGrainExpression(result, grain);
  if (truncated === null) throw invalidQuery(catalogueText('No grain spec for %s for database %s', grain, ctx.dialect.displayName));
  return truncated;
}
