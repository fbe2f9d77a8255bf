import { hierarchy, treemap, type HierarchyRectangularNode } from 'd3-hierarchy';
import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { getNumberFormatter } from '../../format/number-format';
import { buildMetricHierarchy, type MetricNode } from '../hierarchy-common/build-hierarchy';
import { nodeNameFormatter } from '../hierarchy-common/hierarchy-names';
import { UPPER_LABEL_HEIGHT, type TreemapChartProps, type TreemapFormData, type TreemapLabelType, type TreemapTile } from './treemap.types';

const formatPercent = getNumberFormatter('.2%');

function labelOf(type: TreemapLabelType | undefined, name: string, value: string): string {
  if (type === 'key') return name;
  if (type === 'value') return value;
  return `${name}: ${value}`;
}

/**
 * The metric broken down along the hierarchy's columns and laid out as nested rectangles
 * (squarified, groups headed by a band for their name when upper labels show); each top-level
 * group takes its colour from the dashboard's colour namespace and its descendants share it.
 */
export function transformProps(input: TransformPropsInput<TreemapFormData>): TreemapChartProps {
  const { formData, width, height, hooks } = input;
  const result = input.queriesData[0];
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const formatValue = getNumberFormatter(formData.number_format);
  const showUpperLabels = formData.show_upper_labels ?? true;
  const root = buildMetricHierarchy(result?.data ?? [], groupby, metricLabel, nodeNameFormatter(result, formData.date_format), metricLabel);
  const colors = getChartColorScale(formData, hooks?.colorNamespace);

  const layout = treemap<MetricNode>()
    .size([Math.max(width, 1), Math.max(height, 1)])
    .paddingInner(2)
    .paddingTop((node) => (node.depth > 0 && node.children && showUpperLabels ? UPPER_LABEL_HEIGHT : 0))
    .round(true)(
    hierarchy(root, (node) => (node.children.length > 0 ? node.children : undefined)).sum((node) =>
      node.children.length > 0 ? 0 : Math.max(node.value, 0),
    ),
  );

  const tiles: TreemapTile[] = layout
    .descendants()
    .filter((node) => node.depth > 0)
    .map((node: HierarchyRectangularNode<MetricNode>) => {
      const { name, value, path, groupValues } = node.data;
      const parent = node.parent?.data;
      const share = parent && parent.value ? formatPercent(value / parent.value) : '';
      const formattedValue = formatValue(value);
      return {
        key: path.join('\u0000'),
        name,
        label: labelOf(formData.label_type, name, formattedValue),
        depth: node.depth,
        isLeaf: !node.children,
        color: colors.getColor(path[0]),
        x0: node.x0,
        y0: node.y0,
        x1: node.x1,
        y1: node.y1,
        pathLabel: path.join(' ▸ '),
        valueLabel: share ? `${formattedValue} (${share})` : formattedValue,
        groupValues,
      };
    });
  return {
    width,
    height,
    tiles,
    metricLabel,
    groupby,
    showLabels: formData.show_labels ?? true,
    showUpperLabels,
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: groupby.length > 0,
  };
}
