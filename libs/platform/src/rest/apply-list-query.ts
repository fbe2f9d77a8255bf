import { badRequest, type ListFilter, type ListQuery } from '@tessera/contracts';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import { serverText } from '../i18n/server-text';

/** Adds the condition for one filter; `param` is a unique parameter name to bind values under. */
export type FilterHandler = (where: WhereExpressionBuilder, filter: ListFilter, param: string) => void;

export interface ListQueryMapping {
  /** API column → SQL expression on the query builder (`dataset.table_name`, `LOWER(owner.username)`). */
  columns: Record<string, string>;
  /** Columns whose filters need more than a comparison (relations, favourites, tags, free text). */
  filterHandlers?: Record<string, FilterHandler>;
  /** Extra order expressions (e.g. `changed_on_delta_humanized` → `dataset.changed_on`). */
  orderExpressions?: Record<string, string>;
}

function likePattern(value: unknown, prefix: string, suffix: string): string {
  return `${prefix}${String(value ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}${suffix}`;
}

function listValue(filter: ListFilter): unknown[] {
  const values = Array.isArray(filter.value) ? filter.value : [filter.value];
  if (values.length === 0) throw badRequest(serverText('Filter %s %s needs at least one value', filter.col, filter.opr));
  return values;
}

/** The generic operators every column supports (Flask-AppBuilder's), as SQL on `expression`. */
export function applyGenericFilter(where: WhereExpressionBuilder, expression: string, filter: ListFilter, param: string): void {
  const value = filter.value;
  const like = (pattern: string, negate = false) =>
    where.andWhere(`CAST(${expression} AS TEXT) ${negate ? 'NOT ILIKE' : 'ILIKE'} :${param}`, { [param]: pattern });
  switch (filter.opr) {
    case 'sw':
      return void like(likePattern(value, '', '%'));
    case 'nsw':
      return void like(likePattern(value, '', '%'), true);
    case 'ew':
      return void like(likePattern(value, '%', ''));
    case 'new':
      return void like(likePattern(value, '%', ''), true);
    case 'ct':
      return void like(likePattern(value, '%', '%'));
    case 'nct':
      return void like(likePattern(value, '%', '%'), true);
    case 'eq':
    case 'rel_o_m':
      if (value === null) return void where.andWhere(`${expression} IS NULL`);
      return void where.andWhere(`${expression} = :${param}`, { [param]: value });
    case 'neq':
    case 'nrel_o_m':
      if (value === null) return void where.andWhere(`${expression} IS NOT NULL`);
      return void where.andWhere(`(${expression} <> :${param} OR ${expression} IS NULL)`, { [param]: value });
    case 'gt':
      return void where.andWhere(`${expression} > :${param}`, { [param]: value });
    case 'lt':
      return void where.andWhere(`${expression} < :${param}`, { [param]: value });
    case 'in':
    case 'inf':
      return void where.andWhere(`${expression} IN (:...${param})`, { [param]: listValue(filter) });
    case 'not_in':
      return void where.andWhere(`${expression} NOT IN (:...${param})`, { [param]: listValue(filter) });
    case 'between': {
      if (!Array.isArray(value) || value.length !== 2) throw badRequest(serverText('Filter %s between needs [from, to]', filter.col));
      return void where.andWhere(`${expression} BETWEEN :${param}_from AND :${param}_to`, {
        [`${param}_from`]: value[0],
        [`${param}_to`]: value[1],
      });
    }
    default:
      throw badRequest(serverText('Filter operator: %s is not supported on %s', filter.opr, filter.col));
  }
}

/** Applies filters, ordering and paging of a validated list query to a query builder. */
export function applyListQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  mapping: ListQueryMapping,
): SelectQueryBuilder<T> {
  if (query.filters.length > 0) {
    qb.andWhere(
      new Brackets((where) => {
        query.filters.forEach((filter, index) => {
          const param = `list_filter_${index}`;
          const handler = mapping.filterHandlers?.[filter.col];
          if (handler) return handler(where, filter, param);
          const expression = mapping.columns[filter.col];
          if (!expression) throw badRequest(serverText('Filter column: %s not allowed to filter', filter.col));
          applyGenericFilter(where, expression, filter, param);
        });
      }),
    );
  }
  const order = mapping.orderExpressions?.[query.orderColumn] ?? mapping.columns[query.orderColumn];
  if (!order) throw badRequest(serverText('Invalid order by column: %s', query.orderColumn));
  qb.orderBy(order, query.orderDirection === 'asc' ? 'ASC' : 'DESC', query.orderDirection === 'asc' ? 'NULLS FIRST' : 'NULLS LAST');
  // A stable tie-breaker keeps pages from overlapping when many rows share the order value.
  qb.addOrderBy(`${qb.alias}.id`, 'ASC');
  return qb.skip(query.page * query.pageSize).take(query.pageSize);
}

/** Runs a list query and shapes it as a list page. */
export async function fetchListPage<T extends ObjectLiteral & { id: number | string }, R>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  mapping: ListQueryMapping,
  toRow: (entity: T) => R,
): Promise<{ count: number; ids: (number | string)[]; result: R[] }> {
  const [entities, count] = await applyListQuery(qb, query, mapping).getManyAndCount();
  return { count, ids: entities.map((e) => e.id), result: entities.map(toRow) };
}
