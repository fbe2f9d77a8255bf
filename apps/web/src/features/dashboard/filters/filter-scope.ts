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
    .filter(
      ([chartId, ancestors]) => !scope.excluded.includes(chartId) && scope.rootPath.some((root) => root === ROOT_ID || ancestors.has(root)),
    )
    .map(([chartId]) => chartId);
}

/**
 * The scope that covers exactly the chosen charts. A tab whose charts are all chosen is stored by
 * its id in `rootPath`, so charts added to that tab later are in scope too; other chosen charts are
 * covered by the outermost tab they sit in (or the whole dashboard) minus the charts left out.
 */
export function scopeForCharts(layout: DashboardLayout, chosen: readonly number[]): { rootPath: string[]; excluded: number[] } {
  const all = [...chartAncestors(layout).keys()];
  const picked = new Set(chosen.filter((chartId) => all.includes(chartId)));
  const leftOut = (ids: readonly number[]) => ids.filter((chartId) => !picked.has(chartId)).sort((a, b) => a - b);
  if (picked.size === 0 || picked.size === all.length) return { rootPath: [ROOT_ID], excluded: leftOut(all) };

  const wholeTabs: string[] = [];
  const partialRoots = new Set<string>();
  const visit = (node: ScopeNode, outerPartialTab: string | null) => {
    const ids = chartsUnder(node);
    const inScope = ids.filter((chartId) => picked.has(chartId)).length;
    if (inScope === 0) return;
    if (node.kind === 'TAB' && inScope === ids.length) {
      wholeTabs.push(node.key);
      return;
    }
    if (node.kind === 'CHART') {
      partialRoots.add(outerPartialTab ?? ROOT_ID);
      return;
    }
    for (const child of node.children) visit(child, outerPartialTab ?? node.key);
  };
  for (const node of scopeTree(layout, String)) visit(node, null);

  // A chart outside every tab needs the whole dashboard as root, which already covers every tab.
  if (partialRoots.has(ROOT_ID)) return { rootPath: [ROOT_ID], excluded: leftOut(all) };
  const rootPath = [...partialRoots, ...wholeTabs];
  const covered = chartsInScope(layout, { rootPath, excluded: [] });
  return { rootPath, excluded: leftOut(covered) };
}
