import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import type { BulletChartProps, BulletFormData, BulletMark } from './bullet.types';

function numbers(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number)
    .filter(Number.isFinite);
}

function labels(text: string | undefined): string[] {
  return (text ?? '').split(',').map((part) => part.trim());
}

function marks(values: number[], names: string[]): BulletMark[] {
  return values.map((value, i) => ({ value, label: names[i] ?? '' }));
}

/**
 * The measured value against its qualitative ranges (the saved ones, or 0 to 110 % of the value
 * as Superset's bullet falls back to), with markers and marker lines where given.
 */
export function transformProps(input: TransformPropsInput<BulletFormData>): BulletChartProps {
  const { formData, width, height } = input;
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const row = input.queriesData[0]?.data[0];
  const raw = row ? Number(row[metricLabel]) : Number.NaN;
  const measure = Number.isFinite(raw) ? raw : null;
  const savedRanges = numbers(formData.ranges);
  const ranges = savedRanges.length > 0 ? savedRanges : measure === null ? [] : [0, measure * 1.1];
  return {
    width,
    height,
    metricLabel,
    measure,
    ranges: marks(ranges, labels(formData.range_labels)).sort((a, b) => b.value - a.value),
    markers: marks(numbers(formData.markers), labels(formData.marker_labels)),
    markerLines: marks(numbers(formData.marker_lines), labels(formData.marker_line_labels)),
    formatter: getNumberFormatter(),
  };
}
