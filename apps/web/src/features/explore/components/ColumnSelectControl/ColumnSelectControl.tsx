import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { getColumnLabel, isAdhocColumn, type AdhocColumn, type ControlChoice, type QueryFormColumn } from '@tessera/viz';
import { t } from '../../../../i18n';
import type { ExploreColumn } from '../../explore.types';
import { AdhocColumnEditor } from '../AdhocColumnEditor/AdhocColumnEditor';
import { SelectControl } from '../SelectControl/SelectControl';

export interface ColumnSelectControlProps {
  label: string;
  value: unknown;
  columns: readonly ExploreColumn[];
  multi: boolean;
  clearable?: boolean;
  onChange: (value: unknown) => void;
}

function valuesOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/** The dataset's columns as choices, plus any adhoc column already in the value so it stays visible. */
export function columnChoices(columns: readonly ExploreColumn[], value: unknown): ControlChoice[] {
  const choices: ControlChoice[] = columns.map((column) => [column.column_name, column.verbose_name || column.column_name]);
  for (const item of valuesOf(value)) {
    if (isAdhocColumn(item)) choices.push([item, getColumnLabel(item as QueryFormColumn)]);
  }
  return choices;
}

/** Picks dimensions (group by, x-axis, entity) among the dataset's columns or as custom SQL columns. */
export function ColumnSelectControl({ label, value, columns, multi, clearable, onChange }: ColumnSelectControlProps) {
  const [adding, setAdding] = useState(false);
  const add = (column: AdhocColumn) => {
    onChange(multi ? [...valuesOf(value), column] : column);
    setAdding(false);
  };
  return (
    <div>
      <SelectControl
        label={label}
        value={value}
        choices={columnChoices(columns, value)}
        translateLabels={false}
        multi={multi}
        clearable={clearable ?? !multi}
        onChange={onChange}
      />
      {adding ? (
        <AdhocColumnEditor label={label} onAdd={add} onCancel={() => setAdding(false)} />
      ) : (
        <Button
          type="button"
          size="tiny"
          basic
          icon="code"
          content={t('Custom SQL')}
          aria-label={t('Add custom SQL column to %s', label)}
          onClick={() => setAdding(true)}
          style={{ marginTop: '0.3em' }}
        />
      )}
    </div>
  );
}
