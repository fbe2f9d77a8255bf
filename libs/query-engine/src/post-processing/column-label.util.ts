import type { ColumnLabelPart } from './data-frame';
import { isMissing, pandasTimestampText, pythonFloatRepr } from './values.util';

/** Superset's `FLAT_COLUMN_SEPARATOR`. */
export const FLAT_COLUMN_SEPARATOR = ', ';

/**
 * Superset's `escape_separator`: a comma inside a label part is written `\,` so the client can split
 * flattened names back into parts.
 */
export function escapeSeparator(text: string): string {
  return text.replaceAll(',', '\\,');
}

/** Python's `str()` of a label part as pandas holds it. */
export function labelPartText(part: Exclude<ColumnLabelPart, null>): string {
  if (typeof part === 'boolean') return part ? 'True' : 'False';
  if (typeof part === 'number') return Number.isInteger(part) ? String(part) : pythonFloatRepr(part);
  return part;
}

/**
 * The flat column name Superset's `flatten` gives a multi-level label: missing parts skipped, the
 * others escaped and joined with `', '`.
 */
export function flattenLabel(parts: readonly ColumnLabelPart[]): string {
  return parts
    .filter((part): part is Exclude<ColumnLabelPart, null> => !isMissing(part))
    .map((part) => escapeSeparator(labelPartText(part)))
    .join(FLAT_COLUMN_SEPARATOR);
}

/**
 * The label part a cell value becomes when pivoted into column labels. Temporal values become the
 * text pandas prints for a `Timestamp`, as that is what ends up in Superset's series names.
 */
export function toLabelPart(value: unknown, temporal: boolean): ColumnLabelPart {
  if (isMissing(value)) return null;
  if (temporal && typeof value === 'number') return pandasTimestampText(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return JSON.stringify(value);
}
