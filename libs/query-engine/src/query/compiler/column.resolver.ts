import type { TimeGrain } from '../../dialects';
import type { DatasetColumnDefinition } from '../dataset-definition.types';
import { getColumnLabel } from '../query-labels.util';
import type { QueryColumn } from '../query-object.types';
import type { CompileContext } from './compile-context.factory';
import { columnsMissing } from './compiler.errors';
import { columnExpression, timestampExpression } from './timestamp.expression';

/** A column reference turned into SQL. */
export interface ResolvedColumn {
  label: string;
  expression: string;
  /** The dataset column behind it, when the reference names one. */
  column: DatasetColumnDefinition | null;
  /** True when a time grain (or epoch conversion) turned the value into a timestamp expression. */
  converted: boolean;
}

/**
 * Superset's column handling: a name must be a dataset column (physical or calculated); an adhoc
 * column whose SQL is exactly a dataset column name stands for that column, any other adhoc SQL is
 * validated as a fragment. A temporal x-axis (`columnType: BASE_AXIS` with `timeGrain`) is truncated
 * to its grain when it is a temporal dataset column or free SQL (whose type cannot be probed here).
 */
export function resolveColumn(ctx: CompileContext, ref: QueryColumn): ResolvedColumn {
  const label = getColumnLabel(ref);
  if (typeof ref === 'string') {
    const column = ctx.columnsByName.get(ref);
    if (!column) throw columnsMissing([ref]);
    return { label, expression: columnExpression(ctx, column), column, converted: false };
  }
  const column = ctx.columnsByName.get(ref.sqlExpression.trim()) ?? null;
  const expression = column ? columnExpression(ctx, column) : ctx.fragment(ref.sqlExpression, 'column');
  const grain = ref.columnType === 'BASE_AXIS' ? ref.timeGrain : null;
  if (grain && (!column || ctx.isTemporal(column))) {
    return { label, expression: timestampExpression(ctx, column, expression, grain), column, converted: true };
  }
  return { label, expression, column, converted: false };
}

/** The named dataset column truncated to `grain` (epoch columns converted), labelled `label`. */
export function resolveGrainedColumn(
  ctx: CompileContext,
  column: DatasetColumnDefinition,
  grain: TimeGrain | null | undefined,
  label: string,
): ResolvedColumn {
  const base = columnExpression(ctx, column);
  const expression = timestampExpression(ctx, column, base, grain);
  return { label, expression, column, converted: expression !== base };
}
