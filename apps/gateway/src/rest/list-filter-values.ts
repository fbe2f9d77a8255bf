import { badRequest, type ListFilterOperator } from '@tessera/contracts';
import { MAX_ID } from '../http/id-param.pipe';
import { serverText } from '@tessera/platform';

/** What a filter column holds, as far as the values a filter may compare it with. */
export type FilterValueType = 'integer' | 'boolean' | 'datetime' | 'epoch_ms' | 'uuid' | 'text';

type Scalar = string | number | boolean | null;

const LIST_OPERATORS: readonly ListFilterOperator[] = ['in', 'not_in', 'inf'];
const RELATION_OPERATORS: readonly ListFilterOperator[] = ['rel_o_m', 'nrel_o_m', 'rel_m_m'];
/** Operators whose value is compared with the column itself (the rest match text or run a rule). */
const COMPARING_OPERATORS: readonly ListFilterOperator[] = ['eq', 'neq', 'gt', 'lt', 'between', ...LIST_OPERATORS];
/** Rule operators that take the id of a tag. */
const TAG_ID_OPERATORS: readonly ListFilterOperator[] = ['dashboard_tag_id', 'chart_tag_id', 'saved_query_tag_id'];
const MAX_LIST_VALUES = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The type of a searchable column, read from Superset's naming: ids and relations to other objects
 * (`owners`, `created_by`, `database`) are integer ids, `…_on`/`…_at`/`…_time`/`dttm` are times,
 * `published`, `is_…`, `allow_…`, `expose_…` are flags. Anything else is compared as text.
 */
export function filterValueType(
  column: string,
  operators: readonly ListFilterOperator[],
  epochMsColumns: readonly string[] = [],
): FilterValueType {
  if (column === 'uuid') return 'uuid';
  if (epochMsColumns.includes(column)) return 'epoch_ms';
  if (column === 'id' || column.endsWith('_id') || operators.some((opr) => RELATION_OPERATORS.includes(opr))) return 'integer';
  if (/(^|_)(on|at|time|dttm)$/.test(column)) return 'datetime';
  if (/^(published|is_|allow_|expose_)/.test(column)) return 'boolean';
  return 'text';
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function fitsType(value: Scalar, type: FilterValueType): boolean {
  switch (type) {
    case 'integer': {
      const number = typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value;
      return typeof number === 'number' && Number.isInteger(number) && Math.abs(number) <= MAX_ID;
    }
    case 'boolean':
      return typeof value === 'boolean';
    case 'datetime':
      return typeof value === 'string' && value.length <= 64 && !Number.isNaN(Date.parse(value));
    case 'epoch_ms':
      return typeof value === 'number' && Number.isFinite(value);
    case 'uuid':
      return typeof value === 'string' && UUID.test(value);
    case 'text':
      return typeof value !== 'number' || Number.isFinite(value);
  }
}

const EXPECTED: Record<FilterValueType, string> = {
  integer: 'an integer id',
  boolean: 'true or false',
  datetime: 'a date and time',
  epoch_ms: 'a time in epoch milliseconds',
  uuid: 'a UUID',
  text: 'text',
};

/**
 * Checks a filter's value against its operator and column before it reaches a query: one scalar
 * for comparisons and text matches, a non-empty list of scalars for `in`, a pair for `between`,
 * each of the column's type. Values of the wrong shape or type are the caller's mistake (400)
 * rather than a database error.
 */
export function checkFilterValue(column: string, opr: ListFilterOperator, value: unknown, type: FilterValueType, index: number): void {
  const where = `filters[${index}] (${column} ${opr})`;
  if (TAG_ID_OPERATORS.includes(opr)) type = 'integer';
  const typed = COMPARING_OPERATORS.includes(opr) || RELATION_OPERATORS.includes(opr) || TAG_ID_OPERATORS.includes(opr);
  const check = (item: unknown) => {
    if (!isScalar(item)) throw badRequest(serverText('Not a valid rison schema: %s needs a single value, not a list or an object', where));
    // `eq`/`neq`/relations with null match missing values; ordered comparisons need a value.
    if (item === null && ['eq', 'neq', 'rel_o_m', 'nrel_o_m'].includes(opr)) return;
    if (typed && !fitsType(item, type))
      throw badRequest(serverText('Not a valid rison schema: %s needs %s, got %s', where, EXPECTED[type], JSON.stringify(item)));
  };
  if (LIST_OPERATORS.includes(opr)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0 || values.length > MAX_LIST_VALUES) {
      throw badRequest(serverText('Not a valid rison schema: %s needs a list of 1 to %s values', where, MAX_LIST_VALUES));
    }
    return values.forEach(check);
  }
  if (opr === 'between') {
    if (!Array.isArray(value) || value.length !== 2)
      throw badRequest(serverText('Not a valid rison schema: %s needs a pair of values', where));
    return value.forEach(check);
  }
  check(value);
}
