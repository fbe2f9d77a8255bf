import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import type { FunnelChartProps, FunnelFormData, FunnelLabelType, FunnelStep, PercentCalculation } from './funnel.types';

const formatPercent = getNumberFormatter('.2%');

/** Which parts each label type shows (Superset's enum order). */
const LABEL_PARTS: Record<FunnelLabelType, { name: boolean; value: boolean; percent: boolean }> = {
  0: { name: true, value: false, percent: false },
  1: { name: false, value: true, percent: false },
  2: { name: false, value: false, percent: true },
  3: { name: true, value: true, percent: false },
  4: { name: true, value: false, percent: true },
  5: { name: true, value: true, percent: true },
  6: { name: false, value: true, percent: true },
};

function partsOf(type: unknown, fallback: FunnelLabelType) {
  const index = Number(type);
  return LABEL_PARTS[(index in LABEL_PARTS ? index : fallback) as FunnelLabelType];
}

function labelText(type: unknown, name: string, value: string, percent: string): string {
  const parts = partsOf(type, 0);
  const numbers = [parts.value ? value : '', parts.percent ? (parts.value ? `(${percent})` : percent) : ''].filter(Boolean).join(' ');
  if (parts.name) return numbers ? `${name}: ${numbers}` : name;
  return numbers;
}

function percentOf(calculation: PercentCalculation | undefined, values: number[], index: number, total: number): number {
  const share = (value: number, of: number) => (of === 0 ? 0 : value / of);
  if (calculation === 'total') return share(values[index], total);
  if (calculation === 'prev_step') return index === 0 ? 1 : share(values[index], values[index - 1]);
  return share(values[index], values[0]);
}

/**
 * One step per dimension combination with its value, its percentage (of the first step by default,
 * computed in query order as Superset does), label and tooltip contents; steps are drawn largest
 * first, coloured through the dashboard's colour namespace and label colours.
 */
export function transformProps(input: TransformPropsInput<FunnelFormData>): FunnelChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const formatValue = getNumberFormatter(formData.number_format);
  const rows = (result?.data ?? [])
    .map((row) => ({ groupValues: groupby.map((column) => row[column] ?? null), value: Number(row[metricLabel]) }))
    .filter((row) => Number.isFinite(row.value));
  const values = rows.map((row) => row.value);
  const total = values.reduce((sum, value) => sum + value, 0);
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const tooltipParts = partsOf(formData.tooltip_label_type, 5);

  const steps: FunnelStep[] = rows.map((row, index) => {
    const name = row.groupValues.map(String).join(', ');
    const percent = percentOf(formData.percent_calculation_type, values, index, total);
    const formattedValue = formatValue(row.value);
    const formattedPercent = formatPercent(percent);
    const tooltipRows = [
      ...(tooltipParts.value ? [{ label: metricLabel, value: formattedValue }] : []),
      ...(tooltipParts.percent ? [{ label: tooltipParts.value ? '' : metricLabel, value: formattedPercent }] : []),
    ];
    return {
      name,
      value: row.value,
      color: colors.getColor(name),
      percent,
      label: labelText(formData.label_type, name, formattedValue, formattedPercent),
      tooltipTitle: tooltipParts.name ? name : '',
      tooltipRows,
      groupValues: row.groupValues,
    };
  });
  return {
    width,
    height,
    steps: [...steps].sort((a, b) => b.value - a.value),
    groupby,
    showLegend: formData.show_legend ?? true,
    showLabels: formData.show_labels ?? true,
    showTooltip: formData.show_tooltip_labels ?? true,
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: groupby.length > 0,
  };
}
