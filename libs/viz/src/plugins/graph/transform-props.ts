import { getChartColorScale } from '../../color/color-namespace';
import type { TransformPropsInput } from '../../core/chart-plugin.types';
import type { DataValue } from '../../core/query/chart-data.types';
import { getColumnLabel, getMetricLabel } from '../../core/query/labels';
import type { EdgeSymbol, GraphCategory, GraphChartProps, GraphEdge, GraphFormData, GraphNode } from './graph.types';
import { GRAPH_DEFAULTS } from './graph.types';

function edgeSymbol(symbol: string | undefined): EdgeSymbol {
  return symbol === 'circle' || symbol === 'arrow' ? symbol : 'none';
}

/** A category's legend name; booleans are named with their column, missing values 'N/A' (as Superset does). */
function categoryName(column: string, value: DataValue | undefined): string {
  if (value === true || value === false) return `${column}: ${value}`;
  if (value === null || value === undefined) return 'N/A';
  return String(value);
}

function numberOr(value: unknown, fallback: number): number {
  const number = Number(value);
  return value === '' || value === null || value === undefined || !Number.isFinite(number) ? fallback : number;
}

/** Maps values linearly onto [base / 2, base × 2], so the largest mark is four times the smallest. */
function scaleBetween(values: readonly number[], base: number): (value: number) => number {
  const min = Math.min(...values);
  const spread = Math.max(...values) - min;
  return (value) => base / 2 + (spread > 0 ? ((value - min) / spread) * base * 1.5 : 0);
}

/**
 * Nodes from the source and target values of each row with a metric, each node's value the sum of
 * its edges; node colours by category (the first category a node is seen with) or the scheme's
 * first colour; node sizes and edge widths scaled between half and twice their base.
 */
export function transformProps(input: TransformPropsInput<GraphFormData>): GraphChartProps {
  const { formData, width, height, hooks } = input;
  const sourceColumn = formData.source ? getColumnLabel(formData.source) : '';
  const targetColumn = formData.target ? getColumnLabel(formData.target) : '';
  const sourceCategory = formData.source_category ? getColumnLabel(formData.source_category) : undefined;
  const targetCategory = formData.target_category ? getColumnLabel(formData.target_category) : undefined;
  const metricLabel = formData.metric ? getMetricLabel(formData.metric) : '';
  const scale = getChartColorScale(formData, hooks?.colorNamespace);
  const plainColor = scale.colors[0];

  const nodes: GraphNode[] = [];
  const byName = new Map<string, GraphNode>();
  const categories = new Map<string, GraphCategory>();
  const nodeFor = (name: string, column: string, category?: string): GraphNode => {
    const color = category ? scale.getColor(category) : plainColor;
    if (category && !categories.has(category)) categories.set(category, { name: category, color });
    let node = byName.get(name);
    if (!node) {
      node = { id: nodes.length, name, column, value: 0, category, color, size: 0, showLabel: true };
      nodes.push(node);
      byName.set(name, node);
    } else if (!node.category && category) {
      node.category = category;
    }
    return node;
  };

  const edges: GraphEdge[] = [];
  for (const row of input.queriesData[0]?.data ?? []) {
    const value = Number(row[metricLabel]);
    if (!value || !Number.isFinite(value)) continue;
    const source = nodeFor(
      String(row[sourceColumn]),
      sourceColumn,
      sourceCategory ? categoryName(sourceCategory, row[sourceCategory]) : undefined,
    );
    const target = nodeFor(
      String(row[targetColumn]),
      targetColumn,
      targetCategory ? categoryName(targetCategory, row[targetCategory]) : undefined,
    );
    source.value += value;
    target.value += value;
    edges.push({ source: source.id, target: target.id, value, color: source.color, width: 0 });
  }

  const baseNodeSize = numberOr(formData.baseNodeSize, GRAPH_DEFAULTS.baseNodeSize);
  const baseEdgeWidth = numberOr(formData.baseEdgeWidth, GRAPH_DEFAULTS.baseEdgeWidth);
  const threshold = numberOr(formData.showSymbolThreshold, 0);
  const nodeSize = scaleBetween(
    nodes.map((node) => node.value),
    baseNodeSize,
  );
  for (const node of nodes) {
    node.size = nodeSize(node.value);
    node.showLabel = threshold ? node.value > threshold : true;
  }
  const edgeWidth = scaleBetween(
    edges.map((edge) => edge.value),
    baseEdgeWidth,
  );
  for (const edge of edges) edge.width = edgeWidth(edge.value);

  const sort = formData.legendSort;
  const legend = [...categories.values()];
  if (sort) legend.sort((a, b) => (sort === 'asc' ? a.name.localeCompare(b.name) : b.name.localeCompare(a.name)));
  const [startSymbol, endSymbol] = (formData.edgeSymbol ?? GRAPH_DEFAULTS.edgeSymbol).split(',');

  return {
    width,
    height,
    metricLabel,
    sourceColumn,
    targetColumn,
    nodes,
    edges,
    categories: legend,
    showLegend: formData.show_legend ?? true,
    layout: formData.layout === 'circular' ? 'circular' : 'force',
    edgeSymbols: [edgeSymbol(startSymbol), edgeSymbol(endSymbol)],
    edgeSymbolSize: baseEdgeWidth * 2,
    draggable: formData.draggable ?? GRAPH_DEFAULTS.draggable,
    roam: formData.roam ?? GRAPH_DEFAULTS.roam,
    selectedMode: formData.selectedMode ?? GRAPH_DEFAULTS.selectedMode,
    edgeLength: numberOr(formData.edgeLength, GRAPH_DEFAULTS.edgeLength),
    gravity: numberOr(formData.gravity, GRAPH_DEFAULTS.gravity),
    repulsion: numberOr(formData.repulsion, GRAPH_DEFAULTS.repulsion),
    friction: numberOr(formData.friction, GRAPH_DEFAULTS.friction),
    selectedValues: hooks?.crossFilterValues ?? [],
    emitCrossFilters: Boolean(sourceColumn && targetColumn),
  };
}
