import type { ContextMenuEvent, CrossFilterEvent } from './chart-plugin.types';
import type { DataValue } from './query/chart-data.types';

/** The value a mark cross-filters on: its own value for one dimension, the joined label for several. */
export function crossFilterValue(groupValues: readonly DataValue[]): DataValue {
  return groupValues.length === 1 ? groupValues[0] : groupValues.map(String).join(', ');
}

/**
 * The cross-filter a click on a mark emits: it selects the mark's dimension values, or clears the
 * selection when the mark is already the selected one (a second click toggles it off).
 */
export function buildCrossFilter(
  columns: readonly string[],
  groupValues: readonly DataValue[],
  selected: readonly DataValue[],
): CrossFilterEvent {
  const value = crossFilterValue(groupValues);
  const label = groupValues.map(String).join(', ');
  if (selected.some((current) => current === value)) return { column: columns[0] ?? '', values: [], label, filters: [] };
  return {
    column: columns[0] ?? '',
    values: [value],
    label,
    filters: columns.map((col, i) => ({ col, op: 'IN', val: [groupValues[i]] })),
  };
}

/** The right-click event of a mark: each dimension equal to the mark's value. */
export function buildContextMenu(x: number, y: number, columns: readonly string[], values: readonly DataValue[]): ContextMenuEvent {
  return { x, y, filters: columns.map((col, i) => ({ col, op: '==', val: values[i] })) };
}
