import type { ListResourceSpec } from '../rest/list-query.types';

const TEXT = ['ct', 'sw', 'ew', 'eq', 'nct', 'nsw', 'new', 'neq'] as const;
const WHEN = ['eq', 'neq', 'gt', 'lt'] as const;

/**
 * `GET /api/v1/query/` as Superset's QueryRestApi lists it: the query history (the columns the
 * spec lists for the query search page). Non-admins see only their own queries.
 */
export const QUERY_LIST_SPEC: ListResourceSpec = {
  resource: 'query',
  listTitle: 'List Query',
  listColumns: [
    'id',
    'changed_on',
    'database.database_name',
    'executed_sql',
    'rows',
    'schema',
    'sql',
    'sql_tables',
    'status',
    'tab_name',
    'user.first_name',
    'user.id',
    'user.last_name',
    'start_time',
    'end_time',
    'tmp_table_name',
    'tracking_url',
  ],
  orderColumns: ['changed_on', 'database.database_name', 'rows', 'schema', 'start_time', 'sql', 'tab_name', 'user.first_name'],
  searchColumns: {
    changed_on: WHEN,
    database: ['rel_o_m', 'nrel_o_m'],
    sql: TEXT,
    status: ['eq', 'neq', 'in'],
    user: ['rel_o_m', 'nrel_o_m'],
    // 'between' takes [from, to] in epoch milliseconds: the history page's time range filter.
    start_time: [...WHEN, 'between'],
  },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
  relatedFields: ['database', 'user'],
  distinctFields: ['status'],
  epochMsColumns: ['start_time'],
};

/** `GET /api/v1/saved_query/` as Superset's SavedQueryRestApi lists it (each user sees their own). */
export const SAVED_QUERY_LIST_SPEC: ListResourceSpec = {
  resource: 'saved_query',
  listTitle: 'List Saved Query',
  listColumns: [
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.id',
    'changed_by.last_name',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'database.database_name',
    'database.id',
    'db_id',
    'description',
    'extra',
    'id',
    'label',
    'last_run_delta_humanized',
    'rows',
    'schema',
    'sql',
    'sql_tables',
    'tags.id',
    'tags.name',
    'tags.type',
  ],
  orderColumns: [
    'schema',
    'label',
    'description',
    'sql',
    'rows',
    'created_by.first_name',
    'database.database_name',
    'created_on',
    'changed_on_delta_humanized',
    'last_run_delta_humanized',
  ],
  searchColumns: {
    id: ['eq', 'in', 'saved_query_is_fav', 'saved_query_tags', 'saved_query_tag_id'],
    database: ['rel_o_m', 'nrel_o_m'],
    label: [...TEXT, 'all_text'],
    schema: TEXT,
    catalog: TEXT,
    created_by: ['rel_o_m', 'nrel_o_m'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
    tags: ['saved_query_tags', 'saved_query_tag_id'],
  },
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
  relatedFields: ['database', 'created_by', 'changed_by'],
  distinctFields: ['catalog', 'schema'],
};
