import type { ExternalColumn } from './dataset-editor.api';
import type { EditableColumn } from './dataset-editor.types';

export interface ColumnChanges {
  added: string[];
  modified: string[];
  removed: string[];
  columns: EditableColumn[];
}

/**
 * Merges the columns the source has now into the dataset's, as Superset's `updateColumns` does: new
 * source columns are added (filterable and groupable), a changed type (or a column becoming temporal)
 * marks a column modified while keeping its settings, columns gone from the source are removed, and
 * calculated columns stay untouched.
 */
export function syncColumns(current: readonly EditableColumn[], source: readonly ExternalColumn[]): ColumnChanges {
  const byName = new Map(current.filter((column) => !column.expression).map((column) => [column.column_name, column]));
  const sourceNames = new Set(source.map((column) => column.column_name));
  const changes: ColumnChanges = { added: [], modified: [], removed: [], columns: [] };
  for (const column of source) {
    const existing = byName.get(column.column_name);
    if (!existing) {
      changes.added.push(column.column_name);
      changes.columns.push(newColumn(column));
    } else if (existing.type !== column.type || (!existing.is_dttm && column.is_dttm)) {
      changes.modified.push(column.column_name);
      changes.columns.push({ ...existing, type: column.type, is_dttm: existing.is_dttm || column.is_dttm });
    } else {
      changes.columns.push(existing);
    }
  }
  changes.removed = [...byName.keys()].filter((name) => !sourceNames.has(name));
  changes.columns.push(...current.filter((column) => column.expression));
  return changes;
}

function newColumn(column: ExternalColumn): EditableColumn {
  return {
    column_name: column.column_name,
    type: column.type,
    is_dttm: column.is_dttm,
    groupby: true,
    filterable: true,
    is_active: true,
    verbose_name: null,
    description: null,
    expression: null,
    python_date_format: null,
    advanced_data_type: null,
    extra: null,
  };
}
