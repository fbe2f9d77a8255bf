import { serverPlural } from '@tessera/platform';
import { CHART_SHOW_COLUMNS, CHART_SHOW_TITLE } from '@tessera/contracts';
import { buildItemShowResponse } from '../../rest/show-response';

/** Superset's `Deleted 1 chart` / `Deleted 3 charts`. */
export function deletedChartsMessage(count: number): string {
  return serverPlural('Deleted %s chart', 'Deleted %s charts', count, count);
}

/** `GET /api/v1/chart/{id}?q=(columns:!(…),keys:!(…))`. */
export function buildShowResponse(id: number, result: Record<string, unknown>, q: unknown): Record<string, unknown> {
  return buildItemShowResponse(id, result, q, { columns: CHART_SHOW_COLUMNS, title: CHART_SHOW_TITLE });
}
