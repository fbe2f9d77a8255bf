import { defineRequest } from '../bus/descriptor';
import {
  TableSchemaCreateRequest,
  TableSchemaExpandedRequest,
  TableSchemaIdRequest,
  TabStateCreateRequest,
  TabStateIdRequest,
  TabStateQueryRequest,
  TabStateUpdateRequest,
} from './tab-state.dto';
import type { TabStateView } from './saved-query.types';

/** SQL editor tabs of the caller (`/tabstateview/*`); another user's tab is FORBIDDEN, a missing one NOT_FOUND. */
export const TabStates = {
  create: defineRequest<TabStateCreateRequest, { id: number }>('sql.tab-state.create', TabStateCreateRequest, null),
  get: defineRequest<TabStateIdRequest, TabStateView>('sql.tab-state.get', TabStateIdRequest, null),
  update: defineRequest<TabStateUpdateRequest, { id: number }>('sql.tab-state.update', TabStateUpdateRequest, null),
  delete: defineRequest<TabStateIdRequest, { deleted: number }>('sql.tab-state.delete', TabStateIdRequest, null),
  activate: defineRequest<TabStateIdRequest, { id: number }>('sql.tab-state.activate', TabStateIdRequest, null),
  migrateQuery: defineRequest<TabStateQueryRequest, { id: number }>('sql.tab-state.migrate-query', TabStateQueryRequest, null),
  deleteQuery: defineRequest<TabStateQueryRequest, { deleted: number }>('sql.tab-state.delete-query', TabStateQueryRequest, null),
};

/** Table panes of the caller's tabs (`/tableschemaview/*`). */
export const TableSchemas = {
  create: defineRequest<TableSchemaCreateRequest, { id: number }>('sql.table-schema.create', TableSchemaCreateRequest, null),
  delete: defineRequest<TableSchemaIdRequest, { deleted: number }>('sql.table-schema.delete', TableSchemaIdRequest, null),
  expanded: defineRequest<TableSchemaExpandedRequest, { id: number; expanded: boolean }>(
    'sql.table-schema.expanded',
    TableSchemaExpandedRequest,
    null,
  ),
};
