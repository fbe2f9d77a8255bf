import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { GenericDataType } from '../../core/query/chart-data.types';
import type { DataRecord } from '../../core/query/chart-data.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { BoxPlotChartProps, BoxPlotFormData, BoxStats } from './box-plot.types';

/** A statistic of the row; missing ones are NaN so the box is dropped rather than drawn at zero. */
function numberOf(row: DataRecord, column: string): number {
  const value = row[column];
  return value === null || value === undefined ? Number.NaN : Number(value);
}

/**
 * One box per dimension combination and metric, named like Superset's (the metric alone without
 * dimensions, the dimension values for one metric, `metric, values` for several); groups without
 * numeric values are dropped.
 */
export function transformProps(input: TransformPropsInput<BoxPlotFormData>): BoxPlotChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const metrics = ensureIsArray(formData.metrics).map(getMetricLabel);
  const formatDate = getTimeFormatter(formData.date_format);
  const temporal = new Set(groupby.filter((column) => result?.coltypes[result.colnames.indexOf(column)] === GenericDataType.TEMPORAL));
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const boxes: BoxStats[] = (result?.data ?? []).flatMap((row) => {
    const groupValues = groupby.map((column) => row[column] ?? null);
    const groupLabel = groupValues
      .map((value, i) => (temporal.has(groupby[i]) && typeof value === 'number' ? formatDate(value) : String(value)))
      .join(', ');
    return metrics
      .map((metric) => {
        const name = groupby.length === 0 ? metric : metrics.length === 1 ? groupLabel : `${metric}, ${groupLabel}`;
        const stat = (suffix: string) => numberOf(row, `${metric}__${suffix}`);
        const outliers = row[`${metric}__outliers`];
        return {
          name,
          color: colors.getColor(name),
          min: stat('min'),
          q1: stat('q1'),
          median: stat('median'),
          q3: stat('q3'),
          max: stat('max'),
          mean: stat('mean'),
          count: stat('count'),
          outliers: Array.isArray(outliers) ? outliers.map(Number).filter(Number.isFinite) : [],
          groupValues,
        };
      })
      .filter((box) => [box.min, box.q1, box.median, box.q3, box.max].every(Number.isFinite));
  });
  return {
    width,
    height,
    boxes,
    groupby,
    valueFormatter: getNumberFormatter(formData.number_format),
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: groupby.length > 0,
  };
}
