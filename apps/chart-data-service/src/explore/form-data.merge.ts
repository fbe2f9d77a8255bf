import { createHash } from 'node:crypto';
import { updateTimeRange } from '../form-data/form-data';

export type FormData = Record<string, unknown>;

/**
 * Keys Explore never takes from stored form data: `url_params` (the current URL supplies them) and
 * the JavaScript hooks Superset refuses while `ENABLE_JAVASCRIPT_CONTROLS` is off.
 */
export const REJECTED_FORM_DATA_KEYS = ['url_params', 'js_tooltip', 'js_onclick_href', 'js_data_mutator'] as const;

/** Superset's "no time filter" value, which extra filters do not apply. */
const NO_TIME_RANGE = 'No filter';
/** Special extra filters that set time options rather than filter a column. */
const TIME_EXTRAS: Record<string, string> = { __time_range: 'time_range', __time_col: 'granularity_sqla', __time_grain: 'time_grain_sqla' };

/** `JSON.stringify` with Python's default `ensure_ascii`: every non-ASCII character escaped. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value ?? null).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Python's `json.dumps(value, sort_keys=True)`, so option names hash as Superset's do. */
function pythonJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as FormData)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${asciiJson(k)}: ${pythonJson(v)}`).join(', ')}}`;
  }
  return asciiJson(value);
}

const withOptionName = (filter: FormData): FormData => ({
  ...filter,
  filterOptionName: createHash('md5').update(pythonJson(filter)).digest('hex'),
});

/** A legacy `{col, op, val}` filter as an adhoc SIMPLE filter. */
export function simpleFilterToAdhoc(filter: FormData, clause: 'where' | 'having' = 'where'): FormData {
  const adhoc: FormData = {
    clause: clause.toUpperCase(),
    expressionType: 'SIMPLE',
    comparator: filter.val ?? null,
    operator: filter.op,
    subject: filter.col,
  };
  if (filter.isExtra) adhoc.isExtra = true;
  return withOptionName(adhoc);
}

/** Legacy `where`, `having` and `filters` become `adhoc_filters` (when there are none yet), then go. */
export function convertLegacyFiltersIntoAdhoc(formData: FormData): void {
  const existing = formData.adhoc_filters;
  if (!Array.isArray(existing) || existing.length === 0) {
    const adhoc: FormData[] = [];
    for (const clause of ['having', 'where'] as const) {
      if (clause in formData && formData[clause] !== '')
        adhoc.push(withOptionName({ clause: clause.toUpperCase(), expressionType: 'SQL', sqlExpression: formData[clause] }));
    }
    if (Array.isArray(formData.filters)) {
      for (const filter of formData.filters) if (filter && typeof filter === 'object') adhoc.push(simpleFilterToAdhoc(filter as FormData));
    }
    formData.adhoc_filters = adhoc;
  }
  for (const key of ['filters', 'having', 'where']) delete formData[key];
}

const filterKey = (filter: FormData) =>
  'expressionType' in filter ? `${String(filter.subject)}__${String(filter.operator)}` : `${String(filter.col)}__${String(filter.op)}`;
/** Superset compares list values as sets (order does not matter) and other values as they are. */
function sameValues(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return a === b;
  const left = new Set(a.map(String));
  const right = new Set(b.map(String));
  return left.size === right.size && [...left].every((value) => right.has(value));
}

/**
 * Contextual `extra_filters` join the chart's own: time extras set the time options (recorded in
 * `applied_time_extras`), column filters become adhoc filters unless the same one is already there.
 */
export function mergeExtraFilters(formData: FormData): void {
  const applied = (
    formData.applied_time_extras && typeof formData.applied_time_extras === 'object' ? formData.applied_time_extras : {}
  ) as FormData;
  formData.applied_time_extras = applied;
  const adhoc = (Array.isArray(formData.adhoc_filters) ? formData.adhoc_filters : []) as FormData[];
  formData.adhoc_filters = adhoc;
  if (!Array.isArray(formData.extra_filters)) return;
  const existing = new Map<string, unknown>();
  for (const filter of adhoc) {
    if (filter.expressionType === 'SIMPLE' && filter.comparator !== undefined && filter.comparator !== null && filter.subject !== undefined)
      existing.set(filterKey(filter), filter.comparator);
  }
  for (const raw of formData.extra_filters as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const filter: FormData = { ...(raw as FormData), isExtra: true };
    const timeExtra = TIME_EXTRAS[String(filter.col)];
    if (timeExtra) {
      if (filter.val && filter.val !== NO_TIME_RANGE) {
        formData[timeExtra] = filter.val;
        applied[String(filter.col)] = filter.val;
      }
    } else if (filter.val && !(Array.isArray(filter.val) && filter.val.length === 0)) {
      const key = filterKey(filter);
      if (!existing.has(key) || !sameValues(existing.get(key), filter.val)) adhoc.push(simpleFilterToAdhoc(filter));
    }
  }
  delete formData.extra_filters;
}

/** `<id>__<type>` of the form data, or null when it names no dataset (or `None` for a deleted one). */
export function datasourceOf(formData: FormData): { id: number; type: string } | null {
  const datasource = formData.datasource;
  if (typeof datasource !== 'string' || !datasource.includes('__')) return null;
  const [id, type] = datasource.split('__');
  return /^\d+$/.test(id) ? { id: Number(id), type } : null;
}

/**
 * Explore's form data, merged as Superset's `get_form_data` does: the saved chart's form data, then
 * what the key or permalink stored on top (without the rejected keys), then the permalink's url
 * parameters, legacy time fields and filters brought up to date.
 */
export function mergeExploreFormData(initial: FormData, chartFormData: FormData | null, urlParams?: [string, string][] | null): FormData {
  const stored = Object.fromEntries(
    Object.entries(initial).filter(([key]) => !(REJECTED_FORM_DATA_KEYS as readonly string[]).includes(key)),
  );
  const merged: FormData = { ...(chartFormData ?? {}), ...stored };
  if (urlParams && urlParams.length > 0) merged.url_params = Object.fromEntries(urlParams);
  updateTimeRange(merged);
  convertLegacyFiltersIntoAdhoc(merged);
  mergeExtraFilters(merged);
  return merged;
}
