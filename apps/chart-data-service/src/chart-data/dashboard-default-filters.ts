import type { WarmUpFilter } from './warm-up-filters';

type Layout = Record<string, { type?: string; children?: string[]; meta?: { chartId?: number } } | undefined>;
type Scopes = Record<string, Record<string, { scope?: string[]; immune?: number[] }> | undefined>;
/** Whether a filter box's column takes several values (its `filter_configs[].multiple`), by filter chart id and column. */
export type FilterMultiplicity = (filterChartId: string, column: string) => boolean | undefined;

function parse(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function inContainer(layout: Layout, containerId: string, chartId: number, seen = new Set<string>()): boolean {
  if (containerId === 'ROOT_ID') return true;
  if (seen.has(containerId)) return false;
  seen.add(containerId);
  const node = layout[containerId];
  if (!node) return false;
  if (node.type === 'CHART') return node.meta?.chartId === chartId;
  return (node.children ?? []).some((child) => inContainer(layout, child, chartId, seen));
}

/** The charts a dashboard's layout shows. */
export function chartsInLayout(positionJson: string | null): number[] {
  const layout = parse(positionJson);
  if (!isObject(layout)) return [];
  return Object.values(layout)
    .map((node) => (isObject(node) && node.type === 'CHART' && isObject(node.meta) ? node.meta.chartId : undefined))
    .filter((id): id is number => typeof id === 'number');
}

/**
 * The filters a dashboard applies to one chart when it opens, as Superset's warm-up reads them: the
 * filter boxes' `default_filters` in `json_metadata`, each column where its `filter_scopes` reach the
 * chart (everywhere unless scoped) and the chart is not immune. A value is a list for a filter box
 * column taking several values and a single value otherwise. Native filters are not read, as in Superset.
 */
export function dashboardDefaultFilters(
  dashboard: { json_metadata: string; position_json: string | null },
  chartId: number,
  multiplicity: FilterMultiplicity = () => undefined,
): WarmUpFilter[] {
  const metadata = parse(dashboard.json_metadata);
  if (!isObject(metadata)) return [];
  const defaults = typeof metadata.default_filters === 'string' ? parse(metadata.default_filters) : metadata.default_filters;
  const layout = parse(dashboard.position_json);
  const scopes = isObject(metadata.filter_scopes) ? (metadata.filter_scopes as Scopes) : {};
  if (!isObject(defaults) || !isObject(layout) || !chartsInLayout(dashboard.position_json).includes(chartId)) return [];
  const filters: WarmUpFilter[] = [];
  for (const [filterId, columns] of Object.entries(defaults)) {
    if (!isObject(columns)) continue;
    for (const [column, raw] of Object.entries(columns)) {
      if (raw === null || raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)) continue;
      const fieldScope = scopes[filterId]?.[column] ?? {};
      if ((fieldScope.immune ?? []).includes(chartId)) continue;
      for (const container of fieldScope.scope ?? ['ROOT_ID']) {
        if (!inContainer(layout as Layout, container, chartId)) continue;
        const multiple = multiplicity(filterId, column);
        const val = multiple === false && Array.isArray(raw) ? raw[0] : multiple === true && !Array.isArray(raw) ? [raw] : raw;
        filters.push({ col: column, op: Array.isArray(val) ? 'in' : '==', val });
      }
    }
  }
  return filters;
}
