import { createSequentialScale, getSequentialScheme } from '../../color/sequential-schemes';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import type { ParallelAxis, ParallelCoordinatesFormData, ParallelCoordinatesProps, ParallelLine } from './parallel-coordinates.types';

/** Lines without a colour metric are grey, as in Superset. */
export const PLAIN_LINE_COLOR = 'grey';

/**
 * An axis per metric (the series first when included) and a line per row, coloured along the
 * linear scheme by the colour metric's value between its smallest and largest.
 */
export function transformProps(input: TransformPropsInput<ParallelCoordinatesFormData>): ParallelCoordinatesProps {
  const { formData, width, height } = input;
  const seriesColumn = formData.series ? getColumnLabel(formData.series) : '';
  const metricLabels = ensureIsArray(formData.metrics).map(getMetricLabel);
  const colorMetric = formData.secondary_metric ? getMetricLabel(formData.secondary_metric) : undefined;
  const rows = input.queriesData[0]?.data ?? [];
  const axes: ParallelAxis[] = [
    ...(formData.include_series && seriesColumn ? [{ key: seriesColumn, label: seriesColumn, type: 'string' as const }] : []),
    ...metricLabels.map((label) => ({ key: label, label, type: 'number' as const })),
  ];
  const colorValues = colorMetric ? rows.map((row) => Number(row[colorMetric])).filter(Number.isFinite) : [];
  const scale = colorValues.length
    ? createSequentialScale(getSequentialScheme(formData.linear_color_scheme), [Math.min(...colorValues), Math.max(...colorValues)])
    : undefined;
  const lines: ParallelLine[] = rows.map((row) => {
    const colorValue = colorMetric ? Number(row[colorMetric]) : NaN;
    return {
      series: row[seriesColumn] ?? null,
      name: String(row[seriesColumn] ?? ''),
      values: Object.fromEntries(axes.map((axis) => [axis.key, row[axis.key] ?? null])),
      color: scale && Number.isFinite(colorValue) ? scale(colorValue) : PLAIN_LINE_COLOR,
    };
  });
  return { width, height, seriesColumn, axes, lines, showDatatable: formData.show_datatable ?? false };
}
