import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getColumnLabel, getMetricLabel } from '../../core/query/labels';
import type { SankeyChartProps, SankeyFormData, SankeyLinkInput } from './sankey.types';

/**
 * One flow per row (source value → target value, sized by the metric) and one colour per node name
 * from the chart's scheme, the dashboard's label colours winning. Rows without a finite, positive
 * metric carry no flow and are left out.
 */
export function transformProps(input: TransformPropsInput<SankeyFormData>): SankeyChartProps {
  const { formData, width, height, hooks } = input;
  const sourceColumn = formData.source ? getColumnLabel(formData.source) : '';
  const targetColumn = formData.target ? getColumnLabel(formData.target) : '';
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const links: SankeyLinkInput[] = (input.queriesData[0]?.data ?? [])
    .map((row) => ({
      source: String(row[sourceColumn]),
      target: String(row[targetColumn]),
      value: Number(row[metricLabel]),
      sourceValue: row[sourceColumn] ?? null,
      targetValue: row[targetColumn] ?? null,
    }))
    .filter((link) => Number.isFinite(link.value) && link.value > 0);
  const scale = getChartColorScale(formData, hooks?.colorNamespace);
  const colors: Record<string, string> = {};
  for (const link of links) {
    for (const name of [link.source, link.target]) if (!(name in colors)) colors[name] = scale.getColor(name);
  }
  return { width, height, metricLabel, sourceColumn, targetColumn, links, colors };
}
