import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import type { Bubble, BubbleChartProps, BubbleFormData } from './bubble.types';

const DEFAULT_MAX_BUBBLE_SIZE = 25;

/**
 * A bubble per row with finite x, y and size, coloured by its series value (by its entity without
 * a series column); rows a log axis cannot place (values ≤ 0) are left out.
 */
export function transformProps(input: TransformPropsInput<BubbleFormData>): BubbleChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const entity = formData.entity ? getColumnLabel(formData.entity) : '';
  const seriesColumn = formData.series ? getColumnLabel(formData.series) : undefined;
  const [xLabel, yLabel, sizeLabel] = [formData.x, formData.y, formData.size].map((metric) => (metric ? getMetricLabel(metric) : ''));
  const logX = formData.logXAxis ?? false;
  const logY = formData.logYAxis ?? false;
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const bubbles: Bubble[] = (result?.data ?? []).flatMap((row) => {
    const [x, y, size] = [xLabel, yLabel, sizeLabel].map((label) => Number(row[label] ?? Number.NaN));
    if (![x, y, size].every(Number.isFinite) || (logX && x <= 0) || (logY && y <= 0)) return [];
    const series = String(seriesColumn ? row[seriesColumn] : row[entity]);
    const groupValues = seriesColumn ? [row[entity] ?? null, row[seriesColumn] ?? null] : [row[entity] ?? null];
    return [{ entity: row[entity] ?? null, series, x, y, size, color: colors.getColor(series), groupValues }];
  });
  const series = [...new Map(bubbles.map((bubble) => [bubble.series, { label: bubble.series, color: bubble.color }])).values()];
  const maxBubbleSize = Number(formData.max_bubble_size ?? DEFAULT_MAX_BUBBLE_SIZE);
  return {
    width,
    height,
    bubbles,
    series,
    columns: seriesColumn ? [entity, seriesColumn] : [entity],
    xLabel: formData.x_axis_label || xLabel,
    yLabel: formData.y_axis_label || yLabel,
    sizeLabel,
    xFormatter: getNumberFormatter(formData.xAxisFormat),
    yFormatter: getNumberFormatter(formData.y_axis_format),
    sizeFormatter: getNumberFormatter(formData.tooltipSizeFormat),
    maxBubbleSize: Number.isFinite(maxBubbleSize) && maxBubbleSize > 0 ? maxBubbleSize : DEFAULT_MAX_BUBBLE_SIZE,
    opacity: typeof formData.opacity === 'number' ? formData.opacity : 0.6,
    showLegend: formData.show_legend ?? true,
    logX,
    logY,
  };
}
