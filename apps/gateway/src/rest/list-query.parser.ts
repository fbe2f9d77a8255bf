import {
  badRequest,
  LIST_KEYS,
  type ListFilter,
  type ListFilterOperator,
  type ListQuery,
  type ListResourceSpec,
  type OrderDirection,
} from '@tessera/contracts';
import { checkFilterValue, filterValueType } from './list-filter-values';
import { decodeQueryObject, integerField } from './rison-query';
import { serverText } from '@tessera/platform';

const LIST_Q_KEYS = ['filters', 'order_column', 'order_direction', 'page', 'page_size', 'columns', 'select_columns', 'keys'] as const;

/**
 * Parses and validates `GET /api/v1/<resource>/?q=…` against the resource's spec, as Flask-AppBuilder
 * does: filters only on searchable columns with their operators, ordering only on orderable columns,
 * page size capped at the maximum.
 */
export function parseListQuery(q: unknown, spec: ListResourceSpec, maxPageSize = spec.maxPageSize): ListQuery {
  const raw = decodeQueryObject(q, LIST_Q_KEYS);
  const columns = stringList(raw.columns, 'columns');
  const selectColumns = stringList(raw.select_columns, 'select_columns');
  if (columns && selectColumns) throw badRequest(serverText('Not a valid rison schema: columns and select_columns cannot be combined'));
  for (const column of [...(columns ?? []), ...(selectColumns ?? [])]) {
    if (!spec.listColumns.includes(column)) throw badRequest(serverText('Invalid column: %s', column));
  }
  const keys = stringList(raw.keys, 'keys');
  for (const key of keys ?? []) {
    if (!(LIST_KEYS as readonly string[]).includes(key)) throw badRequest(serverText('Not a valid rison schema: unknown key "%s"', key));
  }
  return {
    filters: parseFilters(raw.filters, spec),
    ...parseOrder(raw, spec),
    page: integerField(raw.page, 'page', { min: 0 }) ?? 0,
    pageSize: pageSize(integerField(raw.page_size, 'page_size'), spec.defaultPageSize, maxPageSize),
    ...(columns ? { columns } : {}),
    ...(selectColumns ? { selectColumns } : {}),
    ...(keys ? { keys } : {}),
  };
}

/** Superset caps page sizes over the maximum (and below 1) to the maximum instead of refusing them. */
function pageSize(requested: number | undefined, fallback: number, max: number): number {
  if (requested === undefined) return Math.min(fallback, max);
  if (requested < 1 || requested > max) return max;
  return requested;
}

function parseOrder(raw: Record<string, unknown>, spec: ListResourceSpec): { orderColumn: string; orderDirection: OrderDirection } {
  const column = raw.order_column ?? spec.defaultOrder.column;
  if (typeof column !== 'string' || !spec.orderColumns.includes(column)) {
    throw badRequest(serverText('Invalid order by column: %s', String(column)));
  }
  const direction = raw.order_direction ?? (raw.order_column === undefined ? spec.defaultOrder.direction : 'asc');
  if (direction !== 'asc' && direction !== 'desc') {
    throw badRequest(serverText('Invalid order direction: %s (expected asc or desc)', String(direction)));
  }
  return { orderColumn: column, orderDirection: direction };
}

function parseFilters(value: unknown, spec: ListResourceSpec): ListFilter[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest(serverText('Not a valid rison schema: filters must be a list of (col,opr,value)'));
  return value.map((item, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw badRequest(serverText('Not a valid rison schema: filters[%s] must be an object with col, opr and value', index));
    }
    const { col, opr, value: filterValue, ...extra } = item as Record<string, unknown>;
    if (Object.keys(extra).length > 0)
      throw badRequest(serverText('Not a valid rison schema: filters[%s] has unknown field "%s"', index, Object.keys(extra)[0]));
    if (typeof col !== 'string' || typeof opr !== 'string' || !('value' in (item as object))) {
      throw badRequest(serverText('Not a valid rison schema: filters[%s] needs col, opr and value', index));
    }
    const allowed = Object.hasOwn(spec.searchColumns, col) ? spec.searchColumns[col] : undefined;
    if (!allowed) throw badRequest(serverText('Filter column: %s not allowed to filter', col));
    if (!allowed.includes(opr as ListFilterOperator)) {
      throw badRequest(serverText('Filter operator: %s not allowed on %s (allowed: %s)', opr, col, allowed.join(', ')));
    }
    checkFilterValue(col, opr as ListFilterOperator, filterValue, filterValueType(col, allowed, spec.epochMsColumns), index);
    return { col, opr: opr as ListFilterOperator, value: filterValue };
  });
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw badRequest(serverText('Not a valid rison schema: %s must be a list of names', name));
  }
  return value as string[];
}
