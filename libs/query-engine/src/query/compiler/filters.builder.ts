import { catalogueText } from '@tessera/contracts';
import { GenericDataType } from '../../dialects';
import type { TimeRangeBounds } from '../../time';
import type { DatasetColumnDefinition } from '../dataset-definition.types';
import { DTTM_ALIAS, getColumnLabel } from '../query-labels.util';
import type { QueryFilter } from '../query-object.types';
import { resolveColumn, resolveGrainedColumn, type ResolvedColumn } from './column.resolver';
import type { CompileContext } from './compile-context.factory';
import type { AppliedFilter, RejectedFilter } from './compile-options.types';
import { invalidQuery } from './compiler.errors';
import { buildFilterPredicate } from './filter-predicate.builder';
import { buildTimeFilter } from './time-filter.builder';
import { columnExpression } from './timestamp.expression';

export interface FilterClauses {
  where: string[];
  having: string[];
  applied: AppliedFilter[];
  rejected: RejectedFilter[];
}

export interface FilterOptions {
  /** The granularity column, which `__timestamp` filters stand for in timeseries queries. */
  timestampColumn: DatasetColumnDefinition | null;
  /** Drop TEMPORAL_RANGE filters (samples). */
  skipTimeRanges: boolean;
  /** Reads a TEMPORAL_RANGE value with the query's relative anchors and time shift. */
  timeRange(text: string): TimeRangeBounds;
  /** Extra predicates for a time range applied on `column` (the main datetime column rule). */
  alsoFilter(column: DatasetColumnDefinition, bounds: TimeRangeBounds): string[];
  /** Whether the query groups, so filters on saved metrics can go to HAVING; else they are rejected. */
  allowHaving: boolean;
}

type Target = { kind: 'column'; resolved: ResolvedColumn } | { kind: 'metric'; expression: string } | null;

function resolveTarget(ctx: CompileContext, filter: QueryFilter, options: FilterOptions): Target {
  const { col } = filter;
  if (typeof col !== 'string') return { kind: 'column', resolved: resolveColumn(ctx, col) };
  const column = col === DTTM_ALIAS && options.timestampColumn ? options.timestampColumn : ctx.columnsByName.get(col);
  if (column) {
    const resolved = filter.grain
      ? resolveGrainedColumn(ctx, column, filter.grain, col)
      : { label: col, expression: columnExpression(ctx, column), column, converted: false };
    return { kind: 'column', resolved };
  }
  const metric = ctx.metricsByName.get(col);
  if (metric) return { kind: 'metric', expression: ctx.fragment(metric.expression, 'metric') };
  return null;
}

function temporalRange(ctx: CompileContext, filter: QueryFilter, resolved: ResolvedColumn, options: FilterOptions): string[] {
  if (typeof filter.val !== 'string') {
    throw invalidQuery(catalogueText('TEMPORAL_RANGE filter on %s needs a time range string', getColumnLabel(filter.col)));
  }
  const bounds = options.timeRange(filter.val);
  const predicate = buildTimeFilter(ctx, resolved, bounds);
  const extra = resolved.column ? options.alsoFilter(resolved.column, bounds) : [];
  return [...(predicate ? [predicate] : []), ...extra];
}

/**
 * The WHERE and HAVING predicates of a query's filters, with Superset's applied/rejected report:
 * a filter on a name that is neither a dataset column nor a saved metric is skipped and reported as
 * `not_in_datasource` (as Superset does for every filter, dashboard or not); a filter on a saved
 * metric goes to HAVING (and is rejected the same way in an ungrouped query); `__timestamp` stands
 * for the granularity column.
 */
export function buildFilters(ctx: CompileContext, filters: readonly QueryFilter[], options: FilterOptions): FilterClauses {
  const clauses: FilterClauses = { where: [], having: [], applied: [], rejected: [] };
  for (const filter of filters) {
    const label = getColumnLabel(filter.col);
    if (filter.op === 'TEMPORAL_RANGE' && options.skipTimeRanges) continue;
    const target = resolveTarget(ctx, filter, options);
    if (!target || (target.kind === 'metric' && !options.allowHaving)) {
      clauses.rejected.push({ reason: 'not_in_datasource', column: label });
      continue;
    }
    clauses.applied.push({ column: label });
    if (target.kind === 'metric') {
      clauses.having.push(buildFilterPredicate(ctx, filter, { expression: target.expression, genericType: GenericDataType.NUMERIC }));
    } else if (filter.op === 'TEMPORAL_RANGE') {
      clauses.where.push(...temporalRange(ctx, filter, target.resolved, options));
    } else {
      const { resolved } = target;
      const genericType = resolved.converted
        ? GenericDataType.TEMPORAL
        : resolved.column
          ? ctx.genericType(resolved.column)
          : GenericDataType.STRING;
      clauses.where.push(buildFilterPredicate(ctx, filter, { expression: resolved.expression, genericType }));
    }
  }
  return clauses;
}
