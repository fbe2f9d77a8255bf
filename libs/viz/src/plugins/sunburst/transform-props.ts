import { hierarchy, partition } from 'd3-hierarchy';
import { getChartColorScale } from '../../color/color-namespace';
import { createSequentialScale, getSequentialScheme } from '../../color/sequential-schemes';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { buildMetricHierarchy, type MetricNode } from '../hierarchy-common/build-hierarchy';
import { nodeNameFormatter } from '../hierarchy-common/hierarchy-names';
import type { SunburstArc, SunburstChartProps, SunburstFormData, SunburstLabelType } from './sunburst.types';

const formatPercent = getNumberFormatter('.2%');
/** The hole in the middle, as a share of the radius (Superset's rings span 30 % to 100 %). */
export const SUNBURST_HOLE = 0.3;

function labelOf(type: SunburstLabelType | undefined, name: string, value: string): string {
  if (type === 'value') return value;
  if (type === 'key_value') return `${name}: ${value}`;
  return name;
}

function ratio(node: MetricNode): number {
  return node.value === 0 ? 0 : node.secondaryValue / node.value;
}

/**
 * Rings of the hierarchy around a hole, one ring per column, each node's angle in proportion to
 * the metric; nodes coloured by name through the dashboard's namespace or, with a secondary
 * metric, by its ratio to the metric on the linear scheme; labels only on slices wide enough.
 */
export function transformProps(input: TransformPropsInput<SunburstFormData>): SunburstChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const secondaryLabel = formData.secondary_metric ? getMetricLabel(formData.secondary_metric) : undefined;
  const byRatio = secondaryLabel !== undefined && secondaryLabel !== metricLabel;
  const columns = ensureIsArray(formData.columns).map(getColumnLabel);
  const formatValue = getNumberFormatter(formData.number_format);
  const root = buildMetricHierarchy(
    result?.data ?? [],
    columns,
    metricLabel,
    nodeNameFormatter(result, formData.date_format),
    metricLabel,
    secondaryLabel,
  );
  const layout = partition<MetricNode>().size([2 * Math.PI, 1])(
    hierarchy(root, (node) => (node.children.length > 0 ? node.children : undefined)).sum((node) =>
      node.children.length > 0 ? 0 : Math.max(node.value, 0),
    ),
  );
  const nodes = layout.descendants().filter((node) => node.depth > 0);
  const categorical = getChartColorScale(formData, hooks?.colorNamespace);
  const ratios = nodes.map((node) => ratio(node.data));
  const linear = byRatio
    ? createSequentialScale(getSequentialScheme(formData.linear_color_scheme), [Math.min(0, ...ratios), Math.max(0, ...ratios)])
    : undefined;

  const radius = Math.max(Math.min(width - 8, height - 24) / 2, 10);
  const ring = (radius * (1 - SUNBURST_HOLE)) / Math.max(columns.length, 1);
  const minAngle = ((Number(formData.show_labels_threshold ?? 5) || 0) / 100) * 2 * Math.PI;
  const showLabels = formData.show_labels ?? true;

  const arcs: SunburstArc[] = nodes.map((node) => {
    const { name, value, secondaryValue, path, groupValues } = node.data;
    const parent = node.depth > 1 ? node.parent?.data : undefined;
    const formattedValue = formatValue(value);
    const tooltipRows = [
      { label: '', value: `${formatPercent(root.value ? value / root.value : 0)} of total` },
      ...(parent ? [{ label: '', value: `${formatPercent(parent.value ? value / parent.value : 0)} of ${parent.name}` }] : []),
      { label: metricLabel, value: formattedValue },
      ...(byRatio
        ? [
            { label: secondaryLabel, value: formatValue(secondaryValue) },
            { label: `${metricLabel}/${secondaryLabel}`, value: formatPercent(ratio(node.data)) },
          ]
        : []),
    ];
    return {
      key: path.join('\u0000'),
      name,
      depth: node.depth,
      startAngle: node.x0,
      endAngle: node.x1,
      innerRadius: radius * SUNBURST_HOLE + (node.depth - 1) * ring,
      outerRadius: radius * SUNBURST_HOLE + node.depth * ring,
      color: linear ? linear(ratio(node.data)) : categorical.getColor(name),
      label: labelOf(formData.label_type, name, formattedValue),
      showLabel: showLabels && node.x1 - node.x0 >= minAngle,
      tooltipRows,
      groupValues,
    };
  });
  return {
    width,
    height,
    arcs,
    columns,
    showTotal: formData.show_total ?? false,
    formattedTotal: formatValue(root.value),
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: columns.length > 0,
  };
}
