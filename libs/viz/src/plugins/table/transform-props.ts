import { getColorFormatters } from '../../color/conditional-formatting';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { GenericDataType } from '../../core/query/chart-data.types';
import type { DataValue } from '../../core/query/chart-data.types';
import { ensureIsArray, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import { getQueryMode } from './build-query';
import type { TableChartProps, TableColumn, TableColumnConfig, TableFormData } from './table.types';

const PERCENT_FORMAT = '.3%';

function pageSizeOf(value: unknown): number | null {
  const size = Number(value);
  return Number.isFinite(size) && size > 0 ? size : null;
}

function formatterFor(
  type: number | undefined,
  config: TableColumnConfig,
  options: { numberFormat?: string; timeFormat?: string; grain?: string; raw: boolean },
): (value: DataValue) => string {
  if (type === GenericDataType.TEMPORAL) {
    const formatTime = getTimeFormatter(config.d3TimeFormat ?? options.timeFormat, options.grain);
    return (value) => (value === null ? 'N/A' : formatTime(typeof value === 'number' ? value : Date.parse(String(value))));
  }
  if (type === GenericDataType.NUMERIC && !options.raw) {
    const formatNumber = getNumberFormatter(config.d3NumberFormat ?? options.numberFormat);
    return (value) => (typeof value === 'number' ? formatNumber(value) : value === null ? 'N/A' : String(value));
  }
  return (value) => (value === null ? 'N/A' : String(value));
}

/**
 * Columns in result order with their labels (verbose names), formats (column config, then the
 * dataset metric's d3 format), alignment and roles; rows as returned; the totals row; and the
 * conditional formatting colour functions.
 */
export function transformProps(input: TransformPropsInput<TableFormData>): TableChartProps {
  const { formData, width, height, hooks, datasource } = input;
  const [result, totalsResult] = input.queriesData;
  const mode = getQueryMode(formData);
  const metricLabels = new Set(ensureIsArray(formData.metrics).map(getMetricLabel));
  const percentLabels = new Set(ensureIsArray(formData.percent_metrics).map((metric) => `%${getMetricLabel(metric)}`));
  const verbose = new Map<string, string>();
  const metricFormats = new Map<string, string>();
  for (const column of datasource?.columns ?? []) if (column.verbose_name) verbose.set(column.column_name, column.verbose_name);
  for (const metric of datasource?.metrics ?? []) {
    if (metric.verbose_name) verbose.set(metric.metric_name, metric.verbose_name);
    if (metric.d3format) metricFormats.set(metric.metric_name, metric.d3format);
  }

  const columns: TableColumn[] = (result?.colnames ?? []).map((key, i) => {
    const type = result?.coltypes[i];
    const config = formData.column_config?.[key] ?? {};
    const isPercentMetric = percentLabels.has(key);
    const isMetric = mode === 'aggregate' && (metricLabels.has(key) || isPercentMetric);
    const numeric = type === GenericDataType.NUMERIC;
    return {
      key,
      label: verbose.get(key) ?? key,
      dataType: type,
      isMetric,
      isPercentMetric,
      isDimension: !isMetric,
      format: formatterFor(type, config, {
        numberFormat: isPercentMetric ? PERCENT_FORMAT : metricFormats.get(key),
        timeFormat: formData.table_timestamp_format,
        grain: formData.time_grain_sqla,
        raw: !isMetric && !config.d3NumberFormat,
      }),
      align: config.horizontalAlign ?? (numeric ? 'right' : 'left'),
      ...(config.columnWidth ? { width: config.columnWidth } : {}),
      showCellBars: numeric && isMetric && (config.showCellBars ?? formData.show_cell_bars ?? true),
      alignPositiveNegative: config.alignPositiveNegative ?? formData.align_pn ?? false,
      colorPositiveNegative: config.colorPositiveNegative ?? formData.color_pn ?? true,
    };
  });
  const data = result?.data ?? [];
  return {
    width,
    height,
    columns,
    data,
    ...(formData.show_totals && mode === 'aggregate' && totalsResult?.data[0] ? { totals: totalsResult.data[0] } : {}),
    pageSize: pageSizeOf(formData.page_length),
    includeSearch: formData.include_search ?? false,
    colorFormatters: getColorFormatters(formData.conditional_formatting, data),
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: columns.some((column) => column.isDimension),
  };
}
