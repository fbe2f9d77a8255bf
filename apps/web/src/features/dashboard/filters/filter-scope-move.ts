import type { DashboardChart, DashboardLayout, NativeFilter } from '../dashboard.types';
import { isChartInScope } from '../model/native-filters';
import { chartIdOf } from '../layout/layout';
import { parentOf } from '../layout/drop-rules';

export const FILTER_SCOPE_MOVED_MESSAGE = 'This chart has been moved to a different filter scope.';

function ancestorsOf(layout: DashboardLayout, id: string): Set<string> {
  const ancestors = new Set<string>();
  for (let parent = parentOf(layout, id); parent; parent = parentOf(layout, parent.id)) ancestors.add(parent.id);
  return ancestors;
}

/**
 * Whether moving chart component `layoutId` from `before` to `after` changed which native filters
 * apply to its chart (spec part 2 §5: such a move warns).
 */
export function movedAcrossFilterScopes(
  before: DashboardLayout,
  after: DashboardLayout,
  layoutId: string,
  filters: readonly NativeFilter[],
  charts: Readonly<Record<number, DashboardChart>>,
): boolean {
  const node = after[layoutId];
  const chartId = node ? chartIdOf(node) : null;
  const chart = chartId !== null ? charts[chartId] : undefined;
  if (!chart || !before[layoutId]) return false;
  const inScope = (layout: DashboardLayout) =>
    filters
      .filter((filter) => isChartInScope(filter, chart, ancestorsOf(layout, layoutId)))
      .map((filter) => filter.id)
      .join('\n');
  return inScope(before) !== inScope(after);
}
