import { type ListReply, type ListRequest, type ListResourceSpec, type RequestDescriptor } from '@tessera/contracts';
import type { BusClient } from '@tessera/platform';
import { parseListQuery } from './list-query.parser';
import { buildListResponse } from './list-response.builder';

/** `GET /api/v1/<resource>/?q=…`: parse and validate, ask the service, add the metadata blocks. */
export async function listResource(
  bus: BusClient,
  descriptor: RequestDescriptor<ListRequest, ListReply<any>>,
  spec: ListResourceSpec,
  q: unknown,
): Promise<Record<string, unknown>> {
  const query = parseListQuery(q, spec);
  const page = await bus.request(descriptor, { query });
  return buildListResponse(page, query, spec);
}

/** Flask-AppBuilder's item envelope for `GET /<resource>/{id}` and create/update answers. */
export function itemResponse<T extends { id?: number | string }>(result: T): { id: number | string | undefined; result: T } {
  return { id: result.id, result };
}
