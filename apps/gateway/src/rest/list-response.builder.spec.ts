import type { ListResourceSpec } from '@tessera/contracts';
import { buildListResponse, labelFor, pruneRow } from './list-response.builder';

const spec: ListResourceSpec = {
  resource: 'chart',
  listTitle: 'List Charts',
  listColumns: ['id', 'slice_name', 'owners.id'],
  orderColumns: ['slice_name'],
  searchColumns: {},
  defaultOrder: { column: 'slice_name', direction: 'asc' },
  defaultPageSize: 20,
  maxPageSize: 100,
};
const base = { filters: [], orderColumn: 'slice_name', orderDirection: 'asc' as const, page: 0, pageSize: 20 };
const page = { count: 1, ids: [3], result: [{ id: 3, slice_name: 'Games', owners: [{ id: 1, first_name: 'a' }] }] };

describe('buildListResponse', () => {
  it('adds every metadata block by default', () => {
    expect(buildListResponse(page, base, spec)).toEqual({
      ...page,
      list_columns: ['id', 'slice_name', 'owners.id'],
      order_columns: ['slice_name'],
      label_columns: { id: 'Id', slice_name: 'Slice Name', 'owners.id': 'Owners Id' },
      description_columns: {},
      list_title: 'List Charts',
    });
  });

  it('adds nothing with keys none and prunes rows to the asked columns', () => {
    const response = buildListResponse(page, { ...base, keys: ['none'], columns: ['id', 'owners.id'] }, spec);
    expect(response).toEqual({ count: 1, ids: [3], result: [{ id: 3, owners: [{ id: 1 }] }] });
  });
});

describe('pruneRow', () => {
  it('merges several dotted columns of one relation', () => {
    expect(pruneRow({ owners: [{ id: 1, first_name: 'a', email: 'x' }] }, ['owners.id', 'owners.first_name'])).toEqual({
      owners: [{ id: 1, first_name: 'a' }],
    });
  });
});

describe('labelFor', () => {
  it('humanises names unless the spec labels them', () => {
    expect(labelFor('changed_by.first_name', {})).toBe('Changed By First Name');
    expect(labelFor('slice_name', { labels: { slice_name: 'Chart' } })).toBe('Chart');
  });
});
