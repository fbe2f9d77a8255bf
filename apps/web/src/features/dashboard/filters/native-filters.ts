import type { ExtraFormData } from '@tessera/viz';
import type { DashboardChart, FilterValue, NativeFilter } from '../dashboard.types';
import { ROOT_ID } from '../layout/layout.constants';

/** Filter types the filter bar shows; others in the configuration are kept but not offered. */
export const SUPPORTED_FILTER_TYPES: ReadonlySet<string> = new Set(['filter_select', 'filter_time']);

/** The time filter's 'No filter' (spec part 2 §9). */
export const NO_TIME_FILTER = 'No filter';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toValue(filterType: string, raw: unknown): FilterValue {
  if (filterType === 'filter_time') return typeof raw === 'string' && raw !== NO_TIME_FILTER ? raw : null;
  if (Array.isArray(raw)) {
    const values = raw.filter((item) => item !== null && item !== undefined).map(String);
    return values.length > 0 ? values : null;
  }
  return raw === null || raw === undefined || raw === '' ? null : [String(raw)];
}

function toFilter(raw: unknown): NativeFilter | null {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.filterType !== 'string') return null;
  if (raw.type === 'DIVIDER') return null;
  const targets = (Array.isArray(raw.targets) ? raw.targets : []).flatMap((target) => {
    if (!isRecord(target)) return [];
    const datasetId = Number(target.datasetId);
    const column = isRecord(target.column) ? target.column.name : undefined;
    return Number.isInteger(datasetId) && typeof column === 'string' ? [{ datasetId, column }] : [];
  });
  const control = isRecord(raw.controlValues) ? raw.controlValues : {};
  const defaultMask = isRecord(raw.defaultDataMask) ? raw.defaultDataMask : {};
  const filterState = isRecord(defaultMask.filterState) ? defaultMask.filterState : {};
  const scope = isRecord(raw.scope) ? raw.scope : {};
  const rootPath = Array.isArray(scope.rootPath) ? scope.rootPath.filter((id): id is string => typeof id === 'string') : [ROOT_ID];
  const excluded = Array.isArray(scope.excluded) ? scope.excluded.map(Number).filter(Number.isInteger) : [];
  return {
    id: raw.id,
    name: typeof raw.name === 'string' ? raw.name : raw.id,
    filterType: raw.filterType,
    targets,
    multiSelect: control.multiSelect !== false,
    defaultValue: toValue(raw.filterType, filterState.value),
    scope: { rootPath: rootPath.length > 0 ? rootPath : [ROOT_ID], excluded },
    description: typeof raw.description === 'string' ? raw.description : '',
  };
}

/** The filters of `json_metadata.native_filter_configuration` the filter bar can show. */
export function parseNativeFilters(metadata: Record<string, unknown>): NativeFilter[] {
  const config = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
  return config.map(toFilter).filter((filter): filter is NativeFilter => filter !== null && SUPPORTED_FILTER_TYPES.has(filter.filterType));
}

/** Filter values as a chart query's `extra_form_data` (Superset's data mask `extraFormData`). */
export function filterExtraFormData(filter: NativeFilter, value: FilterValue): ExtraFormData {
  if (value === null) return {};
  if (filter.filterType === 'filter_time') return typeof value === 'string' ? { time_range: value } : {};
  const target = filter.targets[0];
  if (!target || !Array.isArray(value) || value.length === 0) return {};
  return { filters: [{ col: target.column, op: 'IN', val: value }] };
}

/**
 * Whether a filter applies to a chart: the chart sits under one of the scope's root components,
 * is not excluded, and (for column filters) queries the filter's dataset.
 */
export function isChartInScope(filter: NativeFilter, chart: DashboardChart, ancestors: ReadonlySet<string> | undefined): boolean {
  if (filter.scope.excluded.includes(chart.id)) return false;
  if (!filter.scope.rootPath.some((id) => id === ROOT_ID || ancestors?.has(id))) return false;
  if (filter.filterType === 'filter_time') return true;
  return filter.targets.some((target) => target.datasetId === chart.datasourceId);
}

/** The `extra_form_data` of every applied filter in a chart's scope, merged. */
export function chartExtraFormData(
  filters: readonly NativeFilter[],
  applied: Readonly<Record<string, FilterValue>>,
  chart: DashboardChart,
  ancestors: ReadonlySet<string> | undefined,
): ExtraFormData {
  const merged: ExtraFormData = {};
  for (const filter of filters) {
    if (!isChartInScope(filter, chart, ancestors)) continue;
    const extra = filterExtraFormData(filter, applied[filter.id] ?? null);
    if (extra.filters) merged.filters = [...(merged.filters ?? []), ...extra.filters];
    if (extra.time_range) merged.time_range = extra.time_range;
  }
  return merged;
}

/** A stable text for comparing which filters a chart was queried with. */
export function extraFormDataKey(extra: ExtraFormData): string {
  return JSON.stringify(extra);
}

/** The values a filter starts with: its default. */
export function defaultFilterValues(filters: readonly NativeFilter[]): Record<string, FilterValue> {
  return Object.fromEntries(filters.map((filter) => [filter.id, filter.defaultValue]));
}
