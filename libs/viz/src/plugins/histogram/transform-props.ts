import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { ensureIsArray, getColumnLabel } from '../../core/query/labels';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter, isPercentFormat } from '../../format/number-format';
import type { BarChartProps } from '../bar-common/bar.types';
import type { HistogramFormData } from './histogram.types';

const BIN_SEPARATOR = ' - ';

/** A bin column `"0.0 - 2.5"` labelled with the x-axis format. */
function binLabel(name: string, format: (value: number) => string): string {
  const edges = name.split(BIN_SEPARATOR).map(Number);
  return edges.length === 2 && edges.every(Number.isFinite) ? edges.map(format).join(BIN_SEPARATOR) : name;
}

/**
 * Bins along the axis (the server's bin columns, in order), one series per group row, named by
 * its group values or, ungrouped, by the binned column. Normalised counts read as percentages.
 */
export function transformProps(input: TransformPropsInput<HistogramFormData>): BarChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const bins = (result?.colnames ?? []).filter((name) => !groupby.includes(name));
  const formatEdge = getNumberFormatter(formData.x_axis_format || DEFAULT_NUMBER_FORMAT);
  const columnLabel = formData.column ? getColumnLabel(formData.column) : '';
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const format = formData.y_axis_format || DEFAULT_NUMBER_FORMAT;
  const series = (result?.data ?? []).map((row) => {
    const groupValues = groupby.map((column) => row[column] ?? null);
    const name = groupby.length ? groupValues.map(String).join(', ') : columnLabel;
    return {
      key: name,
      label: name,
      color: colors.getColor(name),
      groupValues,
      values: bins.map((bin) => (row[bin] === null || row[bin] === undefined ? null : Number(row[bin]))),
    };
  });
  return {
    width,
    height,
    categories: bins.map((bin) => ({ label: binLabel(bin, formatEdge), groupValues: [] })),
    series,
    categoryColumns: [],
    seriesColumns: groupby,
    stack: 'none',
    horizontal: false,
    valueFormatter: getNumberFormatter(formData.normalize && !isPercentFormat(format) ? ',.1%' : format),
    showLegend: formData.show_legend ?? true,
    showValue: formData.show_value ?? false,
    valueBounds: [null, null],
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: groupby.length > 0,
  };
}
