import type { DashboardYaml, FilterBoxChart } from '@tessera/contracts';
import { isPlainObject, type JsonObject } from '../validation/json-checks';
import { filterBoxNativeFilters, type PlacedFilterBox } from './filter-box-filters';
import { mendImportedLayout } from './imported-layout';

/** The legacy filter settings Superset's import migration replaces by native filters. */
const LEGACY_FILTER_KEYS = ['filter_scopes', 'default_filters'];

export interface UpgradedDashboard {
  yaml: DashboardYaml;
  /** What could not be carried over, in words. */
  leftOut: string[];
}

/**
 * A dashboard file as Superset's importer would store it: the layout mended (see
 * {@link mendImportedLayout}), the filter boxes it showed turned into native filters and taken out
 * of the layout, and the legacy `filter_scopes` / `default_filters` dropped.
 */
export function upgradeImportedDashboard(
  yaml: DashboardYaml,
  filterBoxes: Record<string, FilterBoxChart>,
  knownChartUuids: ReadonlySet<string> | null = null,
): UpgradedDashboard {
  const layout = mendImportedLayout(yaml.position, new Set(Object.keys(filterBoxes)), knownChartUuids);
  const original = isPlainObject(yaml.position) ? yaml.position : {};
  const placed: PlacedFilterBox[] = [];
  for (const [nodeId, uuid] of layout.removedCharts) {
    const node = original[nodeId];
    const chartId = isPlainObject(node) && isPlainObject(node.meta) ? node.meta.chartId : undefined;
    if (typeof chartId === 'number') placed.push({ ...filterBoxes[uuid], chartId, ancestors: ancestorsOf(original, nodeId) });
  }
  const metadata: JsonObject = { ...(yaml.metadata ?? {}) };
  const converted = filterBoxNativeFilters(metadata, placed);
  for (const key of LEGACY_FILTER_KEYS) delete metadata[key];
  if (converted.length > 0) {
    const existing = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
    metadata.native_filter_configuration = [...existing, ...converted];
  }
  return { yaml: { ...yaml, position: layout.position ?? undefined, metadata }, leftOut: layout.leftOut };
}

/** The ids of the nodes above `nodeId` in a layout, root first (none when it is not under the root). */
function ancestorsOf(position: Record<string, unknown>, nodeId: string): string[] {
  const search = (id: string, path: string[]): string[] | null => {
    if (id === nodeId) return path;
    const node = position[id];
    if (!isPlainObject(node) || !Array.isArray(node.children) || path.includes(id)) return null;
    for (const child of node.children)
      if (typeof child === 'string') {
        const found = search(child, [...path, id]);
        if (found) return found;
      }
    return null;
  };
  return search('ROOT_ID', []) ?? [];
}
