import { scaleLinear } from 'd3-scale';
import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import type { Word, WordCloudChartProps, WordCloudFormData, WordRotation } from './word-cloud.types';

/** A stable number in [0, 1) from a word, so a word keeps its angle from one drawing to the next. */
function hashShare(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

/** Superset's rotations: flat words, flat or upright ones, or any angle in steps of 30°. */
export function rotationOf(rotation: WordRotation | undefined, text: string): number {
  const share = hashShare(text);
  if (rotation === 'square') return share < 0.5 ? 0 : 90;
  if (rotation === 'random') return Math.floor(share * 6) * 30 - 90;
  return 0;
}

/**
 * One word per row, its font size scaled linearly from `size_from` to `size_to` across the metric's
 * range, its colour from the dashboard's colour namespace by the word itself.
 */
export function transformProps(input: TransformPropsInput<WordCloudFormData>): WordCloudChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const seriesColumn = formData.series ? getColumnLabel(formData.series) : (result?.colnames[0] ?? '');
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const rows = (result?.data ?? [])
    .map((row) => ({ seriesValue: row[seriesColumn] ?? null, value: Number(row[metricLabel]) }))
    .filter((row) => Number.isFinite(row.value));
  const values = rows.map((row) => row.value);
  const sizeFrom = Number(formData.size_from ?? 10) || 10;
  const sizeTo = Number(formData.size_to ?? 70) || 70;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const size = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .range([sizeFrom, sizeTo])
    .clamp(true);
  const colors = getChartColorScale(formData, hooks?.colorNamespace);
  const format = getNumberFormatter();
  const words: Word[] = rows.map((row) => {
    const text = String(row.seriesValue);
    return {
      text,
      value: row.value,
      formattedValue: format(row.value),
      fontSize: Math.round(high === low ? sizeTo : size(row.value)),
      rotate: rotationOf(formData.rotation, text),
      color: colors.getColor(text),
      seriesValue: row.seriesValue,
    };
  });
  return { width, height, words, seriesColumn, metricLabel };
}
