import type { JsonObject } from '../validation/json-checks';
import { isPlainObject } from '../validation/json-checks';

type IdMap = ReadonlyMap<number, number>;

const remapId = (id: unknown, ids: IdMap) => (typeof id === 'number' ? (ids.get(id) ?? id) : id);
const remapIds = (list: unknown, ids: IdMap) => (Array.isArray(list) ? list.map((id) => remapId(id, ids)) : list);

/** A layout whose CHART nodes point at the copies of the charts they showed. */
export function remapLayoutCharts(layout: JsonObject, ids: IdMap): JsonObject {
  return Object.fromEntries(
    Object.entries(layout).map(([key, node]) => {
      if (!isPlainObject(node) || node.type !== 'CHART' || !isPlainObject(node.meta)) return [key, node];
      const { uuid: _uuid, ...meta } = node.meta;
      const moved = ids.has(meta.chartId as number);
      return [key, { ...node, meta: moved ? { ...meta, chartId: remapId(meta.chartId, ids) } : node.meta }];
    }),
  );
}

/**
 * Metadata whose chart references (cross-filter configuration, native filter scopes, refresh
 * immunity, expanded charts) follow the chart copies of a dashboard copy.
 */
export function remapMetadataCharts(metadata: JsonObject, ids: IdMap): JsonObject {
  const result = { ...metadata };
  if (isPlainObject(result.chart_configuration)) {
    result.chart_configuration = Object.fromEntries(
      Object.entries(result.chart_configuration).map(([key, entry]) => {
        const newId = remapId(Number(key), ids) as number;
        if (!isPlainObject(entry)) return [String(newId), entry];
        const crossFilters = isPlainObject(entry.crossFilters)
          ? { ...entry.crossFilters, chartsInScope: remapIds(entry.crossFilters.chartsInScope, ids) }
          : entry.crossFilters;
        return [String(newId), { ...entry, id: newId, ...(crossFilters !== undefined ? { crossFilters } : {}) }];
      }),
    );
  }
  if (isPlainObject(result.global_chart_configuration)) {
    const global = result.global_chart_configuration;
    result.global_chart_configuration = { ...global, chartsInScope: remapIds(global.chartsInScope, ids) };
  }
  if (Array.isArray(result.native_filter_configuration)) {
    result.native_filter_configuration = result.native_filter_configuration.map((filter) => {
      if (!isPlainObject(filter)) return filter;
      const moved = { ...filter };
      if (Array.isArray(filter.chartsInScope)) moved.chartsInScope = remapIds(filter.chartsInScope, ids);
      // The charts a filter's scope leaves out are named by id too.
      if (isPlainObject(filter.scope) && Array.isArray(filter.scope.excluded))
        moved.scope = { ...filter.scope, excluded: remapIds(filter.scope.excluded, ids) };
      return moved;
    });
  }
  if (Array.isArray(result.timed_refresh_immune_slices))
    result.timed_refresh_immune_slices = remapIds(result.timed_refresh_immune_slices, ids);
  if (isPlainObject(result.expanded_slices)) {
    result.expanded_slices = Object.fromEntries(
      Object.entries(result.expanded_slices).map(([key, value]) => [String(remapId(Number(key), ids)), value]),
    );
  }
  return result;
}
