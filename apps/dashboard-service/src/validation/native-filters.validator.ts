import { NATIVE_FILTER_DIVIDER_ID_PREFIX, NATIVE_FILTER_ID_PREFIX, NATIVE_FILTER_TYPES } from '@tessera/contracts';
import { JsonReader, type JsonObject } from './json-checks';
import { serverText } from '@tessera/platform';

const FILTER_KINDS = ['NATIVE_FILTER', 'DIVIDER'] as const;
/** Filter types that read a column of a dataset and so need both in their first target. */
const COLUMN_FILTERS = ['filter_select', 'filter_range'];
/** Filter types bound to a dataset but not to one column. */
const DATASET_FILTERS = ['filter_timecolumn', 'filter_timegrain'];

/**
 * Checks `native_filter_configuration` items: ids with their prefixes and unique, a known kind and
 * filter type, targets, scope and the typed optional fields, and `cascadeParentIds` naming other
 * filters of the dashboard without cycles. Fields not listed here are kept as they are.
 */
export function checkNativeFilters(value: unknown, field = 'json_metadata', path = 'native_filter_configuration'): JsonObject[] {
  const reader = new JsonReader(field);
  const items = reader.list(value, path).map((item, index) => reader.object(item, `${path}[${index}]`));
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const at = `${path}[${index}]`;
    const id = checkItem(reader, item, at);
    if (seen.has(id)) throw reader.fail(`${at}.id`, serverText('"%s" is used by two filters', id));
    seen.add(id);
  });
  checkCascades(reader, items, path);
  return items;
}

function checkItem(reader: JsonReader, item: JsonObject, at: string): string {
  const kind = reader.oneOf(item.type, FILTER_KINDS, `${at}.type`);
  const id = reader.string(item.id, `${at}.id`);
  const prefix = kind === 'DIVIDER' ? NATIVE_FILTER_DIVIDER_ID_PREFIX : NATIVE_FILTER_ID_PREFIX;
  if (!id.startsWith(prefix) || id.length === prefix.length)
    throw reader.fail(`${at}.id`, serverText('must start with %s (got "%s")', prefix, id));
  if (kind === 'DIVIDER') {
    reader.string(item.title, `${at}.title`);
    if (item.description !== undefined && item.description !== null) reader.string(item.description, `${at}.description`);
    return id;
  }
  reader.string(item.name, `${at}.name`);
  const filterType = reader.oneOf(item.filterType, NATIVE_FILTER_TYPES, `${at}.filterType`);
  checkTargets(reader, item.targets, filterType, `${at}.targets`);
  optional(item, 'controlValues', (v) => reader.object(v, `${at}.controlValues`));
  optional(item, 'defaultDataMask', (v) => checkDataMask(reader, v, `${at}.defaultDataMask`));
  optional(item, 'cascadeParentIds', (v) => reader.stringList(v, `${at}.cascadeParentIds`));
  optional(item, 'scope', (v) => checkScope(reader, v, `${at}.scope`));
  optional(item, 'chartsInScope', (v) => reader.integerList(v, `${at}.chartsInScope`));
  optional(item, 'tabsInScope', (v) => reader.stringList(v, `${at}.tabsInScope`));
  optional(item, 'description', (v) => reader.string(v, `${at}.description`));
  optional(item, 'sortMetric', (v) => reader.string(v, `${at}.sortMetric`));
  optional(item, 'adhoc_filters', (v) =>
    reader.list(v, `${at}.adhoc_filters`).forEach((f, i) => reader.object(f, `${at}.adhoc_filters[${i}]`)),
  );
  optional(item, 'time_range', (v) => reader.string(v, `${at}.time_range`));
  optional(item, 'granularity_sqla', (v) => reader.string(v, `${at}.granularity_sqla`));
  optional(item, 'requiredFirst', (v) => reader.boolean(v, `${at}.requiredFirst`));
  return id;
}

/** Absent and null optional fields are fine; present ones must have their type. */
function optional(item: JsonObject, key: string, check: (value: unknown) => unknown): void {
  if (item[key] !== undefined && item[key] !== null) check(item[key]);
}

function checkTargets(reader: JsonReader, value: unknown, filterType: string, path: string): void {
  const targets = reader.list(value, path).map((target, index) => reader.object(target, `${path}[${index}]`));
  targets.forEach((target, index) => {
    const at = `${path}[${index}]`;
    if (target.datasetId !== undefined) reader.positiveInteger(target.datasetId, `${at}.datasetId`);
    if (target.column !== undefined) reader.string(reader.object(target.column, `${at}.column`).name, `${at}.column.name`);
  });
  const needsDataset = COLUMN_FILTERS.includes(filterType) || DATASET_FILTERS.includes(filterType);
  if (!needsDataset) return;
  const first = targets[0];
  if (!first || first.datasetId === undefined)
    throw reader.fail(`${path}[0].datasetId`, serverText('a %s filter needs a dataset', filterType));
  if (COLUMN_FILTERS.includes(filterType) && first.column === undefined) {
    throw reader.fail(`${path}[0].column`, serverText('a %s filter needs a column', filterType));
  }
}

function checkDataMask(reader: JsonReader, value: unknown, path: string): void {
  const mask = reader.object(value, path);
  for (const key of ['extraFormData', 'filterState', 'ownState']) {
    if (mask[key] !== undefined && mask[key] !== null) reader.object(mask[key], `${path}.${key}`);
  }
}

function checkScope(reader: JsonReader, value: unknown, path: string): void {
  const scope = reader.object(value, path);
  if (scope.rootPath !== undefined) reader.stringList(scope.rootPath, `${path}.rootPath`);
  if (scope.excluded !== undefined) reader.integerList(scope.excluded, `${path}.excluded`);
}

function checkCascades(reader: JsonReader, items: JsonObject[], path: string): void {
  const filters = new Map(items.filter((item) => item.type === 'NATIVE_FILTER').map((item) => [item.id as string, item]));
  const parentsOf = (id: string) => (filters.get(id)?.cascadeParentIds as string[] | undefined) ?? [];
  items.forEach((item, index) => {
    for (const parent of (item.cascadeParentIds as string[] | undefined) ?? []) {
      if (parent === item.id)
        throw reader.fail(`${path}[${index}].cascadeParentIds`, serverText('filter "%s" cannot be its own parent', parent));
      if (!filters.has(parent))
        throw reader.fail(`${path}[${index}].cascadeParentIds`, serverText('"%s" is not a filter of this dashboard', parent));
    }
  });
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, trail: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting')
      throw reader.fail(`${path}`, serverText('cascading filters form a cycle (%s)', [...trail, id].join(' → ')));
    state.set(id, 'visiting');
    for (const parent of parentsOf(id)) visit(parent, [...trail, id]);
    state.set(id, 'done');
  };
  for (const id of filters.keys()) visit(id, []);
}
