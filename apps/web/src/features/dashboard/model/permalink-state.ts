import type { ExtraFormData, QueryObjectFilterClause } from '@tessera/viz';
import type { DashboardLayout, FilterValue, NativeFilter } from '../dashboard.types';
import type { CrossFilter } from './cross-filters';
import { filterExtraFormData } from './native-filters';

/**
 * One entry in a permalink's data mask (Superset's data mask shape): a native filter's, keyed by
 * the filter id, or a chart's cross-filter, keyed by the emitting chart's id (with the column and
 * label its chip shows).
 */
export interface DataMaskEntry {
  id: string;
  filterState: { value?: unknown; label?: string; column?: string };
  extraFormData: ExtraFormData;
}

/**
 * What a dashboard permalink keeps: the applied filters, the cross-filters, the selected tabs and,
 * for a link to one component (a chart's 'Copy permalink to clipboard'), that component's layout id.
 */
export interface PermalinkState {
  dataMask: Record<string, DataMaskEntry>;
  activeTabs: string[];
  urlParams: [string, string][];
  anchor: string | null;
}

/** The state to store for a permalink of what the viewer sees now. */
export function toPermalinkState(
  filters: readonly NativeFilter[],
  applied: Readonly<Record<string, FilterValue>>,
  activeTabs: Readonly<Record<string, string>>,
  crossFilters: Readonly<Record<number, CrossFilter>> = {},
  anchor: string | null = null,
): PermalinkState {
  const nativeEntries = filters.map((filter): [string, DataMaskEntry] => {
    const value = applied[filter.id] ?? null;
    return [filter.id, { id: filter.id, filterState: { value }, extraFormData: filterExtraFormData(filter, value) }];
  });
  const crossEntries = Object.entries(crossFilters).map(([chartId, crossFilter]): [string, DataMaskEntry] => [
    chartId,
    {
      id: chartId,
      filterState: { value: crossFilter.values, label: crossFilter.label, column: crossFilter.column },
      extraFormData: { filters: crossFilter.filters },
    },
  ]);
  return {
    dataMask: Object.fromEntries([...nativeEntries, ...crossEntries]),
    activeTabs: Object.values(activeTabs),
    urlParams: [],
    anchor,
  };
}

function isFilterClause(value: unknown): value is QueryObjectFilterClause {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { col?: unknown }).col === 'string' &&
    typeof (value as { op?: unknown }).op === 'string'
  );
}

/**
 * Cross-filters from a permalink's data mask: the entries keyed by a chart the dashboard still
 * has, with selected values and the filters they put on other charts.
 */
export function restoreCrossFilters(
  chartIds: readonly number[],
  dataMask: Readonly<Record<string, Partial<DataMaskEntry>>>,
): Record<number, CrossFilter> {
  const restored: Record<number, CrossFilter> = {};
  for (const chartId of chartIds) {
    const entry = dataMask[String(chartId)];
    const values = entry?.filterState?.value;
    const clauses = entry?.extraFormData?.filters;
    if (!Array.isArray(values) || values.length === 0 || !Array.isArray(clauses) || clauses.length === 0 || !clauses.every(isFilterClause))
      continue;
    const column = entry?.filterState?.column ?? clauses[0]?.col;
    restored[chartId] = {
      column: typeof column === 'string' ? column : '',
      label: entry?.filterState?.label ?? values.map(String).join(', '),
      values,
      filters: clauses,
    };
  }
  return restored;
}

/**
 * The TABs a component sits in, outermost first (the component itself when it is a TAB), found
 * through the children lists, which are what the dashboard renders.
 */
export function tabsContaining(layout: DashboardLayout, componentId: string): string[] {
  const parentOf = new Map<string, string>();
  for (const node of Object.values(layout)) for (const child of node.children) parentOf.set(child, node.id);
  const tabs: string[] = [];
  const seen = new Set<string>();
  for (let id: string | undefined = componentId; id !== undefined && !seen.has(id); id = parentOf.get(id)) {
    seen.add(id);
    if (layout[id]?.type === 'TAB') tabs.unshift(id);
  }
  return tabs;
}

/**
 * Tab selections from a permalink: each listed TAB becomes the selected tab of its TABS parent, then
 * the tabs holding the permalink's anchor, so the linked component is on screen.
 */
export function restoreActiveTabs(
  layout: DashboardLayout,
  defaults: Readonly<Record<string, string>>,
  tabIds: readonly string[],
  anchor?: string | null,
): Record<string, string> {
  const active = { ...defaults };
  // The anchor comes back from the server as stored: anything but a component id is ignored.
  const anchorTabs = typeof anchor === 'string' && Object.hasOwn(layout, anchor) ? tabsContaining(layout, anchor) : [];
  for (const tabId of [...tabIds, ...anchorTabs]) {
    if (layout[tabId]?.type !== 'TAB') continue;
    const parent = Object.values(layout).find((node) => node.type === 'TABS' && node.children.includes(tabId));
    if (parent) active[parent.id] = tabId;
  }
  return active;
}

/** Filter values from a permalink's data mask, for the filters the dashboard still has. */
export function restoreFilterValues(
  filters: readonly NativeFilter[],
  defaults: Readonly<Record<string, FilterValue>>,
  dataMask: Readonly<Record<string, { filterState?: { value?: unknown } }>>,
): Record<string, FilterValue> {
  const values = { ...defaults };
  for (const filter of filters) {
    const state = dataMask[filter.id]?.filterState;
    if (!state || !('value' in state)) continue;
    const raw = state.value;
    if (filter.filterType === 'filter_time') values[filter.id] = typeof raw === 'string' ? raw : null;
    else values[filter.id] = Array.isArray(raw) && raw.length > 0 ? raw.map(String) : null;
  }
  return values;
}
