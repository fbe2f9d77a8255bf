import { createInlineCompletionIndex } from './completion-index.client';
import { CompletionNames, likelyDefaultSchema, TABLE_PAGE_SIZE, type FetchTablePage } from './completion-names';
import { qualifierBefore } from './sql-completer';

/** A server with `count` tables per schema, answering pages like `GET /database/{id}/tables/`. */
function pagedServer(tablesBySchema: Record<string, number>) {
  const requests: { dbId: number; schema: string; page: number; pageSize: number }[] = [];
  const fetchPage: FetchTablePage = async (dbId, { schema, page, pageSize }) => {
    requests.push({ dbId, schema, page, pageSize });
    const count = tablesBySchema[schema] ?? 0;
    const start = page * pageSize;
    const tables = Array.from({ length: Math.max(0, Math.min(pageSize, count - start)) }, (_, n) => ({
      value: `${schema}_t${start + n}`,
      type: 'table' as const,
    }));
    return { count, tables };
  };
  return { fetchPage, requests };
}

const values = (matches: { value: string }[]) => matches.map((match) => match.value);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('CompletionNames', () => {
  it("loads a schema's tables page by page, only when the schema is used, and suggests them", async () => {
    const server = pagedServer({ public: TABLE_PAGE_SIZE + 5, archive: 3 });
    const names = new CompletionNames(createInlineCompletionIndex(), server.fetchPage);
    names.setDatabase(3, null, 'postgresql');
    names.setSchemas(['public', 'archive']);
    expect(server.requests).toEqual([]);
    const first = await names.complete('public_t100', null, 'public');
    expect(values(first)).toContain('public_t1000');
    await settle();
    expect(server.requests).toEqual([
      { dbId: 3, schema: 'public', page: 0, pageSize: TABLE_PAGE_SIZE },
      { dbId: 3, schema: 'public', page: 1, pageSize: TABLE_PAGE_SIZE },
    ]);
    expect(values(await names.complete('public_t1004', null, 'public'))).toEqual(['public_t1004']);
    // Another schema's tables come only once that schema is typed before a dot.
    expect(values(await names.complete('', 'archive', 'public'))).toEqual(['archive_t0', 'archive_t1', 'archive_t2']);
    expect(server.requests.filter((request) => request.schema === 'archive')).toHaveLength(1);
  });

  it("suggests the tables of the database's usual schema while the tab has no schema chosen", async () => {
    const server = pagedServer({ public: 2, information_schema: 50 });
    const names = new CompletionNames(createInlineCompletionIndex(), server.fetchPage);
    names.setDatabase(3, null, 'postgresql');
    names.setSchemas(['information_schema', 'public']);
    expect(values(await names.complete('public_t', null, null))).toEqual(['public_t0', 'public_t1']);
    expect(server.requests.map((request) => request.schema)).toEqual(['public']);
  });

  it('offers the functions the database reports, once per name, and drops them when the database changes', async () => {
    const asked: number[] = [];
    const fetchFunctions = async (dbId: number) => {
      asked.push(dbId);
      return dbId === 3 ? ['date_trunc', 'jsonb_path_query', 'my_udf'] : ['duck_only'];
    };
    const names = new CompletionNames(createInlineCompletionIndex(), pagedServer({}).fetchPage, fetchFunctions);
    names.setDatabase(3, null, 'postgresql');
    await settle();
    expect(values(await names.complete('my_u', null, null))).toEqual(['my_udf']);
    expect(values(await names.complete('jsonb_path_q', null, null))).toEqual(['jsonb_path_query']);
    expect(values(await names.complete('DATE_TR', null, null))).toEqual(['DATE_TRUNC']);
    names.setDatabase(4, null, 'duckdb');
    await settle();
    expect(values(await names.complete('my_u', null, null))).toEqual([]);
    expect(values(await names.complete('duck_o', null, null))).toEqual(['duck_only']);
    expect(asked).toEqual([3, 4]);
  });

  it("offers the dialect's keywords and functions, the schemas and the columns of the open table panes", async () => {
    const names = new CompletionNames(createInlineCompletionIndex(), pagedServer({}).fetchPage);
    names.setDatabase(3, null, 'postgresql');
    names.setSchemas(['public']);
    names.setPaneTables([{ schema: 'public', name: 'orders', columns: [{ name: 'placed_at' }, { name: 'total' }] }]);
    expect(values(await names.complete('DATE_TR', null, null))).toEqual(['DATE_TRUNC']);
    expect(values(await names.complete('pub', null, null))).toEqual(['public']);
    expect(values(await names.complete('', 'orders', null))).toEqual(['placed_at', 'total']);
    // The same database, its backend known only once the database list arrives.
    names.setDatabase(4, null, null);
    expect(values(await names.complete('GROUP_CO', null, null))).toEqual([]);
    names.setDatabase(4, null, 'mysql');
    expect(values(await names.complete('GROUP_CO', null, null))).toEqual(['GROUP_CONCAT']);
    expect(values(await names.complete('DATE_TR', null, null))).toEqual([]);
    expect(values(await names.complete('pub', null, null))).toEqual([]);
  });

  it('drops pages that arrive after the database changed', async () => {
    let answer: (page: { count: number; tables: { value: string; type: 'table' }[] }) => void = () => undefined;
    const names = new CompletionNames(createInlineCompletionIndex(), () => new Promise((resolve) => (answer = resolve)));
    names.setDatabase(3, null, 'postgresql');
    const loading = names.loadTables('public');
    names.setDatabase(4, null, 'postgresql');
    answer({ count: 1, tables: [{ value: 'stale_table', type: 'table' }] });
    await loading;
    expect(values(await names.complete('stale', null, null))).toEqual([]);
  });
});

describe('likelyDefaultSchema', () => {
  it('prefers the usual default schemas, then any schema that is not the database catalogue', () => {
    expect(likelyDefaultSchema(['information_schema', 'public', 'sales'])).toBe('public');
    expect(likelyDefaultSchema(['information_schema', 'pg_catalog', 'sales'])).toBe('sales');
    expect(likelyDefaultSchema(['information_schema'])).toBeNull();
  });
});

describe('qualifierBefore', () => {
  it('reads the name before a trailing dot', () => {
    expect(qualifierBefore('SELECT * FROM public.')).toBe('public');
    expect(qualifierBefore('SELECT o.')).toBe('o');
    expect(qualifierBefore('SELECT * FROM "My Schema".')).toBe('My Schema');
    expect(qualifierBefore('SELECT * FROM ')).toBeNull();
  });
});
