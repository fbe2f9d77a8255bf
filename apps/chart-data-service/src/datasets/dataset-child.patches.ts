import type { DatasetColumnWrite, DatasetMetricWrite, ExternalColumn } from '@tessera/contracts';
import type { DatasetColumnEntity } from './dataset-column.entity';
import type { DatasetMetricEntity } from './dataset-metric.entity';
import { checkJsonObject, currencyText } from './dataset-write.rules';

/** The metric every new dataset gets, as in Superset. */
export const DEFAULT_METRIC = { metricName: 'count', expression: 'COUNT(*)', metricType: 'count', verboseName: 'COUNT(*)' } as const;

const has = <T extends object>(item: T, key: keyof T) => item[key] !== undefined;

/** The stored properties a column item of a save sets (fields it leaves out stay as they are). */
export function columnPatch(item: DatasetColumnWrite, index: number): Partial<DatasetColumnEntity> {
  checkJsonObject(item.extra, `columns.${index}.extra`);
  const patch: Partial<DatasetColumnEntity> = { columnName: item.column_name };
  if (has(item, 'type')) patch.type = item.type ?? null;
  if (has(item, 'advanced_data_type')) patch.advancedDataType = item.advanced_data_type ?? null;
  if (has(item, 'verbose_name')) patch.verboseName = item.verbose_name ?? null;
  if (has(item, 'description')) patch.description = item.description ?? null;
  if (has(item, 'expression')) patch.expression = item.expression?.trim() ? item.expression : null;
  if (has(item, 'extra')) patch.extra = item.extra ?? null;
  if (has(item, 'filterable')) patch.filterable = item.filterable;
  if (has(item, 'groupby')) patch.groupby = item.groupby;
  if (has(item, 'is_active')) patch.isActive = item.is_active;
  if (has(item, 'is_dttm')) patch.isDttm = item.is_dttm;
  if (has(item, 'python_date_format')) patch.pythonDateFormat = item.python_date_format ?? null;
  if (has(item, 'uuid')) patch.uuid = item.uuid;
  return patch;
}

/** The stored properties a metric item of a save sets. */
export function metricPatch(item: DatasetMetricWrite, index: number): Partial<DatasetMetricEntity> {
  checkJsonObject(item.extra, `metrics.${index}.extra`);
  const patch: Partial<DatasetMetricEntity> = { metricName: item.metric_name, expression: item.expression };
  if (has(item, 'metric_type')) patch.metricType = item.metric_type ?? null;
  if (has(item, 'verbose_name')) patch.verboseName = item.verbose_name ?? null;
  if (has(item, 'description')) patch.description = item.description ?? null;
  if (has(item, 'd3format')) patch.d3format = item.d3format ?? null;
  if (has(item, 'currency')) patch.currency = currencyText(item.currency, `metrics.${index}.currency`);
  if (has(item, 'extra')) patch.extra = item.extra ?? null;
  if (has(item, 'warning_text')) patch.warningText = item.warning_text ?? null;
  if (has(item, 'uuid')) patch.uuid = item.uuid;
  return patch;
}

/** A new column as the source describes it. */
export function columnFromSource(datasetId: number, column: ExternalColumn): Partial<DatasetColumnEntity> {
  return {
    datasetId,
    columnName: column.column_name,
    type: column.type,
    isDttm: column.is_dttm,
    filterable: true,
    groupby: true,
    isActive: true,
  };
}
