import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import { getColumnLabel, getMetricLabel } from '../../core/query/labels';
import { buildTree } from './build-tree';
import type { TreeChartProps, TreeFormData } from './tree.types';
import { TREE_DEFAULTS } from './tree.types';

/** The tree from the id/parent rows (named by `name`, else by id) and the drawing options with Superset's defaults. */
export function transformProps(input: TransformPropsInput<TreeFormData>): TreeChartProps {
  const { formData, width, height, hooks } = input;
  const idColumn = formData.id ? getColumnLabel(formData.id) : '';
  const parentColumn = formData.parent ? getColumnLabel(formData.parent) : '';
  const nameColumn = formData.name ? getColumnLabel(formData.name) : idColumn;
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const root = buildTree(
    input.queriesData[0]?.data ?? [],
    { id: idColumn, parent: parentColumn, name: nameColumn, metric: metricLabel },
    formData.root_node_id,
  );
  const symbolSize = Number(formData.symbolSize);
  return {
    width,
    height,
    root,
    idColumn,
    parentColumn,
    metricLabel,
    // The tree has one colour: the first of the scheme, as Superset's ECharts theme draws it.
    color: getChartColorScale(formData, hooks?.colorNamespace).colors[0],
    layout: formData.layout === 'radial' ? 'radial' : 'orthogonal',
    orient: formData.orient ?? TREE_DEFAULTS.orient,
    nodeLabelPosition: formData.node_label_position ?? TREE_DEFAULTS.node_label_position,
    childLabelPosition: formData.child_label_position ?? TREE_DEFAULTS.child_label_position,
    emphasis: formData.emphasis ?? TREE_DEFAULTS.emphasis,
    symbol: formData.symbol ?? TREE_DEFAULTS.symbol,
    symbolSize: Number.isFinite(symbolSize) && symbolSize > 0 ? symbolSize : TREE_DEFAULTS.symbolSize,
    roam: formData.roam ?? TREE_DEFAULTS.roam,
  };
}
