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
  if (columns && selectColumns) throw badRequest('Not a valid rison schema: columns and select_columns cannot be combined');
  for (const column of [...(columns ?? []), ...(selectColumns ?? [])]) {
    if (!spec.listColumns.includes(column)) throw badRequest(`Invalid column: ${column}`);
  }
  const keys = stringList(raw.keys, 'keys');
  for (const key of keys ?? []) {
    if (!(LIST_KEYS as readonly string[]).includes(key)) throw badRequest(`Not a valid rison schema: unknown key "${key}"`);
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
    throw badRequest(`Invalid order by column: ${String(column)}`);
  }
  const direction = raw.order_direction ?? (raw.order_column === undefined ? spec.defaultOrder.direction : 'asc');
  if (direction !== 'asc' && direction !== 'desc') {
    throw badRequest(`Invalid order direction: ${String(direction)} (expected asc or desc)`);
  }
  return { orderColumn: column, orderDirection: direction };
}

function parseFilters(value: unknown, spec: ListResourceSpec): ListFilter[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest('Not a valid rison schema: filters must be a list of (col,opr,value)');
  return value.map((item, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw badRequest(`Not a valid rison schema: filters[${index}] must be an object with col, opr and value`);
    }
    const { col, opr, value: filterValue, ...extra } = item as Record<string, unknown>;
    if (Object.keys(extra).length > 0)
      throw badRequest(`Not a valid rison schema: filters[${index}] has unknown field "${Object.keys(extra)[0]}"`);
    if (typeof col !== 'string' || typeof opr !== 'string' || !('value' in (item as object))) {
      throw badRequest(`Not a valid rison schema: filters[${index}] needs col, opr and value`);
    }
    const allowed = Object.hasOwn(spec.searchColumns, col) ? spec.searchColumns[col] : undefined;
    if (!allowed) throw badRequest(`Filter column: ${col} not allowed to filter`);
    if (!allowed.includes(opr as ListFilterOperator)) {
      throw badRequest(`Filter operator: ${opr} not allowed on ${col} (allowed: ${allowed.join(', ')})`);
    }
    checkFilterValue(col, opr as ListFilterOperator, filterValue, filterValueType(col, allowed, spec.epochMsColumns), index);
    return { col, opr: opr as ListFilterOperator, value: filterValue };
  });
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw badRequest(`Not a valid rison schema: ${name} must be a list of names`);
  }
  return value as string[];
}
