import type { DashboardLayout, LayoutNode } from '../dashboard.types';
import { chartIdOf } from './layout';
import { GRID_GUTTER_PX, ROOT_ID } from './layout.constants';
import { heightInPixels } from './layout-size';

/**
 * Rough heights of what the layout does not size itself, enough to tell a chart on the first screens
 * from one far below before the page has drawn (the page's own measurement takes over once it has).
 */
export const ESTIMATED_PX = { dashboardHeader: 120, layoutHeader: 56, divider: 32, tabBar: 56 } as const;

/** Height of a component and everything in it, and where each chart inside it starts, relative to its top. */
interface Measured {
  height: number;
  chartTops: [number, number][];
}

/**
 * Where each chart of the selected tabs is expected to start, in pixels from the top of the
 * dashboard page, from the layout alone: rows stack their components side by side, the grid,
 * columns and tabs stack theirs one under the other. A chart shown twice keeps its first place.
 */
export function estimatedChartTops(layout: DashboardLayout, activeTabs: Readonly<Record<string, string>>): Map<number, number> {
  const seen = new Set<string>();
  const stacked = (children: string[]): Measured => {
    let height = 0;
    const chartTops: [number, number][] = [];
    for (const child of children) {
      const measured = measure(child);
      chartTops.push(...measured.chartTops.map(([chartId, top]): [number, number] => [chartId, height + top]));
      height += measured.height;
    }
    return { height, chartTops };
  };
  const measure = (id: string): Measured => {
    const node: LayoutNode | undefined = layout[id];
    if (!node || seen.has(id)) return { height: 0, chartTops: [] };
    seen.add(id);
    const chartId = chartIdOf(node);
    switch (node.type) {
      case 'CHART':
        return { height: heightInPixels(node), chartTops: chartId === null ? [] : [[chartId, 0]] };
      case 'MARKDOWN':
        return { height: heightInPixels(node), chartTops: [] };
      case 'HEADER':
        return { height: ESTIMATED_PX.layoutHeader, chartTops: [] };
      case 'DIVIDER':
        return { height: ESTIMATED_PX.divider, chartTops: [] };
      case 'ROW': {
        const parts = node.children.map(measure);
        return {
          height: Math.max(0, ...parts.map((part) => part.height)) + GRID_GUTTER_PX,
          chartTops: parts.flatMap((part) => part.chartTops),
        };
      }
      case 'TABS': {
        const selected = node.children.includes(activeTabs[node.id] ?? '') ? activeTabs[node.id] : node.children[0];
        const content = stacked(selected ? [selected] : []);
        return {
          height: ESTIMATED_PX.tabBar + content.height,
          chartTops: content.chartTops.map(([chart, top]) => [chart, ESTIMATED_PX.tabBar + top]),
        };
      }
      default:
        return stacked(node.children);
    }
  };
  const tops = new Map<number, number>();
  for (const [chartId, top] of measure(ROOT_ID).chartTops) if (!tops.has(chartId)) tops.set(chartId, ESTIMATED_PX.dashboardHeader + top);
  return tops;
}
