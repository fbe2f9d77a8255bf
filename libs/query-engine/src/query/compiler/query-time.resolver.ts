import { catalogueText } from '@tessera/contracts';
import { parseTimeRange, type TimeRangeBounds } from '../../time';
import type { DatasetColumnDefinition } from '../dataset-definition.types';
import { getColumnLabel, getXAxisLabel } from '../query-labels.util';
import type { QueryObject } from '../query-object.types';
import type { CompileContext } from './compile-context.factory';
import type { AppliedFilter, RejectedFilter } from './compile-options.types';
import { invalidQuery } from './compiler.errors';
import { buildTimeFilter } from './time-filter.builder';
import { columnExpression } from './timestamp.expression';

export interface QueryTime {
  /** The granularity column (after Superset's fallback to the main datetime column), if any. */
  granularity: DatasetColumnDefinition | null;
  /** The query's time range, reported as `from_dttm`/`to_dttm` and applied to the granularity column. */
  bounds: TimeRangeBounds;
  /** Reads another time range with this query's relative anchors and time shift. */
  rangeOf(text: string): TimeRangeBounds;
}

/** Superset: a granularity that is not a datetime column falls back to the main datetime column. */
function resolveGranularity(ctx: CompileContext, name: string | null | undefined): DatasetColumnDefinition | null {
  if (!name) return null;
  const named = ctx.columnsByName.get(name);
  const effective = named?.isDttm ? name : ctx.dataset.mainDttmCol || null;
  if (!effective) return null;
  const column = ctx.columnsByName.get(effective);
  if (!column) throw invalidQuery(catalogueText('Time column "%s" does not exist in dataset', effective));
  return column;
}

/** Superset's `_process_time_range`: without `time_range`, the x-axis TEMPORAL_RANGE filter's (else the first one's) value. */
function timeRangeText(query: QueryObject): string | null {
  if (query.time_range) return query.time_range;
  const temporal = query.filters.filter((filter) => filter.op === 'TEMPORAL_RANGE' && typeof filter.val === 'string');
  const axis = getXAxisLabel(query.columns);
  const match = temporal.find((filter) => getColumnLabel(filter.col) === axis) ?? temporal[0];
  return match ? (match.val as string) : null;
}

/** The query's granularity column and time range (none for samples). */
export function resolveQueryTime(ctx: CompileContext, query: QueryObject, ignoreTime: boolean): QueryTime {
  const anchors = {
    now: ctx.now,
    relativeStart: query.extras.relative_start ?? 'today',
    relativeEnd: query.extras.relative_end ?? 'today',
    timeShift: query.time_shift,
  } as const;
  const rangeOf = (text: string): TimeRangeBounds => parseTimeRange(text, anchors);
  const text = timeRangeText(query);
  const bounds = ignoreTime
    ? { since: null, until: null }
    : parseTimeRange(text, text ? anchors : { ...anchors, since: query.since, until: query.until });
  return { granularity: resolveGranularity(ctx, query.granularity), bounds, rangeOf };
}

/**
 * With `always_filter_main_dttm`, the same range on the main datetime column whenever another
 * temporal column is filtered by time (partition pruning on the main column).
 */
export function mainDttmFilters(ctx: CompileContext, column: DatasetColumnDefinition, bounds: TimeRangeBounds): string[] {
  const main = ctx.dataset.mainDttmCol ? ctx.columnsByName.get(ctx.dataset.mainDttmCol) : undefined;
  if (!ctx.dataset.alwaysFilterMainDttm || !main?.isDttm || main.columnName === column.columnName) return [];
  const predicate = buildTimeFilter(ctx, { expression: columnExpression(ctx, main), column: main, converted: false }, bounds);
  return predicate ? [predicate] : [];
}

/** The time range on the granularity column, after the main datetime column rule. */
export function granularityFilters(ctx: CompileContext, time: QueryTime): string[] {
  const column = time.granularity;
  if (!column) return [];
  const own = buildTimeFilter(ctx, { expression: columnExpression(ctx, column), column, converted: false }, time.bounds);
  return [...mainDttmFilters(ctx, column, time.bounds), ...(own ? [own] : [])];
}

/** Superset's `get_time_filter_status` for the `applied_time_extras` a dashboard sent. */
export function timeExtrasStatus(
  ctx: CompileContext,
  extras: Record<string, string> | undefined,
): { applied: AppliedFilter[]; rejected: RejectedFilter[] } {
  const temporal = ctx.dataset.columns.filter((column) => column.isDttm).map((column) => column.columnName);
  const applied: AppliedFilter[] = [];
  const rejected: RejectedFilter[] = [];
  if (!extras) return { applied, rejected };
  const timeColumn = extras.__time_col;
  if (timeColumn) {
    if (temporal.includes(timeColumn)) applied.push({ column: '__time_col' });
    else rejected.push({ reason: 'not_in_datasource', column: '__time_col' });
  }
  for (const key of ['__time_grain', '__time_range'] as const) {
    if (key === '__time_grain' ? !(key in extras) : !extras[key]) continue;
    if (temporal.length) applied.push({ column: key });
    else rejected.push({ reason: 'no_temporal_column', column: key });
  }
  return { applied, rejected };
}
