import { badRequest } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

/** One filter of a warm-up's `extra_filters`, as Superset's logs record them (`{col, op, val}`). */
export interface WarmUpFilter {
  col: string;
  op: string;
  val?: unknown;
}

/** Reads `extra_filters` (a JSON list of `{col, op, val}`); a malformed list is a 400, never an unfiltered warm-up. */
export function parseWarmUpFilters(raw: string | undefined): WarmUpFilter[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(serverText('extra_filters must be a JSON list of {col, op, val} filters'));
  }
  if (!Array.isArray(parsed)) throw badRequest(serverText('extra_filters must be a JSON list of {col, op, val} filters'));
  return parsed.map((filter, index) => {
    const { col, op, val } = (filter ?? {}) as Record<string, unknown>;
    if (typeof col !== 'string' || !col || typeof op !== 'string' || !op)
      throw badRequest(serverText('extra_filters[%s] needs a column name (col) and an operator (op)', index));
    return { col, op, ...(val !== undefined ? { val } : {}) };
  });
}

/** The saved query context with the filters added to each of its queries. */
export function withWarmUpFilters(context: Record<string, unknown>, filters: readonly WarmUpFilter[]): Record<string, unknown> {
  if (filters.length === 0 || !Array.isArray(context.queries)) return context;
  const queries = (context.queries as Record<string, unknown>[]).map((query) => ({
    ...query,
    filters: [...(Array.isArray(query.filters) ? query.filters : []), ...filters],
  }));
  return { ...context, queries };
}
