import { getColumnLabel, isAdhocColumn } from '../core/query/labels';
import type { QueryFormColumn, QueryFormData } from '../core/query/query.types';
import type { ControlDatasource } from '../core/controls/control-panel.types';

/**
 * Whether a column is temporal: adhoc columns are trusted, physical ones are looked up in the
 * form's `temporal_columns_lookup` (which the editor keeps in sync with the dataset) or the dataset.
 * Unknown columns count as temporal so time controls are not hidden for lack of metadata.
 */
export function isTemporalColumn(
  column: QueryFormColumn | undefined,
  formData: Partial<QueryFormData>,
  datasource?: ControlDatasource,
): boolean {
  if (column === undefined || column === null || column === '') return false;
  if (isAdhocColumn(column)) return true;
  const name = getColumnLabel(column);
  const lookup = formData.temporal_columns_lookup as Record<string, boolean> | undefined;
  if (lookup && Object.hasOwn(lookup, name)) return Boolean(lookup[name]);
  const known = datasource?.columns.find((candidate) => candidate.column_name === name);
  return known ? Boolean(known.is_dttm) : true;
}

/** The dataset's default time column: its main datetime column, else its first temporal one. */
export function defaultTemporalColumn(datasource?: ControlDatasource): string | undefined {
  if (!datasource) return undefined;
  if (datasource.main_dttm_col && datasource.columns.some((column) => column.column_name === datasource.main_dttm_col)) {
    return datasource.main_dttm_col;
  }
  return datasource.columns.find((column) => column.is_dttm)?.column_name;
}
