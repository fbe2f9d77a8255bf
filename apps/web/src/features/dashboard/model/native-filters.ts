import type { ExtraFormData } from '@tessera/viz';
import type { DashboardChart, FilterValue, NativeFilter, RangeValue } from '../dashboard.types';
import { ROOT_ID } from '../layout/layout.constants';

/** Filter types the filter bar shows; others in the configuration are kept but not offered. */
export const SUPPORTED_FILTER_TYPES: ReadonlySet<string> = new Set([
  'filter_select',
  'filter_time',
  'filter_range',
  'filter_timegrain',
  'filter_timecolumn',
]);

const DATASET_ONLY_TYPES: ReadonlySet<string> = new Set(['filter_timegrain', 'filter_timecolumn']);

/** Types whose value is one chosen text (a time range, a time grain, a time column). */
const SINGLE_TEXT_TYPES: ReadonlySet<string> = new Set(['filter_time', 'filter_timegrain', 'filter_timecolumn']);

/** The time filter's 'No filter' (spec part 2 §9). */
export const NO_TIME_FILTER = 'No filter';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toBound(raw: unknown): number | null {
  return raw === null || raw === undefined || raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw);
}

function toValue(filterType: string, raw: unknown): FilterValue {
  if (filterType === 'filter_time') return typeof raw === 'string' && raw !== NO_TIME_FILTER ? raw : null;
  if (SINGLE_TEXT_TYPES.has(filterType))
    return typeof raw === 'string' && raw !== '' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : null;
  if (filterType === 'filter_range') {
    const bounds: RangeValue = Array.isArray(raw) ? [toBound(raw[0]), toBound(raw[1])] : [null, null];
    return bounds[0] === null && bounds[1] === null ? null : bounds;
  }
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
    // Time grain and time column filters target a dataset, not a column.
    const column = isRecord(target.column) ? target.column.name : DATASET_ONLY_TYPES.has(String(raw.filterType)) ? '' : undefined;
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
    required: control.enableEmptyFilter === true,
    parentIds: Array.isArray(raw.cascadeParentIds) ? raw.cascadeParentIds.filter((id): id is string => typeof id === 'string') : [],
    sortAscending: typeof control.sortAscending === 'boolean' ? control.sortAscending : null,
    sortMetric: typeof raw.sortMetric === 'string' && raw.sortMetric ? raw.sortMetric : null,
    ...(control.defaultToFirstItem === true && raw.filterType === 'filter_select' ? { defaultToFirstItem: true } : {}),
  };
}

/** A divider of the filter bar: a title and a description between filters. */
export interface FilterDivider {
  id: string;
  title: string;
  description: string;
}

export type FilterBarItem = { kind: 'filter'; filter: NativeFilter } | { kind: 'divider'; divider: FilterDivider };

/** The filter bar's filters and dividers in configuration order. */
export function filterBarItems(metadata: Record<string, unknown>, filters: readonly NativeFilter[]): FilterBarItem[] {
  const config = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
  const byId = new Map(filters.map((filter) => [filter.id, filter]));
  return config.flatMap((raw): FilterBarItem[] => {
    if (!isRecord(raw) || typeof raw.id !== 'string') return [];
    if (raw.type === 'DIVIDER') {
      const divider = {
        id: raw.id,
        title: typeof raw.title === 'string' ? raw.title : '',
        description: typeof raw.description === 'string' ? raw.description : '',
      };
      return [{ kind: 'divider', divider }];
    }
    const filter = byId.get(raw.id);
    return filter ? [{ kind: 'filter', filter }] : [];
  });
}

/** Whether a filter's value breaks its rules: a required filter left empty, or a range whose minimum is not below its maximum. */
export function filterValueError(filter: NativeFilter, value: FilterValue, translate: (text: string) => string): string | null {
  if (filter.filterType === 'filter_range' && Array.isArray(value)) {
    const [min, max] = value as RangeValue;
    if (typeof min === 'number' && typeof max === 'number' && !(min < max)) return translate('Minimum must be strictly less than maximum');
  }
  if (filter.required && value === null) return translate('Value is required');
  return null;
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
  if (filter.filterType === 'filter_timegrain') return typeof value === 'string' ? { time_grain_sqla: value } : {};
  if (filter.filterType === 'filter_timecolumn') return typeof value === 'string' ? { granularity_sqla: value } : {};
  const target = filter.targets[0];
  if (!target || !Array.isArray(value) || value.length === 0) return {};
  if (filter.filterType === 'filter_range') {
    const [min, max] = value as RangeValue;
    if (typeof min === 'number' && typeof max === 'number' && !(min < max)) return {};
    const bounds = [
      ...(typeof min === 'number' ? [{ col: target.column, op: '>=', val: min }] : []),
      ...(typeof max === 'number' ? [{ col: target.column, op: '<=', val: max }] : []),
    ];
    return bounds.length > 0 ? { filters: bounds } : {};
  }
  return { filters: [{ col: target.column, op: 'IN', val: value }] };
}

/**
 * Whether a filter applies to a chart: the chart sits under one of the scope's root components,
 * is not excluded, and (for column filters) queries the filter's dataset.
 */
export function isChartInScope(filter: NativeFilter, chart: DashboardChart, ancestors: ReadonlySet<string> | undefined): boolean {
  if (filter.scope.excluded.includes(chart.id)) return false;
  if (!filter.scope.rootPath.some((id) => id === ROOT_ID || ancestors?.has(id))) return false;
  if (filter.filterType === 'filter_time' || filter.filterType === 'filter_timegrain') return true;
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
    if (extra.time_grain_sqla) merged.time_grain_sqla = extra.time_grain_sqla;
    if (extra.granularity_sqla) merged.granularity_sqla = extra.granularity_sqla;
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
