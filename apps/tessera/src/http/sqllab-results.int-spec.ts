import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { clientIdSequence, rison, waitForQueryState } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

/** What the SQL editor reads after a run: the change feed since a moment, and CSV exports with their row limit stated. */
describe('SQL editor results over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  let databaseId: number;
  const nextClientId = clientIdSequence();
  const table = `export_rows_${Date.now().toString(36)}`;

  const execute = (fields: Record<string, unknown>) => admin.post('/api/v1/sqllab/execute/', { database_id: databaseId, ...fields });

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: PG, expose_in_sqllab: true });
    databaseId = database.body.id;
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    await warehouse.query(`CREATE TABLE public.${table} AS SELECT n FROM generate_series(1, 30000) AS n`);
  });

  afterAll(async () => {
    await warehouse?.query(`DROP TABLE IF EXISTS public.${table}`);
    await warehouse?.end();
    await app?.stop();
  });

  it('lists only the queries changed since last_updated_ms', async () => {
    const before = nextClientId();
    await execute({ client_id: before, sql: 'SELECT 1 AS early' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const since = Date.now();
    const after = nextClientId();
    await execute({ client_id: after, sql: 'SELECT 2 AS late' });

    const changed = await admin.get(`/api/v1/query/updated_since?q=${rison(`(last_updated_ms:${since})`)}`);
    expect(changed.status).toBe(200);
    const ids = changed.body.result.map((query: { id: string }) => query.id);
    expect(ids).toContain(after);
    expect(ids).not.toContain(before);
    expect(changed.body.result.find((query: { id: string }) => query.id === after)).toMatchObject({
      state: 'success',
      sql: 'SELECT 2 AS late',
    });

    const everything = await admin.get(`/api/v1/query/updated_since?q=${rison('(last_updated_ms:0)')}`);
    expect(everything.body.result.map((query: { id: string }) => query.id)).toEqual(expect.arrayContaining([before, after]));
    expect((await admin.get(`/api/v1/query/updated_since?q=${rison('(last_updated_ms:oops)')}`)).status).toBe(400);
  });

  it('states the row limit of an export cut by the limit dropdown, and not of a whole one', async () => {
    const cut = nextClientId();
    const ran = await execute({ client_id: cut, sql: 'SELECT n FROM generate_series(1, 5) AS n ORDER BY n', queryLimit: 3 });
    expect(ran.body.query).toMatchObject({ rows: 3, limitingFactor: 'DROPDOWN' });
    const limited = await admin.get(`/api/v1/sqllab/export/${cut}/`);
    expect(limited.headers.get('x-row-limit')).toBe('3');
    expect(limited.body).toBe('n\r\n1\r\n2\r\n3\r\n');

    const whole = nextClientId();
    await execute({ client_id: whole, sql: 'SELECT n FROM generate_series(1, 2) AS n ORDER BY n', queryLimit: 3 });
    const complete = await admin.get(`/api/v1/sqllab/export/${whole}/`);
    expect(complete.headers.get('x-row-limit')).toBeNull();
    expect(complete.body).toBe('n\r\n1\r\n2\r\n');
  });

  it('exports a large result by streaming it from the database again, cut at the same limit', async () => {
    const clientId = nextClientId();
    const ran = await execute({ client_id: clientId, sql: `SELECT n FROM public.${table} ORDER BY n`, queryLimit: 20000 });
    // More rows than the first page: the answer comes while the rest is still being stored.
    expect(ran.body.data).toHaveLength(10000);
    expect(await waitForQueryState(admin, clientId, ['success'])).toMatchObject({ rows: 20000, limitingFactor: 'DROPDOWN' });
    // Changed rows show the export read the database, not the stored copy of the results.
    await warehouse.query(`UPDATE public.${table} SET n = n + 1000000`);

    const csv = await admin.get(`/api/v1/sqllab/export/${clientId}/`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('x-row-limit')).toBe('20000');
    const lines = (csv.body as string).split('\r\n');
    expect(lines).toHaveLength(20002); // header, 20,000 rows and the empty string after the last line break
    expect(lines.slice(0, 3)).toEqual(['n', '1000001', '1000002']);
    expect(lines[20000]).toBe('1020000');
  });
});
