import { GenericDataType } from '../../dialects';
import { formatTimestamp } from '../../time';
import type { FilterOperator, FilterValue } from '../query-object.types';

/** Superset's `NULL_STRING` and `EMPTY_STRING` placeholders sent by filter controls. */
export const NULL_STRING = '<NULL>';
export const EMPTY_STRING = '<empty string>';

/** A filter value ready to bind: a plain value, or a timestamp (from an epoch-ms number on a temporal column). */
export type CoercedValue = FilterValue | { timestamp: string };

/** Superset's `cast_to_num`: a number for numeric text, null otherwise. */
function castToNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return null;
  return Number(trimmed);
}

/** Superset's `cast_to_boolean`. */
function castToBoolean(value: FilterValue): boolean | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return value.trim().toLowerCase() === 'true';
}

function coerceOne(value: FilterValue, operator: FilterOperator, target: GenericDataType): CoercedValue {
  if (operator === 'TEMPORAL_RANGE') return value;
  if (typeof value === 'number' && target === GenericDataType.TEMPORAL) {
    return { timestamp: formatTimestamp(new Date(value)) };
  }
  let result: FilterValue = value;
  if (typeof result === 'string') {
    result = result.replace(/^[\t\n]+|[\t\n]+$/g, '');
    const textual = operator === 'LIKE' || operator === 'ILIKE' || operator === 'NOT LIKE' || operator === 'NOT ILIKE';
    if (target === GenericDataType.NUMERIC && !textual) return castToNumber(result);
    if (result === NULL_STRING) return null;
    if (result === EMPTY_STRING) return '';
  }
  if (target === GenericDataType.BOOLEAN) return castToBoolean(result);
  return result;
}

/**
 * Superset's `filter_values_handler`: strips tabs/newlines from text, casts text to numbers for
 * numeric columns (except for LIKE), reads `<NULL>`/`<empty string>`, casts to booleans for boolean
 * columns and reads numbers as epoch milliseconds for temporal columns. List operators get a list
 * (a scalar becomes a one-item list); other operators get a scalar (a list gives its first item).
 */
export function coerceFilterValues(
  values: FilterValue | FilterValue[] | undefined,
  operator: FilterOperator,
  target: GenericDataType,
): CoercedValue | CoercedValue[] {
  const isList = operator === 'IN' || operator === 'NOT IN';
  if (values === undefined) return isList ? [] : null;
  if (values === null) return isList ? [null] : null;
  const coerced = Array.isArray(values) ? values.map((value) => coerceOne(value, operator, target)) : coerceOne(values, operator, target);
  if (isList) return Array.isArray(coerced) ? coerced : [coerced];
  return Array.isArray(coerced) ? (coerced[0] ?? null) : coerced;
}
