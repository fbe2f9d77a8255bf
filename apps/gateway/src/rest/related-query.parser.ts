import { badRequest, type RelatedQuery } from '@tessera/contracts';
import { decodeQueryObject, integerField } from './rison-query';
import { serverText } from '@tessera/platform';

/** Parses `q` of `related/{column}` and `distinct/{column}`: `(filter, page, page_size, include_ids)`. */
export function parseRelatedQuery(q: unknown, maxPageSize: number): RelatedQuery {
  const raw = decodeQueryObject(q, ['filter', 'page', 'page_size', 'include_ids']);
  if (raw.filter !== undefined && typeof raw.filter !== 'string')
    throw badRequest(serverText('Not a valid rison schema: filter must be text'));
  const page = integerField(raw.page, 'page', { min: 0 });
  const requested = integerField(raw.page_size, 'page_size');
  const includeIds = raw.include_ids;
  if (includeIds !== undefined) {
    if (!Array.isArray(includeIds) || includeIds.some((id) => typeof id !== 'number' && typeof id !== 'string')) {
      throw badRequest(serverText('Not a valid rison schema: include_ids must be a list of ids'));
    }
    // Superset refuses include_ids with a page: the ids are meant to pin selected values on the first page.
    if (page !== undefined && page > 0) throw badRequest(serverText('include_ids cannot be combined with a page other than 0'));
  }
  return {
    filter: (raw.filter as string | undefined) ?? '',
    page: page ?? 0,
    pageSize: requested === undefined ? Math.min(20, maxPageSize) : requested < 1 || requested > maxPageSize ? maxPageSize : requested,
    ...(includeIds ? { includeIds: includeIds as (number | string)[] } : {}),
  };
}
