import type { ExtraFormData } from '@tessera/viz';
import type { DashboardLayout, FilterValue, NativeFilter } from '../dashboard.types';
import { filterExtraFormData } from '../filters/native-filters';

/** One filter's entry in a permalink's data mask (Superset's data mask shape). */
export interface DataMaskEntry {
  id: string;
  filterState: { value?: unknown };
  extraFormData: ExtraFormData;
}

/** What a dashboard permalink keeps: the applied filters and the selected tabs. */
export interface PermalinkState {
  dataMask: Record<string, DataMaskEntry>;
  activeTabs: string[];
  urlParams: [string, string][];
  anchor: string | null;
}

/** The state to store for a permalink of what the viewer sees now. */
export function toPermalinkState(filters: readonly NativeFilter[], applied: Readonly<Record<string, FilterValue>>, activeTabs: Readonly<Record<string, string>>): PermalinkState {
  const dataMask = Object.fromEntries(
    filters.map((filter) => {
      const value = applied[filter.id] ?? null;
      return [filter.id, { id: filter.id, filterState: { value }, extraFormData: filterExtraFormData(filter, value) }];
    }),
  );
  return { dataMask, activeTabs: Object.values(activeTabs), urlParams: [], anchor: null };
}

/** Tab selections from a permalink: each listed TAB becomes the selected tab of its TABS parent. */
export function restoreActiveTabs(layout: DashboardLayout, defaults: Readonly<Record<string, string>>, tabIds: readonly string[]): Record<string, string> {
  const active = { ...defaults };
  for (const tabId of tabIds) {
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
