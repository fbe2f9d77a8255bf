import type { ListResourceSpec } from '../rest/list-query.types';

/** `GET /api/v1/tag/` as Superset's TagRestApi lists it. */
export const TAG_LIST_SPEC: ListResourceSpec = {
  resource: 'tag',
  listTitle: 'List Tags',
  listColumns: [
    'id',
    'name',
    'type',
    'description',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'created_by.last_name',
    'created_by.id',
    'created_on_delta_humanized',
  ],
  orderColumns: ['name', 'type', 'changed_on_delta_humanized', 'created_on_delta_humanized', 'created_by.first_name'],
  searchColumns: {
    id: ['eq', 'in'],
    name: ['ct', 'sw', 'ew', 'eq', 'nct', 'neq'],
    type: ['eq', 'neq'],
    created_by: ['rel_o_m', 'eq'],
  },
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
  relatedFields: ['created_by', 'changed_by'],
};
