import type { FilterBoxChart } from '@tessera/contracts';
import { randomBytes } from 'node:crypto';
import { isPlainObject, type JsonObject } from '../validation/json-checks';

/** A filter box of a dashboard: the chart id the layout and the legacy metadata know it by. */
export interface PlacedFilterBox extends FilterBoxChart {
  chartId: number;
  /** The layout nodes above it, root first. */
  ancestors: string[];
}

interface FieldScope {
  scope: string[];
  immune: number[];
}

const TIME_FIELDS: Record<string, { shownBy: string; filterType: string; name: string }> = {
  __time_range: { shownBy: 'date_filter', filterType: 'filter_time', name: 'Time Range' },
  __time_col: { shownBy: 'show_sqla_time_column', filterType: 'filter_timecolumn', name: 'Time Column' },
  __time_grain: { shownBy: 'show_sqla_time_granularity', filterType: 'filter_timegrain', name: 'Time Grain' },
};

function parseDefaults(value: unknown): Record<string, Record<string, unknown>> {
  if (isPlainObject(value)) return value as Record<string, Record<string, unknown>>;
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isPlainObject(parsed) ? (parsed as Record<string, Record<string, unknown>>) : {};
  } catch {
    return {};
  }
}

const filterConfigs = (params: Record<string, unknown>): JsonObject[] =>
  Array.isArray(params.filter_configs) ? params.filter_configs.filter(isPlainObject) : [];

/**
 * The fields a filter box filters on, each with its scope: the dashboard's `filter_scopes` entry,
 * else the whole dashboard (an undefined scope meant "applies everywhere").
 */
function fieldScopes(box: PlacedFilterBox, filterScopes: unknown): Map<string, FieldScope> {
  const fields = [
    ...filterConfigs(box.params).flatMap((config) => (typeof config.column === 'string' ? [config.column] : [])),
    ...Object.entries(TIME_FIELDS).flatMap(([field, time]) => (box.params[time.shownBy] ? [field] : [])),
  ];
  const saved = isPlainObject(filterScopes) && isPlainObject(filterScopes[String(box.chartId)]) ? filterScopes[String(box.chartId)] : {};
  const scopes = new Map<string, FieldScope>();
  for (const field of fields) {
    const entry = isPlainObject(saved) && isPlainObject(saved[field]) ? saved[field] : {};
    scopes.set(field, {
      scope: Array.isArray(entry.scope) ? entry.scope.filter((id): id is string => typeof id === 'string') : ['ROOT_ID'],
      immune: Array.isArray(entry.immune) ? entry.immune.filter((id): id is number => typeof id === 'number') : [],
    });
  }
  return scopes;
}

/** A native filter's id, as Superset's migration makes them: a short random suffix. */
const nativeFilterId = () => `NATIVE_FILTER-${randomBytes(7).toString('base64url').slice(0, 9)}`;

function timeFilter(field: string, box: PlacedFilterBox, given: unknown): JsonObject {
  const time = TIME_FIELDS[field];
  if (field === '__time_range') {
    const value = given ?? box.params.time_range;
    const mask = value && value !== 'No filter' ? { extraFormData: { time_range: value }, filterState: { value } } : undefined;
    return { filterType: time.filterType, name: time.name, targets: [{}], ...(mask ? { defaultDataMask: mask } : {}) };
  }
  const key = field === '__time_col' ? 'granularity_sqla' : 'time_grain_sqla';
  const value = given ?? box.params[key];
  return {
    filterType: time.filterType,
    name: time.name,
    targets: [{ datasetUuid: box.datasetUuid }],
    ...(value ? { defaultDataMask: { extraFormData: { [key]: value }, filterState: { value: [value] } } } : {}),
  };
}

function selectFilter(field: string, box: PlacedFilterBox, given: unknown): JsonObject | null {
  const config = filterConfigs(box.params).find((candidate) => candidate.column === field);
  if (!config) return null;
  const filter: JsonObject = {
    filterType: 'filter_select',
    name: typeof config.label === 'string' && config.label ? config.label : field,
    targets: [{ column: { name: field }, datasetUuid: box.datasetUuid }],
    controlValues: {
      defaultToFirstItem: false,
      enableEmptyFilter: config.clearable === false,
      inverseSelection: false,
      multiSelect: config.multiple === true,
      searchAllOptions: config.searchAllOptions === true,
    },
  };
  if (typeof config.metric === 'string') {
    filter.sortMetric = config.metric;
    (filter.controlValues as JsonObject).sortAscending = config.asc !== false;
  }
  if (Array.isArray(box.params.adhoc_filters)) filter.adhoc_filters = box.params.adhoc_filters;
  const timeRange = box.params.time_range;
  if (typeof timeRange === 'string' && timeRange !== 'No filter') {
    filter.time_range = timeRange;
    if (typeof box.params.granularity_sqla === 'string') filter.granularity_sqla = box.params.granularity_sqla;
  }
  let value = given ?? config.defaultValue;
  if (typeof value === 'string' && config.multiple === true && given === undefined) value = value.split(';');
  if (value !== undefined && value !== null && value !== '') {
    const values = Array.isArray(value) ? value : [value];
    filter.defaultDataMask = { extraFormData: { filters: [{ col: field, op: 'IN', val: values }] }, filterState: { value: values } };
  }
  return filter;
}

/**
 * Native filters standing in for a dashboard's filter boxes, as Superset's import migration makes
 * them: one per filtered field, scoped like the legacy `filter_scopes` (immune charts excluded),
 * with the legacy `default_filters` (or the box's own defaults) as default values.
 */
export function filterBoxNativeFilters(metadata: JsonObject, boxes: PlacedFilterBox[]): JsonObject[] {
  const defaults = parseDefaults(metadata.default_filters);
  const boxIds = new Set(boxes.map((box) => box.chartId));
  const scopes = new Map(boxes.map((box) => [box.chartId, fieldScopes(box, metadata.filter_scopes)]));
  const byBox = new Map<number, JsonObject[]>();
  for (const box of boxes) {
    const filters: JsonObject[] = [];
    for (const [field, scope] of scopes.get(box.chartId) ?? []) {
      const given = defaults[String(box.chartId)]?.[field];
      const body = field in TIME_FIELDS ? timeFilter(field, box, given) : selectFilter(field, box, given);
      if (!body) continue;
      filters.push({
        id: nativeFilterId(),
        type: 'NATIVE_FILTER',
        cascadeParentIds: [],
        scope: { rootPath: scope.scope, excluded: scope.immune.filter((id) => !boxIds.has(id)) },
        ...body,
      });
    }
    byBox.set(box.chartId, filters);
  }
  wireCascades(boxes, scopes, byBox);
  return [...byBox.values()].flat().sort((a, b) => String(a.filterType).localeCompare(String(b.filterType)));
}

/**
 * Legacy filter boxes filtered each other when one sat in the other's scope; native filters say so
 * the other way round, by parent. As Superset's migration does, the select filters of a box in
 * another box's scope get that box's select and time-range filters as parents (a parent that would
 * close a loop is left out: native filter cascades cannot go round).
 */
function wireCascades(boxes: PlacedFilterBox[], scopes: Map<number, Map<string, FieldScope>>, byBox: Map<number, JsonObject[]>): void {
  const parentsOf = (filter: JsonObject) => filter.cascadeParentIds as string[];
  const all = new Map([...byBox.values()].flat().map((filter) => [filter.id as string, filter]));
  const dependsOn = (filter: JsonObject, id: string, seen = new Set<string>()): boolean =>
    parentsOf(filter).some((parent) => parent === id || (!seen.has(parent) && (seen.add(parent), dependsOn(all.get(parent)!, id, seen))));
  for (const child of boxes) {
    for (const parent of boxes) {
      if (child === parent) continue;
      const inScope = [...(scopes.get(parent.chartId)?.values() ?? [])].some(
        (scope) => !scope.immune.includes(child.chartId) && scope.scope.every((id) => child.ancestors.includes(id)),
      );
      if (!inScope) continue;
      for (const filter of byBox.get(child.chartId) ?? []) {
        if (filter.filterType !== 'filter_select') continue;
        for (const candidate of byBox.get(parent.chartId) ?? []) {
          const id = candidate.id as string;
          if (candidate.filterType !== 'filter_select' && candidate.filterType !== 'filter_time') continue;
          if (parentsOf(filter).includes(id) || dependsOn(candidate, filter.id as string)) continue;
          parentsOf(filter).push(id);
        }
      }
    }
  }
}
