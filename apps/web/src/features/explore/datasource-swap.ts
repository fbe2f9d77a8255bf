import { listControls, type ControlConfig, type ControlPanelConfig, type QueryFormData } from '@tessera/viz';
import type { ExploreDatasource } from './explore.types';

type Value = unknown;

interface Names {
  columns: ReadonlySet<string>;
  metrics: ReadonlySet<string>;
}

const isRecord = (value: Value): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A column reference: a column name, or an adhoc column (custom SQL is kept; it names no column). */
function columnFits(value: Value, names: Names): boolean {
  if (typeof value === 'string') return names.columns.has(value);
  if (isRecord(value)) {
    if (typeof value['sqlExpression'] === 'string') return true;
    if (typeof value['column_name'] === 'string') return names.columns.has(value['column_name']);
  }
  return true;
}

/** A metric: a saved metric's name, or an adhoc metric over a column (custom SQL is kept). */
function metricFits(value: Value, names: Names): boolean {
  if (typeof value === 'string') return names.metrics.has(value);
  if (isRecord(value) && value['expressionType'] === 'SIMPLE') {
    const column = value['column'];
    return isRecord(column) && typeof column['column_name'] === 'string' && names.columns.has(column['column_name']);
  }
  return true;
}

/** A filter: a simple one on a column of the dataset; custom SQL and filters pushed in from outside are kept. */
function filterFits(value: Value, names: Names): boolean {
  if (!isRecord(value) || value['expressionType'] !== 'SIMPLE' || value['isExtra'] === true) return true;
  return typeof value['subject'] !== 'string' || names.columns.has(value['subject']);
}

const FITS_BY_TYPE: Partial<Record<ControlConfig['type'], (value: Value, names: Names) => boolean>> = {
  GroupByControl: columnFits,
  XAxisControl: columnFits,
  MetricsControl: metricFits,
  MetricControl: metricFits,
  AdhocFilterControl: filterFits,
};

/**
 * The form data carried over to another dataset (a swap, or the same dataset after an edit), as
 * Superset does it: each column, metric and filter the new dataset also has is kept, the others are
 * dropped (a single value falls back to the control's default), so the next query never asks for a
 * column the dataset does not have.
 */
export function formDataForDatasource(formData: QueryFormData, panel: ControlPanelConfig, datasource: ExploreDatasource): QueryFormData {
  const names: Names = {
    columns: new Set(datasource.columns.map((column) => column.column_name)),
    metrics: new Set(datasource.metrics.map((metric) => metric.metric_name)),
  };
  const next: Record<string, unknown> = { ...formData };
  for (const control of listControls(panel)) {
    const fits = FITS_BY_TYPE[control.type];
    const value = next[control.name];
    if (!fits || value === undefined || value === null) continue;
    if (Array.isArray(value)) next[control.name] = value.filter((item) => fits(item, names));
    else if (!fits(value, names)) {
      if (control.default === undefined) delete next[control.name];
      else next[control.name] = control.default;
    }
  }
  return next as QueryFormData;
}
