import { ROOT_ID } from '../layout/layout.constants';

/** Id prefixes of native filters and dividers (spec part 2 §3). */
export const FILTER_ID_PREFIX = 'NATIVE_FILTER-';
export const DIVIDER_ID_PREFIX = 'NATIVE_FILTER_DIVIDER-';

/** Filter types the config modal offers, in menu order. */
export const CONFIG_FILTER_TYPES = ['filter_select', 'filter_range', 'filter_time', 'filter_timecolumn', 'filter_timegrain'] as const;
export type ConfigFilterType = (typeof CONFIG_FILTER_TYPES)[number];

/** Types that read one column of a dataset, and types that need a dataset only. */
const COLUMN_TYPES: ReadonlySet<string> = new Set(['filter_select', 'filter_range']);
const DATASET_TYPES: ReadonlySet<string> = new Set(['filter_timecolumn', 'filter_timegrain']);

export const needsColumn = (filterType: string) => COLUMN_TYPES.has(filterType);
export const needsDataset = (filterType: string) => COLUMN_TYPES.has(filterType) || DATASET_TYPES.has(filterType);

/** One filter or divider as the config modal edits it; `raw` keeps fields the modal does not touch. */
export interface FilterDraft {
  id: string;
  kind: 'NATIVE_FILTER' | 'DIVIDER';
  /** Filter name, or divider title. */
  name: string;
  description: string;
  filterType: string;
  datasetId: number | null;
  datasetLabel: string | null;
  column: string | null;
  /** Scope: every panel, or the charts not in `excluded` under `rootPath`. */
  scopeAll: boolean;
  rootPath: string[];
  excluded: number[];
  /** The default value as the filter bar holds it (a list for a value filter, a range text, [min, max]). */
  defaultValue: unknown;
  required: boolean;
  /** Select the first value by default (`controlValues.defaultToFirstItem`); a default value cannot be set then. */
  defaultToFirstItem: boolean;
  multiSelect: boolean;
  searchAllOptions: boolean;
  sortAscending: boolean | null;
  sortMetric: string | null;
  parentId: string | null;
  raw: Record<string, unknown>;
}

export type DraftErrors = Partial<Record<'name' | 'dataset' | 'column' | 'defaultValue' | 'parent', string>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 12);
}

export function newFilterDraft(): FilterDraft {
  return {
    id: `${FILTER_ID_PREFIX}${randomSuffix()}`,
    kind: 'NATIVE_FILTER',
    name: '',
    description: '',
    filterType: 'filter_select',
    datasetId: null,
    datasetLabel: null,
    column: null,
    scopeAll: true,
    rootPath: [ROOT_ID],
    excluded: [],
    defaultValue: null,
    required: false,
    defaultToFirstItem: false,
    multiSelect: true,
    searchAllOptions: false,
    sortAscending: null,
    sortMetric: null,
    parentId: null,
    raw: {},
  };
}

export function newDividerDraft(): FilterDraft {
  return { ...newFilterDraft(), id: `${DIVIDER_ID_PREFIX}${randomSuffix()}`, kind: 'DIVIDER' };
}

/** A `native_filter_configuration` item as a draft. */
export function draftFromConfig(raw: Record<string, unknown>): FilterDraft {
  const base = newFilterDraft();
  const control = isRecord(raw.controlValues) ? raw.controlValues : {};
  const target = Array.isArray(raw.targets) && isRecord(raw.targets[0]) ? raw.targets[0] : {};
  const column = isRecord(target.column) && typeof target.column.name === 'string' ? target.column.name : null;
  const scope = isRecord(raw.scope) ? raw.scope : {};
  const rootPath = Array.isArray(scope.rootPath) ? scope.rootPath.filter((id): id is string => typeof id === 'string') : [ROOT_ID];
  const excluded = Array.isArray(scope.excluded) ? scope.excluded.map(Number).filter(Number.isInteger) : [];
  const mask = isRecord(raw.defaultDataMask) ? raw.defaultDataMask : {};
  const filterState = isRecord(mask.filterState) ? mask.filterState : {};
  const parents = Array.isArray(raw.cascadeParentIds) ? raw.cascadeParentIds.filter((id): id is string => typeof id === 'string') : [];
  const isDivider = raw.type === 'DIVIDER';
  return {
    ...base,
    id: String(raw.id),
    kind: isDivider ? 'DIVIDER' : 'NATIVE_FILTER',
    name: String((isDivider ? raw.title : raw.name) ?? ''),
    description: typeof raw.description === 'string' ? raw.description : '',
    filterType: typeof raw.filterType === 'string' ? raw.filterType : base.filterType,
    datasetId: Number.isInteger(Number(target.datasetId)) && target.datasetId !== undefined ? Number(target.datasetId) : null,
    column,
    scopeAll: rootPath.length === 1 && rootPath[0] === ROOT_ID && excluded.length === 0,
    rootPath: rootPath.length > 0 ? rootPath : [ROOT_ID],
    excluded,
    defaultValue: filterState.value ?? null,
    required: control.enableEmptyFilter === true,
    defaultToFirstItem: control.defaultToFirstItem === true,
    multiSelect: control.multiSelect !== false,
    searchAllOptions: control.searchAllOptions === true,
    sortAscending: typeof control.sortAscending === 'boolean' ? control.sortAscending : null,
    sortMetric: typeof raw.sortMetric === 'string' ? raw.sortMetric : null,
    parentId: parents[0] ?? null,
    raw,
  };
}

function hasValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.some((item) => item !== null && item !== undefined && item !== '');
  return true;
}

/** The draft as a `native_filter_configuration` item (the shape `PUT /{id}/filters` stores). */
export function configFromDraft(draft: FilterDraft): Record<string, unknown> {
  if (draft.kind === 'DIVIDER') {
    return { ...draft.raw, id: draft.id, type: 'DIVIDER', title: draft.name.trim(), description: draft.description };
  }
  const target: Record<string, unknown> = {};
  if (needsDataset(draft.filterType) && draft.datasetId !== null) target.datasetId = draft.datasetId;
  if (needsColumn(draft.filterType) && draft.column) target.column = { name: draft.column };
  const rawControl = isRecord(draft.raw.controlValues) ? draft.raw.controlValues : {};
  const controlValues: Record<string, unknown> = { ...rawControl, enableEmptyFilter: draft.required };
  if (draft.filterType === 'filter_select') {
    Object.assign(controlValues, {
      multiSelect: draft.multiSelect,
      searchAllOptions: draft.searchAllOptions,
      defaultToFirstItem: draft.defaultToFirstItem,
    });
    if (draft.sortAscending === null) delete controlValues.sortAscending;
    else controlValues.sortAscending = draft.sortAscending;
  }
  const rawMask = isRecord(draft.raw.defaultDataMask) ? draft.raw.defaultDataMask : {};
  const firstItemByDefault = draft.filterType === 'filter_select' && draft.defaultToFirstItem;
  const item: Record<string, unknown> = {
    ...draft.raw,
    id: draft.id,
    type: 'NATIVE_FILTER',
    name: draft.name.trim(),
    filterType: draft.filterType,
    description: draft.description,
    targets: [target],
    controlValues,
    defaultDataMask: { ...rawMask, filterState: hasValue(draft.defaultValue) && !firstItemByDefault ? { value: draft.defaultValue } : {} },
    cascadeParentIds: draft.parentId ? [draft.parentId] : [],
    scope: draft.scopeAll ? { rootPath: [ROOT_ID], excluded: [] } : { rootPath: draft.rootPath, excluded: draft.excluded },
  };
  if (draft.filterType === 'filter_select' && draft.sortMetric) item.sortMetric = draft.sortMetric;
  else delete item.sortMetric;
  return item;
}

/** The filters a draft may take as its parent: other value filters that do not already descend from it. */
export function parentCandidates(drafts: readonly FilterDraft[], draft: FilterDraft): FilterDraft[] {
  const byId = new Map(drafts.map((item) => [item.id, item]));
  const descendsFrom = (item: FilterDraft, ancestorId: string): boolean => {
    const seen = new Set<string>();
    let parent = item.parentId;
    while (parent && !seen.has(parent)) {
      if (parent === ancestorId) return true;
      seen.add(parent);
      parent = byId.get(parent)?.parentId ?? null;
    }
    return false;
  };
  return drafts.filter(
    (item) => item.id !== draft.id && item.kind === 'NATIVE_FILTER' && item.filterType === 'filter_select' && !descendsFrom(item, draft.id),
  );
}

/** What is wrong with one draft, with the modal's messages; empty when it may be saved. */
export function validateDraft(draft: FilterDraft, translate: (text: string) => string): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.kind === 'DIVIDER') {
    if (!draft.name.trim()) errors.name = translate('Title is required');
    return errors;
  }
  if (!draft.name.trim()) errors.name = translate('Name is required');
  if (needsDataset(draft.filterType) && draft.datasetId === null) errors.dataset = translate('Dataset is required');
  if (needsColumn(draft.filterType) && !draft.column) errors.column = translate('Column is required');
  if (draft.filterType === 'filter_range' && Array.isArray(draft.defaultValue)) {
    const [min, max] = draft.defaultValue as (number | null)[];
    if (typeof min === 'number' && typeof max === 'number' && !(min < max))
      errors.defaultValue = translate('Minimum must be strictly less than maximum');
  }
  return errors;
}

/** The first draft with errors, and its errors; null when all are valid. */
export function firstInvalid(
  drafts: readonly FilterDraft[],
  translate: (text: string) => string,
): { id: string; errors: DraftErrors } | null {
  for (const draft of drafts) {
    const errors = validateDraft(draft, translate);
    if (Object.keys(errors).length > 0) return { id: draft.id, errors };
  }
  return null;
}

export interface FilterChanges {
  modified: Record<string, unknown>[];
  deleted: string[];
  reordered: string[];
}

/**
 * The `PUT /{id}/filters` body: drafts that are new or differ from the saved item, the saved ids
 * no longer present, and the full new order when it differs from what the server would make.
 */
export function filterChanges(saved: readonly Record<string, unknown>[], drafts: readonly FilterDraft[]): FilterChanges {
  const savedById = new Map(saved.map((item) => [String(item.id), item]));
  const modified = drafts.map(configFromDraft).filter((item) => {
    const before = savedById.get(String(item.id));
    // Compared in the modal's own shape, so an untouched item is not sent just for being normalised.
    return !before || JSON.stringify(configFromDraft(draftFromConfig(before))) !== JSON.stringify(item);
  });
  const present = new Set(drafts.map((draft) => draft.id));
  const deleted = saved.map((item) => String(item.id)).filter((id) => !present.has(id));
  // Without an order the server keeps the saved order and appends new items.
  const serverOrder = [
    ...saved.map((item) => String(item.id)).filter((id) => present.has(id)),
    ...drafts.map((draft) => draft.id).filter((id) => !savedById.has(id)),
  ];
  const order = drafts.map((draft) => draft.id);
  const reordered = JSON.stringify(serverOrder) === JSON.stringify(order) ? [] : order;
  return { modified, deleted, reordered };
}

/** Moves the draft at `from` to `to`. */
export function moveDraft<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
