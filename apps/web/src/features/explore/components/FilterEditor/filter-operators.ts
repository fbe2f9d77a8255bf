import type { AdhocFilter } from '@tessera/viz';
import { t } from '../../../../i18n';
import type { ExploreColumn } from '../../explore.types';
import { NO_FILTER } from '../TimeRangePicker/time-range-frames';

/** Operators of a simple adhoc filter, with the label the editor shows. */
export const FILTER_OPERATORS: readonly { value: string; label: string }[] = [
  { value: '==', label: 'Equal to (=)' },
  { value: '!=', label: 'Not equal to (≠)' },
  { value: '<', label: 'Less than (<)' },
  { value: '<=', label: 'Less or equal (<=)' },
  { value: '>', label: 'Greater than (>)' },
  { value: '>=', label: 'Greater or equal (>=)' },
  { value: 'IN', label: 'In' },
  { value: 'NOT IN', label: 'Not in' },
  { value: 'LIKE', label: 'Like' },
  { value: 'ILIKE', label: 'Like (case insensitive)' },
  { value: 'IS NULL', label: 'Is null' },
  { value: 'IS NOT NULL', label: 'Is not null' },
  { value: 'TEMPORAL_RANGE', label: 'Time range' },
];

export const UNARY_OPERATORS: ReadonlySet<string> = new Set(['IS NULL', 'IS NOT NULL']);
export const SET_OPERATORS: ReadonlySet<string> = new Set(['IN', 'NOT IN']);

const NUMERIC = 0;

function typedValue(text: string, column: ExploreColumn | undefined): string | number {
  const trimmed = text.trim();
  if (column?.type_generic === NUMERIC && trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return trimmed;
}

/** The comparator a filter stores for the typed text: a list for IN / NOT IN, numbers for numeric columns. */
export function parseComparator(operator: string, text: string, column: ExploreColumn | undefined): unknown {
  if (UNARY_OPERATORS.has(operator)) return undefined;
  // Ranges keep their spacing: `2020-01-01 : ` is an open end only with the separator intact.
  if (operator === 'TEMPORAL_RANGE') return text.trim() === '' ? 'No filter' : text;
  if (SET_OPERATORS.has(operator)) {
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => typedValue(part, column));
  }
  return typedValue(text, column);
}

/** How a filter reads in the control: `state IN (CA, NY)`. */
export function describeFilter(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? '';
  const subject = typeof filter.subject === 'string' ? filter.subject : (filter.subject?.label ?? filter.subject?.sqlExpression ?? '');
  const operator = filter.operator ?? '';
  if (UNARY_OPERATORS.has(operator)) return `${subject} ${operator}`;
  // 'No filter' is also the stored comparator of an open range; only the words shown are translated.
  if (operator === 'TEMPORAL_RANGE') {
    const range =
      filter.comparator === undefined || filter.comparator === null || filter.comparator === NO_FILTER
        ? t('No filter')
        : String(filter.comparator);
    return `${subject} (${range})`;
  }
  const comparator = Array.isArray(filter.comparator) ? `(${filter.comparator.join(', ')})` : String(filter.comparator ?? '');
  return `${subject} ${operator} ${comparator}`;
}
