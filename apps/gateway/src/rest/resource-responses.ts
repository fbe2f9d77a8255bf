import { type ListReply, type ListRequest, type ListResourceSpec, type RequestDescriptor } from '@tessera/contracts';
import type { BusClient } from '@tessera/platform';
import { parseListQuery } from './list-query.parser';
import { buildListResponse, type ListPage } from './list-response.builder';

/** `GET /api/v1/<resource>/?q=…`: parse and validate, ask the service, add the metadata blocks. */
export async function listResource(
  bus: BusClient,
  descriptor: RequestDescriptor<ListRequest, ListReply<object>>,
  spec: ListResourceSpec,
  q: unknown,
): Promise<Record<string, unknown>> {
  const query = parseListQuery(q, spec);
  const page = await bus.request(descriptor, { query });
  // The rows arrive as plain JSON objects; the response builder reads their fields by name.
  return buildListResponse(page as ListPage, query, spec);
}

/** Flask-AppBuilder's item envelope for `GET /<resource>/{id}` and create/update answers. */
export function itemResponse<T extends { id?: number | string }>(result: T): { id: number | string | undefined; result: T } {
  return { id: result.id, result };
}
