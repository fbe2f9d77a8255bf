import { badRequest } from '@tessera/contracts';
import { labelFor, pruneRow } from './list-response.builder';
import { decodeQueryObject } from './rison-query';
import { serverText } from '@tessera/platform';

const SHOW_KEYS = ['show_columns', 'description_columns', 'label_columns', 'show_title', 'none'] as const;

/** What a resource's `GET /{id}` can show: its show columns and title (`Show Chart`). */
export interface ShowSpec {
  columns: readonly string[];
  title: string;
}

/**
 * Flask-AppBuilder's item response for `GET /api/v1/<resource>/{id}?q=(columns:!(…),keys:!(…))`: the
 * result pruned to `columns` (all show columns by default) and the metadata blocks asked for in `keys`.
 */
export function buildItemShowResponse(id: number, result: Record<string, unknown>, q: unknown, spec: ShowSpec): Record<string, unknown> {
  const raw = decodeQueryObject(q, ['columns', 'keys']);
  const columns = nameList(raw.columns, 'columns') ?? [...spec.columns];
  for (const column of columns) {
    if (!spec.columns.includes(column)) throw badRequest(serverText('Invalid column: %s', column));
  }
  const keys = nameList(raw.keys, 'keys') ?? SHOW_KEYS.filter((key) => key !== 'none');
  for (const key of keys) {
    if (!(SHOW_KEYS as readonly string[]).includes(key)) throw badRequest(serverText('Not a valid rison schema: unknown key "%s"', key));
  }
  const response: Record<string, unknown> = { id, result: pruneRow(result, columns) };
  if (keys.includes('none')) return response;
  if (keys.includes('show_columns')) response.show_columns = columns;
  if (keys.includes('label_columns')) response.label_columns = Object.fromEntries(columns.map((column) => [column, labelFor(column, {})]));
  if (keys.includes('description_columns')) response.description_columns = {};
  if (keys.includes('show_title')) response.show_title = spec.title;
  return response;
}

function nameList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    throw badRequest(serverText('Not a valid rison schema: %s must be a list of names', name));
  return value as string[];
}
