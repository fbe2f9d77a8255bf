import type { EngineName } from '../dialects';

/** A dataset column as the compiler needs it. */
export interface DatasetColumnDefinition {
  columnName: string;
  /** Native type as the database reports it (`BIGINT`, `TIMESTAMP WITHOUT TIME ZONE`…); may be empty. */
  type: string;
  isDttm: boolean;
  /** SQL expression of a calculated column; null/absent for a physical column. */
  expression?: string | null;
  filterable: boolean;
  groupby: boolean;
  /** `epoch_s`, `epoch_ms` or a strftime pattern for temporal values stored as numbers or text. */
  pythonDateFormat?: string | null;
}

/** A saved metric. */
export interface DatasetMetricDefinition {
  metricName: string;
  expression: string;
  d3format?: string | null;
}

/** What the query compiler needs to know about a dataset (a physical table or a virtual one defined by SQL). */
export interface DatasetDefinition {
  id: number;
  engine: EngineName;
  catalog?: string | null;
  schema?: string | null;
  tableName: string;
  /** SQL of a virtual dataset; absent for a physical table. */
  sql?: string | null;
  mainDttmCol?: string | null;
  columns: DatasetColumnDefinition[];
  metrics: DatasetMetricDefinition[];
  normalizeColumns?: boolean;
  /** Also filter the main datetime column whenever another temporal column is filtered by time. */
  alwaysFilterMainDttm?: boolean;
  /** Predicate added when a query asks for `apply_fetch_values_predicate` (filter value lists). */
  fetchValuesPredicate?: string | null;
}
