import type { ReactNode } from 'react';
import type { ListViewColumn } from './list-view.types';

/** What a table cell shows: the column's renderer, else its accessor's value as text. */
export function cellContent<T>(column: ListViewColumn<T>, row: T): ReactNode {
  if (column.cell) return column.cell(row);
  const accessor = column.accessor ?? (column.id as keyof T & string);
  const value = typeof accessor === 'function' ? accessor(row) : (row as Record<string, unknown>)[accessor];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Relative widths for column sizes. */
export const COLUMN_WIDTHS: Record<NonNullable<ListViewColumn<unknown>['size']>, string> = {
  xs: '3%',
  sm: '8%',
  md: '12%',
  lg: '18%',
  xl: '25%',
  xxl: '35%',
};
