import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { GenericDataType } from '../../core/query/chart-data.types';
import type { DataValue } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { PieChartProps, PieFormData, PieLabelType, PieSlice } from './pie.types';

export const OTHER_LABEL = 'Other';
const OTHER_COLOR = '#B2B2B2';
const formatPercent = getNumberFormatter('.2%');

function sliceLabel(type: PieLabelType, name: string, value: string, percent: string): string {
  switch (type) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return name;
  }
}

/**
 * One slice per dimension combination (named by its formatted values), an 'Other' slice for the
 * remainder of the grand total when asked, percentages of the whole, and labels hidden below the
 * threshold (in percent) so small slices do not collide.
 */
export function transformProps(input: TransformPropsInput<PieFormData>): PieChartProps {
  const { formData, width, height, hooks } = input;
  const [result, totals] = input.queriesData;
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const formatValue = getNumberFormatter(formData.number_format);
  const formatDate = getTimeFormatter(formData.date_format);
  const temporal = new Set(groupby.filter((column) => result?.coltypes[result.colnames.indexOf(column)] === GenericDataType.TEMPORAL));
  const nameOf = (values: DataValue[]) =>
    values.map((value, i) => (temporal.has(groupby[i]) && typeof value === 'number' ? formatDate(value) : String(value))).join(', ');

  const raw = (result?.data ?? [])
    .map((row) => ({ groupValues: groupby.map((column) => row[column] ?? null), value: Number(row[metricLabel]) }))
    .filter((entry) => Number.isFinite(entry.value));
  const shown = raw.reduce((sum, entry) => sum + entry.value, 0);
  const grandTotal = Number(totals?.data[0]?.[metricLabel]);
  const rest = Number.isFinite(grandTotal) ? grandTotal - shown : 0;
  const withOther = rest > Math.abs(grandTotal) * 1e-9 ? [...raw, { groupValues: [] as DataValue[], value: rest }] : raw;
  const total = withOther.reduce((sum, entry) => sum + entry.value, 0);

  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const threshold = (formData.show_labels_threshold ?? 5) / 100;
  const showLabels = formData.show_labels ?? true;
  const slices: PieSlice[] = withOther.map((entry, i) => {
    const isOther = i >= raw.length;
    const name = isOther ? OTHER_LABEL : nameOf(entry.groupValues);
    const percent = total === 0 ? 0 : entry.value / total;
    const formattedValue = formatValue(entry.value);
    const formattedPercent = formatPercent(percent);
    return {
      key: isOther ? '__other__' : name,
      name,
      value: entry.value,
      percent,
      color: isOther ? OTHER_COLOR : colors.getColor(name),
      label: sliceLabel(formData.label_type ?? 'key', name, formattedValue, formattedPercent),
      formattedValue,
      formattedPercent,
      groupValues: entry.groupValues,
      isOther,
      showLabel: showLabels && percent >= threshold,
    };
  });
  return {
    width,
    height,
    slices,
    groupby,
    showLegend: formData.show_legend ?? true,
    labelsOutside: formData.labels_outside ?? true,
    donut: formData.donut ?? false,
    innerRadius: formData.innerRadius ?? 30,
    outerRadius: formData.outerRadius ?? 70,
    showTotal: formData.show_total ?? false,
    formattedTotal: formatValue(total),
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: groupby.length > 0,
  };
}
