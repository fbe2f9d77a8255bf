import { catalogueText } from '@tessera/contracts';
import { GenericDataType } from '../../dialects';
import { castToText } from '../../sql/engine-sql.helpers';
import type { FilterOperator, QueryFilter } from '../query-object.types';
import type { CompileContext } from './compile-context.factory';
import { invalidQuery } from './compiler.errors';
import { coerceFilterValues, type CoercedValue } from './filter-values.coercer';

/** What a (non-temporal-range) filter compares: its SQL and the generic type its values are cast to. */
export interface FilterTarget {
  expression: string;
  genericType: GenericDataType;
}

function bindValue(ctx: CompileContext, value: CoercedValue): string {
  if (value !== null && typeof value === 'object') return ctx.dialect.timestampParam(ctx.params.bind(value.timestamp));
  return ctx.params.bind(value);
}

function listPredicate(ctx: CompileContext, expression: string, values: CoercedValue[], negate: boolean): string {
  // An empty selection matches nothing (IN) or everything (NOT IN) instead of failing the query.
  if (values.length === 0) return negate ? '1 = 1' : '1 = 0';
  const present = values.filter((value) => value !== null);
  const list = present.map((value) => bindValue(ctx, value)).join(', ');
  if (present.length === values.length) return `${expression} ${negate ? 'NOT IN' : 'IN'} (${list})`;
  const condition = present.length ? `(${expression} IS NULL OR ${expression} IN (${list}))` : `${expression} IS NULL`;
  return negate ? `NOT ${condition}` : condition;
}

const COMPARISONS: Partial<Record<FilterOperator, string>> = { '>': '>', '<': '<', '>=': '>=', '<=': '<=' };

function likePredicate(ctx: CompileContext, target: FilterTarget, operator: FilterOperator, param: string): string {
  const textual = target.genericType === GenericDataType.STRING ? target.expression : castToText(ctx.engine, target.expression);
  if (operator === 'ILIKE' || operator === 'NOT ILIKE') return ctx.dialect.ilike(textual, param, operator === 'NOT ILIKE');
  return `${ctx.operand(textual)} ${operator} ${param}`;
}

/**
 * One filter as a SQL predicate, Superset's way: list operators with NULL handling, `==`/`!=` with a
 * null value as IS [NOT] NULL, comparisons needing a value, LIKE/ILIKE on text (casting other types),
 * REGEX through the dialect, IS NULL/IS TRUE/IS FALSE. Every value is a bound parameter.
 * TEMPORAL_RANGE is handled by the caller.
 */
export function buildFilterPredicate(ctx: CompileContext, filter: QueryFilter, target: FilterTarget): string {
  const expression = ctx.operand(target.expression);
  const { op } = filter;
  switch (op) {
    case 'IS NULL':
    case 'IS NOT NULL':
    case 'IS TRUE':
    case 'IS FALSE':
      return `${expression} ${op}`;
    case 'IN':
    case 'NOT IN':
      return listPredicate(ctx, expression, coerceFilterValues(filter.val, op, target.genericType) as CoercedValue[], op === 'NOT IN');
    default:
  }
  const value = coerceFilterValues(filter.val, op, target.genericType) as CoercedValue;
  if (op === '==') return value === null ? `${expression} IS NULL` : `${expression} = ${bindValue(ctx, value)}`;
  if (op === '!=') return value === null ? `${expression} IS NOT NULL` : `${expression} != ${bindValue(ctx, value)}`;
  if (value === null) throw invalidQuery(catalogueText('Must specify a value for filters with comparison operators'));
  const comparison = COMPARISONS[op];
  if (comparison) return `${expression} ${comparison} ${bindValue(ctx, value)}`;
  if (op === 'REGEX') return ctx.dialect.regexMatch(expression, bindValue(ctx, value));
  if (op === 'LIKE' || op === 'NOT LIKE' || op === 'ILIKE' || op === 'NOT ILIKE') {
    return likePredicate(ctx, target, op, bindValue(ctx, value));
  }
  throw invalidQuery(catalogueText('Invalid filter operation type: %s', op));
}
