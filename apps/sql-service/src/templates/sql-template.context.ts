import { templateFunction } from './template-values';

/** Who runs the query, for `current_username()` and `current_user_id()`. */
export interface TemplateUser {
  id: number | null;
  username: string;
}

interface FilterEntry {
  col?: unknown;
  op?: unknown;
  val?: unknown;
}

const VALUE_OPERATORS = new Set(['IN', 'NOT IN', '==', '!=', 'ILIKE', 'LIKE']);

/** `_filters` in the template parameters stands in for dashboard filters in the editor, as in Superset. */
function filtersOf(params: Record<string, unknown>, column: unknown): FilterEntry[] {
  const filters = Array.isArray(params._filters) ? (params._filters as FilterEntry[]) : [];
  return filters.filter((filter) => filter && typeof filter === 'object' && filter.col === column);
}

function range(args: unknown[]): number[] {
  const [start, stop, step] = args.length === 1 ? [0, Number(args[0]), 1] : [Number(args[0]), Number(args[1]), Number(args[2] ?? 1)];
  if (!Number.isFinite(start) || !Number.isFinite(stop) || !step) return [];
  const values: number[] = [];
  for (let value = start; step > 0 ? value < stop : value > stop; value += step) {
    values.push(value);
    if (values.length > 100_000) break;
  }
  return values;
}

/**
 * The variables and functions a SQL editor template sees: Superset's macros (`url_param`,
 * `current_username`, `current_user_id`, `filter_values`, `get_filters`, `from_dttm`, `to_dttm`),
 * then the template parameters, which win over any of them.
 */
export function sqlTemplateScope(params: Record<string, unknown>, user: TemplateUser): Map<string, unknown> {
  const urlParams = params.url_params && typeof params.url_params === 'object' ? (params.url_params as Record<string, unknown>) : {};
  const scope = new Map<string, unknown>([
    [
      'url_param',
      templateFunction(([name, fallback = null, , escape = true], kwargs) => {
        const key = String(name);
        const value = Object.hasOwn(urlParams, key) ? urlParams[key] : (kwargs.default ?? fallback);
        const escapeResult = kwargs.escape_result ?? escape;
        return typeof value === 'string' && escapeResult !== false ? value.replace(/'/g, "''") : value;
      }),
    ],
    ['current_username', templateFunction(() => user.username)],
    ['current_user_id', templateFunction(() => user.id)],
    [
      'filter_values',
      templateFunction(([column, fallback = null], kwargs) => {
        const values = filtersOf(params, column)
          .filter((filter) => VALUE_OPERATORS.has(String(filter.op ?? '').toUpperCase()))
          .flatMap((filter) => (Array.isArray(filter.val) ? filter.val : [filter.val]));
        const defaultValue = kwargs.default ?? fallback;
        return values.length === 0 && defaultValue !== null && defaultValue !== undefined ? [defaultValue] : values;
      }),
    ],
    [
      'get_filters',
      templateFunction(([column]) => filtersOf(params, column).map((filter) => ({ op: filter.op, col: filter.col, val: filter.val }))),
    ],
    ['cache_key_wrapper', templateFunction(([value]) => value)],
    ['range', templateFunction((args) => range(args))],
    ['from_dttm', null],
    ['to_dttm', null],
  ]);
  for (const [key, value] of Object.entries(params)) scope.set(key, value);
  return scope;
}
