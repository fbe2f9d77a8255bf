import { defineRequest } from '../bus/descriptor';
import { DistinctRequest, ListRequest, type DistinctReply, type ListReply } from '../rest/list-query.dto';
import { SavedQueryCreateRequest, SavedQueryIdRequest, SavedQueryIdsRequest, SavedQueryUpdateRequest } from './saved-query.dto';
import type { SavedQueryListRow, SavedQueryView } from './saved-query.types';

/** Saved queries of the caller (Superset shows each user their own). Tags and stars: object type `query`. */
export const SavedQueries = {
  list: defineRequest<ListRequest, ListReply<SavedQueryListRow>>('sql.saved-query.list', ListRequest, null),
  get: defineRequest<SavedQueryIdRequest, SavedQueryView>('sql.saved-query.get', SavedQueryIdRequest, null),
  create: defineRequest<SavedQueryCreateRequest, SavedQueryView>('sql.saved-query.create', SavedQueryCreateRequest, null),
  update: defineRequest<SavedQueryUpdateRequest, SavedQueryView>('sql.saved-query.update', SavedQueryUpdateRequest, null),
  delete: defineRequest<SavedQueryIdsRequest, { deleted: number }>('sql.saved-query.delete', SavedQueryIdsRequest, null),
  related: defineRequest<DistinctRequest, DistinctReply>('sql.saved-query.related', DistinctRequest, null),
  distinct: defineRequest<DistinctRequest, DistinctReply>('sql.saved-query.distinct', DistinctRequest, null),
};
