import type { ListQuery, ListResourceSpec } from '@tessera/contracts';

/** What a service answers to a list request; the gateway adds the metadata blocks. */
export interface ListPage {
  count: number;
  ids: (number | string)[];
  result: Record<string, unknown>[];
}

/** `changed_by.first_name` → `Changed By First Name`, as Flask-AppBuilder labels columns. */
export function labelFor(column: string, spec: Pick<ListResourceSpec, 'labels'>): string {
  return (
    spec.labels?.[column] ??
    column
      .split(/[._]/)
      .filter(Boolean)
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/**
 * Superset's list response: `{count, ids, result}` plus the metadata blocks asked for in `keys`
 * (all of them when `keys` is omitted, none with `keys:!(none)`), with `columns` pruning each row.
 */
export function buildListResponse(page: ListPage, query: ListQuery, spec: ListResourceSpec): Record<string, unknown> {
  const shownColumns = query.columns ?? query.selectColumns ?? [...spec.listColumns];
  const result = query.columns ? page.result.map((row) => pruneRow(row, query.columns as string[])) : page.result;
  const response: Record<string, unknown> = { count: page.count, ids: page.ids, result };
  const keys = query.keys ?? ['list_columns', 'order_columns', 'label_columns', 'description_columns', 'list_title'];
  if (keys.includes('none')) return response;
  if (keys.includes('list_columns')) response.list_columns = shownColumns;
  if (keys.includes('order_columns')) response.order_columns = [...spec.orderColumns];
  if (keys.includes('label_columns')) response.label_columns = Object.fromEntries(shownColumns.map((c) => [c, labelFor(c, spec)]));
  if (keys.includes('description_columns')) response.description_columns = {};
  if (keys.includes('list_title')) response.list_title = spec.listTitle;
  return response;
}

/** Keeps the listed columns; dotted ones (`owners.id`) keep that field inside nested objects and lists. */
export function pruneRow(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  const pruned: Record<string, unknown> = {};
  for (const column of columns) {
    const [head, ...rest] = column.split('.');
    if (!(head in row)) continue;
    if (rest.length === 0) {
      pruned[head] = row[head];
      continue;
    }
    const nested = row[head];
    const pick = (value: unknown) => {
      const source = (value ?? {}) as Record<string, unknown>;
      return pruneRow(source, [rest.join('.')]);
    };
    const existing = pruned[head];
    if (Array.isArray(nested)) {
      const picked = nested.map(pick);
      pruned[head] = Array.isArray(existing) ? existing.map((e, i) => ({ ...(e as object), ...picked[i] })) : picked;
    } else if (nested !== null && typeof nested === 'object') {
      pruned[head] = { ...((existing as object) ?? {}), ...pick(nested) };
    } else {
      pruned[head] = nested;
    }
  }
  return pruned;
}
