import { ErrorCode, TesseraError, type ListResourceSpec } from '@tessera/contracts';
import { parseListQuery } from './list-query.parser';

const spec: ListResourceSpec = {
  resource: 'chart',
  listTitle: 'List Charts',
  listColumns: ['id', 'slice_name', 'owners.id', 'changed_on_delta_humanized'],
  orderColumns: ['slice_name', 'changed_on_delta_humanized'],
  searchColumns: { slice_name: ['ct', 'sw', 'eq'], id: ['chart_is_favorite'] },
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
};

function problem(q: string): string {
  try {
    parseListQuery(q, spec);
  } catch (error) {
    expect(error).toBeInstanceOf(TesseraError);
    expect((error as TesseraError).code).toBe(ErrorCode.BAD_REQUEST);
    return (error as Error).message;
  }
  throw new Error('expected a 400');
}

describe('parseListQuery', () => {
  it('gives the defaults without q', () => {
    expect(parseListQuery(undefined, spec)).toEqual({
      filters: [],
      orderColumn: 'changed_on_delta_humanized',
      orderDirection: 'desc',
      page: 0,
      pageSize: 20,
    });
  });

  it('reads filters, order, paging, columns and keys', () => {
    const query = parseListQuery(
      "(filters:!((col:slice_name,opr:ct,value:'sales q1')),order_column:slice_name,order_direction:asc,page:2,page_size:25,columns:!(id,slice_name),keys:!(list_columns))",
      spec,
    );
    expect(query).toEqual({
      filters: [{ col: 'slice_name', opr: 'ct', value: 'sales q1' }],
      orderColumn: 'slice_name',
      orderDirection: 'asc',
      page: 2,
      pageSize: 25,
      columns: ['id', 'slice_name'],
      keys: ['list_columns'],
    });
  });

  it('accepts JSON when q is not rison', () => {
    expect(parseListQuery('{"page": 1}', spec).page).toBe(1);
  });

  it('caps page sizes over the maximum, and below 1, to the maximum', () => {
    expect(parseListQuery('(page_size:5000)', spec).pageSize).toBe(100);
    expect(parseListQuery('(page_size:0)', spec).pageSize).toBe(100);
    expect(parseListQuery('(page_size:-1)', spec, 250).pageSize).toBe(250);
  });

  it.each([
    ['(page:', 'Not a valid rison/json argument'],
    ['!(1,2)', 'q must be an object'],
    ['(colour:red)', 'unknown field "colour"'],
    ['(filters:!((col:secret,opr:eq,value:1)))', 'Filter column: secret not allowed to filter'],
    ['(filters:!((col:slice_name,opr:drop_table,value:1)))', 'Filter operator: drop_table not allowed on slice_name'],
    ['(filters:!((col:slice_name,opr:eq)))', 'needs col, opr and value'],
    ['(order_column:password)', 'Invalid order by column: password'],
    ['(order_column:slice_name,order_direction:sideways)', 'Invalid order direction: sideways'],
    ['(page:-1)', 'page must be at least 0'],
    ['(page:1.5)', 'page must be an integer'],
    ['(columns:!(id),select_columns:!(id))', 'cannot be combined'],
    ['(columns:!(password))', 'Invalid column: password'],
  ])('refuses %s', (q, message) => {
    expect(problem(q)).toContain(message);
  });
});
