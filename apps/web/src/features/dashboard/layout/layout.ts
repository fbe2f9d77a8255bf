import type { DashboardLayout, LayoutComponentType, LayoutNode } from '../dashboard.types';
import { BACKGROUND_TRANSPARENT, DEFAULT_CHART_HEIGHT, DEFAULT_CHART_WIDTH, GRID_COLUMN_COUNT, GRID_ID, ROOT_ID } from './layout.constants';

const TYPES: ReadonlySet<string> = new Set([
  'ROOT',
  'GRID',
  'HEADER',
  'ROW',
  'COLUMN',
  'TABS',
  'TAB',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
  'DYNAMIC',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toNode(id: string, raw: unknown): LayoutNode | null {
  if (!isRecord(raw) || typeof raw.type !== 'string') return null;
  const type = raw.type.toUpperCase();
  if (!TYPES.has(type)) return null;
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  return {
    id: typeof raw.id === 'string' ? raw.id : id,
    type: type as LayoutComponentType,
    children: strings(raw.children),
    parents: strings(raw.parents),
    meta: isRecord(raw.meta) ? raw.meta : {},
  };
}

/** The chart id a CHART node shows (`meta.chartId`), if it has one. */
export function chartIdOf(node: LayoutNode): number | null {
  const id = Number(node.meta.chartId);
  return node.type === 'CHART' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The ids of the charts the layout places. */
export function placedChartIds(layout: DashboardLayout): Set<number> {
  return new Set(
    Object.values(layout)
      .map(chartIdOf)
      .filter((id): id is number => id !== null),
  );
}

/**
 * Builds rows of charts for charts the layout does not place (or for a dashboard without a
 * layout): each chart at default size, a new row whenever the next one would not fit.
 */
function appendMissingCharts(layout: DashboardLayout, chartIds: readonly number[]): void {
  const placed = placedChartIds(layout);
  const missing = chartIds.filter((id) => !placed.has(id));
  const grid = layout[GRID_ID];
  if (missing.length === 0 || !grid) return;
  let row: LayoutNode | null = null;
  let used = 0;
  for (const chartId of missing) {
    if (!row || used + DEFAULT_CHART_WIDTH > GRID_COLUMN_COUNT) {
      row = {
        id: `ROW-auto-${chartId}`,
        type: 'ROW',
        children: [],
        parents: [ROOT_ID, GRID_ID],
        meta: { background: BACKGROUND_TRANSPARENT },
      };
      layout[row.id] = row;
      grid.children.push(row.id);
      used = 0;
    }
    const chart: LayoutNode = {
      id: `CHART-auto-${chartId}`,
      type: 'CHART',
      children: [],
      parents: [ROOT_ID, GRID_ID, row.id],
      meta: { chartId, width: DEFAULT_CHART_WIDTH, height: DEFAULT_CHART_HEIGHT },
    };
    layout[chart.id] = chart;
    row.children.push(chart.id);
    used += DEFAULT_CHART_WIDTH;
  }
}

/**
 * `position_json` as a layout: unknown component types and dangling children are left out, a
 * missing root or grid is created, and charts of the dashboard the layout does not show are added.
 */
export function parseLayout(positionJson: string | null, chartIds: readonly number[]): DashboardLayout {
  let raw: unknown = null;
  try {
    raw = positionJson ? JSON.parse(positionJson) : null;
  } catch {
    raw = null;
  }
  const layout: DashboardLayout = {};
  if (isRecord(raw)) {
    for (const [id, value] of Object.entries(raw)) {
      const node = toNode(id, value);
      if (node) layout[node.id] = node;
    }
  }
  for (const node of Object.values(layout)) node.children = node.children.filter((child) => child in layout);
  if (!layout[ROOT_ID]) layout[ROOT_ID] = { id: ROOT_ID, type: 'ROOT', children: [], parents: [], meta: {} };
  const root = layout[ROOT_ID];
  if (root.children.length === 0) {
    if (!layout[GRID_ID]) layout[GRID_ID] = { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID], meta: {} };
    root.children.push(GRID_ID);
  }
  appendMissingCharts(layout, chartIds);
  return layout;
}

/** Per TABS container, the selected tab; the first tab when none is chosen. */
export function defaultActiveTabs(layout: DashboardLayout): Record<string, string> {
  const active: Record<string, string> = {};
  for (const node of Object.values(layout)) {
    if (node.type === 'TABS' && node.children[0]) active[node.id] = node.children[0];
  }
  return active;
}

/**
 * The charts a viewer sees, in on-screen order (depth first through the layout), skipping the
 * content of tabs that are not selected.
 */
export function visibleChartIds(layout: DashboardLayout, activeTabs: Readonly<Record<string, string>>): number[] {
  const ids: number[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const node = layout[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    const chartId = chartIdOf(node);
    if (chartId !== null && !ids.includes(chartId)) ids.push(chartId);
    const children =
      node.type === 'TABS' ? node.children.filter((child) => child === (activeTabs[node.id] ?? node.children[0])) : node.children;
    children.forEach(visit);
  };
  visit(ROOT_ID);
  return ids;
}

/** Ids of the components above each chart, for filter scopes (a chart may appear more than once). */
export function chartAncestors(layout: DashboardLayout): Map<number, Set<string>> {
  const ancestors = new Map<number, Set<string>>();
  const visit = (id: string, path: string[]) => {
    const node = layout[id];
    if (!node || path.includes(id)) return;
    const chartId = chartIdOf(node);
    if (chartId !== null) {
      const set = ancestors.get(chartId) ?? new Set<string>();
      path.forEach((ancestor) => set.add(ancestor));
      ancestors.set(chartId, set);
    }
    node.children.forEach((child) => visit(child, [...path, id]));
  };
  visit(ROOT_ID, []);
  return ancestors;
}
