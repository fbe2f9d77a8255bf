import type { DatasetColumnWrite, DatasetMetricWrite } from './dataset-editor.api';

/** A column being edited; new ones have no id until saved. */
export type EditableColumn = DatasetColumnWrite;

/** A metric being edited, with its certification and currency unpacked into fields. */
export interface EditableMetric extends Omit<DatasetMetricWrite, 'currency'> {
  /** Client-side key, stable while the modal is open (new metrics have no id). */
  key: string;
  certified_by: string;
  certification_details: string;
  currency_symbol: string;
  currency_position: 'prefix' | 'suffix';
}

/** What the Edit Dataset modal edits; `sql` is null for physical datasets. */
export interface DatasetDraft {
  table_name: string;
  sql: string | null;
  description: string;
  main_dttm_col: string | null;
  default_endpoint: string;
  filter_select_enabled: boolean;
  fetch_values_predicate: string;
  cache_timeout: string;
  offset: string;
  template_params: string;
  extra: string;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  columns: EditableColumn[];
  metrics: EditableMetric[];
}
