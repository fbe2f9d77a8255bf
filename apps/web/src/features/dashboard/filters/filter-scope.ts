import type { DashboardLayout } from '../dashboard.types';
import { chartAncestors, chartIdOf } from '../layout/layout';
import { ROOT_ID } from '../layout/layout.constants';

/** A node of the scope tree: a tab with what it holds, or a chart. */
export interface ScopeNode {
  key: string;
  kind: 'TAB' | 'CHART';
  label: string;
  chartId: number | null;
  children: ScopeNode[];
}

/** The layout reduced to its tabs and charts, in on-screen order (what the scope tree offers). */
export function scopeTree(layout: DashboardLayout, chartName: (chartId: number) => string): ScopeNode[] {
  const seen = new Set<string>();
  const visit = (id: string): ScopeNode[] => {
    const node = layout[id];
    if (!node || seen.has(id)) return [];
    seen.add(id);
    const chartId = chartIdOf(node);
    if (chartId !== null) return [{ key: node.id, kind: 'CHART', label: chartName(chartId), chartId, children: [] }];
    const children = node.children.flatMap(visit);
    if (node.type === 'TAB') return [{ key: node.id, kind: 'TAB', label: String(node.meta.text ?? node.id), chartId: null, children }];
    return children;
  };
  return visit(ROOT_ID);
}

/** The chart ids under a scope tree node. */
export function chartsUnder(node: ScopeNode): number[] {
  return node.chartId !== null ? [node.chartId] : node.children.flatMap(chartsUnder);
}

/** The charts a scope (root components and excluded charts) covers. */
export function chartsInScope(layout: DashboardLayout, scope: { rootPath: readonly string[]; excluded: readonly number[] }): number[] {
  return [...chartAncestors(layout)]
    .filter(([chartId, ancestors]) => !scope.excluded.includes(chartId) && scope.rootPath.some((root) => root === ROOT_ID || ancestors.has(root)))
    .map(([chartId]) => chartId);
}

/** The scope that covers exactly the chosen charts: the whole dashboard minus the others. */
export function scopeForCharts(layout: DashboardLayout, chosen: readonly number[]): { rootPath: string[]; excluded: number[] } {
  const all = [...chartAncestors(layout).keys()];
  return { rootPath: [ROOT_ID], excluded: all.filter((chartId) => !chosen.includes(chartId)).sort((a, b) => a - b) };
}
