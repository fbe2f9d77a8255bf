import type { DataRecord } from '../../core/query/chart-data.types';
import type { TableColumn } from './table.types';

/** A metric column's value range for bars: `[0, max |v|]` when aligned on one side, else the extent. */
export function valueRange(rows: readonly DataRecord[], column: TableColumn): [number, number] | undefined {
  const values = rows.map((row) => row[column.key]).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (values.length === 0) return undefined;
  if (column.alignPositiveNegative) return [0, Math.max(...values.map(Math.abs))];
  return [Math.min(...values), Math.max(...values)];
}

export interface CellBar {
  /** Percent of the cell width. */
  offset: number;
  width: number;
  color: string;
}

/**
 * The in-cell bar of a value (Superset's cell bars): from the left edge when positive and negative
 * values share one side, else from the zero line with negatives to its left; negatives tinted red.
 */
export function cellBar(value: number, [min, max]: [number, number], column: TableColumn): CellBar {
  const color = column.colorPositiveNegative && value < 0 ? 'rgba(150,0,0,0.2)' : 'rgba(0,0,0,0.2)';
  if (column.alignPositiveNegative) {
    return { offset: 0, width: max === 0 ? 0 : Math.abs(Math.round((value / max) * 100)), color };
  }
  const positive = Math.abs(Math.max(max, 0));
  const negative = Math.abs(Math.min(min, 0));
  const total = positive + negative;
  if (total === 0) return { offset: 0, width: 0, color };
  return {
    offset: Math.round((Math.min(negative + value, negative) / total) * 100),
    width: Math.round((Math.abs(value) / total) * 100),
    color,
  };
}
