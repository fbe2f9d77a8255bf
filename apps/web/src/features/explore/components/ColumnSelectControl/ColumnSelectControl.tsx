import { getColumnLabel, isAdhocColumn, type ControlChoice, type QueryFormColumn } from '@tessera/viz';
import type { ExploreColumn } from '../../explore.types';
import { SelectControl } from '../SelectControl/SelectControl';

export interface ColumnSelectControlProps {
  label: string;
  value: unknown;
  columns: readonly ExploreColumn[];
  multi: boolean;
  clearable?: boolean;
  onChange: (value: unknown) => void;
}

/** The dataset's columns as choices, plus any adhoc column already in the value so it stays visible. */
export function columnChoices(columns: readonly ExploreColumn[], value: unknown): ControlChoice[] {
  const choices: ControlChoice[] = columns.map((column) => [column.column_name, column.verbose_name || column.column_name]);
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  for (const item of values) {
    if (isAdhocColumn(item)) choices.push([item, getColumnLabel(item as QueryFormColumn)]);
  }
  return choices;
}

/** Picks dimensions (group by, x-axis, entity) among the dataset's columns. */
export function ColumnSelectControl({ label, value, columns, multi, clearable, onChange }: ColumnSelectControlProps) {
  return <SelectControl label={label} value={value} choices={columnChoices(columns, value)} multi={multi} clearable={clearable ?? !multi} onChange={onChange} />;
}
