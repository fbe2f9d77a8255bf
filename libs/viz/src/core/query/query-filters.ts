import type { AdhocFilter, ExtraFormData, QueryFormData, QueryObjectExtras, QueryObjectFilterClause } from './query.types';

/** Reserved `extra_filters` columns that set query fields instead of filtering. */
const RESERVED_TIME_COLUMNS: Readonly<
  Record<string, 'time_range' | 'granularity_sqla' | 'time_grain_sqla' | 'granularity' | 'time_compare'>
> = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
  __granularity: 'granularity',
  __time_compare: 'time_compare',
};

/** What `extra_filters` contribute: plain filters plus time settings (Superset's `extractExtras`). */
export interface ExtractedExtras {
  filters: QueryObjectFilterClause[];
  extras: QueryObjectExtras;
  applied_time_extras: Record<string, string>;
  time_range?: string;
  granularity?: string;
}

export function extractExtras(formData: QueryFormData): ExtractedExtras {
  const filters: QueryObjectFilterClause[] = [];
  const applied: Record<string, string> = {};
  const reserved: Partial<Record<(typeof RESERVED_TIME_COLUMNS)[string], string>> = {};
  for (const filter of formData.extra_filters ?? []) {
    const key = typeof filter.col === 'string' ? RESERVED_TIME_COLUMNS[filter.col] : undefined;
    if (key && typeof filter.col === 'string') {
      reserved[key] = String(filter.val);
      applied[filter.col] = String(filter.val);
    } else {
      filters.push(filter);
    }
  }
  const timeGrain = reserved.time_grain_sqla ?? formData.time_grain_sqla;
  const granularity = reserved.granularity_sqla ?? formData.granularity ?? formData.granularity_sqla;
  return {
    filters,
    extras: timeGrain ? { time_grain_sqla: timeGrain } : {},
    applied_time_extras: applied,
    ...(reserved.time_range ? { time_range: reserved.time_range } : {}),
    ...(granularity ? { granularity } : {}),
  };
}

function sanitizeClause(clause: string): string {
  // A trailing `--` comment would swallow the closing parenthesis.
  return clause.includes('--') ? `(${clause}\n)` : `(${clause})`;
}

function convertSimpleFilter(filter: AdhocFilter): QueryObjectFilterClause {
  const clause: QueryObjectFilterClause = { col: filter.subject ?? '', op: filter.operator ?? '' };
  if (filter.comparator !== undefined) clause.val = filter.comparator;
  if (filter.timeGrain) clause.grain = filter.timeGrain;
  if (filter.isExtra) clause.isExtra = true;
  return clause;
}

/**
 * Splits adhoc filters into simple WHERE clauses and freeform WHERE/HAVING SQL joined with AND
 * (Superset's `processFilters`). Simple HAVING filters are not expressible and are dropped, as
 * Superset does.
 */
export function processFilters(
  adhocFilters: readonly AdhocFilter[],
  simpleFilters: readonly QueryObjectFilterClause[],
  where?: string,
): { filters: QueryObjectFilterClause[]; where: string; having: string } {
  const filters = [...simpleFilters];
  const freeformWhere: string[] = where ? [where] : [];
  const freeformHaving: string[] = [];
  for (const filter of adhocFilters) {
    if (filter.expressionType === 'SIMPLE') {
      if (filter.clause === 'WHERE') filters.push(convertSimpleFilter(filter));
    } else if (filter.sqlExpression) {
      (filter.clause === 'WHERE' ? freeformWhere : freeformHaving).push(filter.sqlExpression);
    }
  }
  return {
    filters,
    where: freeformWhere.map(sanitizeClause).join(' AND '),
    having: freeformHaving.map(sanitizeClause).join(' AND '),
  };
}

/** Native and cross-filter overrides that replace query fields or extras. */
export function extraFormDataOverrides(extra: ExtraFormData | undefined): {
  fields: { time_range?: string; granularity?: string };
  extras: QueryObjectExtras;
} {
  const fields: { time_range?: string; granularity?: string } = {};
  const extras: QueryObjectExtras = {};
  if (!extra) return { fields, extras };
  if (extra.time_range !== undefined) fields.time_range = extra.time_range;
  const granularity = extra.granularity_sqla ?? extra.granularity;
  if (granularity !== undefined) fields.granularity = granularity;
  if (extra.time_grain_sqla !== undefined) extras.time_grain_sqla = extra.time_grain_sqla;
  if (extra.relative_start !== undefined) extras.relative_start = extra.relative_start;
  if (extra.relative_end !== undefined) extras.relative_end = extra.relative_end;
  return { fields, extras };
}
