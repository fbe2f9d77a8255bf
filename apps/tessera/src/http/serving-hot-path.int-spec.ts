import { RoleService } from '@tessera/security';
import { Client } from 'pg';
import { browserSession } from '../testing/browser-session';
import { seedDataset } from '../testing/dataset-seed';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const schema = `tessera_hot_${Date.now()}`;

/**
 * The serving hot path (issue: hundreds of viewers on one dashboard): a warm chart-data request is
 * answered by the gateway from its answer cache, touching neither the metadata store nor the bus,
 * and that cache never gives one access context another's answer.
 */
describe('the chart-data hot path', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let datasetId: number;
  let manyRowsId: number;
  let readerRoleId: number;
  const pg = new Client({ connectionString: PG });

  const context = (overrides: Record<string, unknown> = {}, rowLimit = 100) => ({
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['count', false]], row_limit: rowLimit }],
    result_format: 'json',
    result_type: 'full',
    ...overrides,
  });

  /** Sum of a counter over all its series, read from the process's own registry. */
  async function counter(name: string, where: (labels: Record<string, string | number>) => boolean = () => true): Promise<number> {
    const metric = app.harness.runtime.metrics.registry.getSingleMetric(name);
    if (!metric) throw new Error(`no metric ${name}`);
    const { values } = await metric.get();
    return values.filter((value) => where(value.labels as Record<string, string | number>)).reduce((sum, value) => sum + value.value, 0);
  }
  const hits = () => counter('tessera_chart_answer_cache_total', (labels) => labels.outcome === 'hit');

  /** Waits until background work (permission reconciliation, seeding) has stopped touching the store. */
  async function quietStore(): Promise<void> {
    let previous = await counter('tessera_metadata_queries_total');
    for (let i = 0; i < 50; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const current = await counter('tessera_metadata_queries_total');
      if (current === previous) return;
      previous = current;
    }
  }

  async function userWithRole(username: string, roleId: number): Promise<ApiSession> {
    const created = await admin.post('/api/v1/security/users/', {
      first_name: username,
      last_name: 'R',
      username,
      email: `${username}@example.com`,
      password: 'rpassword',
      roles: [roleId],
    });
    expect(created.status).toBe(201);
    return ApiSession.login(app.url, username, 'rpassword');
  }

  async function readerRole(name: string): Promise<number> {
    const role = await admin.post('/api/v1/security/roles/', { name });
    await app.gateway.app.get(RoleService).grant(role.body.id, [
      { permission: 'datasource_access', viewMenu: `[pg].[births](id:${datasetId})` },
      { permission: 'can_read', viewMenu: 'Chart' },
      { permission: 'can_read', viewMenu: 'Dashboard' },
    ]);
    return role.body.id;
  }

  /** Asks twice: the service computes the first answer, the second comes from its cache and is kept. */
  async function warm(session: ApiSession, body: unknown): Promise<{ text: string; etag: string | null }> {
    expect((await session.post('/api/v1/chart/data', body)).status).toBe(200);
    const second = await session.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(second.status).toBe(200);
    return { text: await second.text(), etag: second.headers.get('etag') };
  }

  const genders = (body: { result: { data: { gender: string }[] }[] }) => body.result[0].data.map((row) => row.gender).sort();

  beforeAll(async () => {
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.births (ds timestamp, gender text, name text, num int)`);
    await pg.query(
      `INSERT INTO ${schema}.births VALUES ('2001-01-01','boy','Aaron',10),('2001-06-01','girl','Amy',7),('2002-01-01','boy','Bob',5)`,
    );
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: PG });
    const columns = [
      { name: 'ds', type: 'TIMESTAMP', isDttm: true },
      { name: 'gender', type: 'TEXT' },
      { name: 'name', type: 'TEXT' },
      { name: 'num', type: 'INTEGER' },
    ];
    datasetId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: database.body.id,
      tableName: 'births',
      schema,
      mainDttmCol: 'ds',
      columns,
      metrics: [{ name: 'sum__num', expression: 'SUM(num)' }],
    });
    await pg.query(`CREATE TABLE ${schema}.many AS SELECT i AS n, 'name ' || i AS label FROM generate_series(1, 300) i`);
    manyRowsId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: database.body.id,
      tableName: 'many',
      schema,
      columns: [
        { name: 'n', type: 'INTEGER' },
        { name: 'label', type: 'TEXT' },
      ],
    });
    readerRoleId = await readerRole('Births reader');
  });

  afterAll(async () => {
    await app?.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  it('answers a warm request without a metadata-store statement or a bus message, byte for byte as the service did', async () => {
    const body = context({}, 101);
    const warmed = await warm(admin, body);
    await quietStore();
    const before = {
      statements: await counter('tessera_metadata_queries_total'),
      messages: await counter('tessera_bus_messages_total'),
      hits: await hits(),
    };
    const answers: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await admin.fetch('/api/v1/chart/data', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBeTruthy();
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      answers.push(await response.text());
    }
    expect(await counter('tessera_metadata_queries_total')).toBe(before.statements);
    expect(await counter('tessera_bus_messages_total')).toBe(before.messages);
    expect(await hits()).toBe(before.hits + 10);
    expect(new Set(answers)).toEqual(new Set([warmed.text]));
    expect(JSON.parse(warmed.text).result[0]).toMatchObject({ is_cached: true, rowcount: 2 });
  });

  it('answers 304 to a matching If-None-Match and compresses as the client accepts', async () => {
    const body = JSON.stringify({
      ...context({}, 300),
      datasource: { id: manyRowsId, type: 'table' },
      queries: [{ columns: ['label'], metrics: ['count'], orderby: [['count', false]], row_limit: 300 }],
    });
    const warmed = await warm(admin, JSON.parse(body));
    expect(warmed.etag).toMatch(/^W\/"/);
    const post = (headers: Record<string, string>) =>
      admin.fetch('/api/v1/chart/data', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const notModified = await post({ 'if-none-match': warmed.etag! });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect((await post({ 'if-none-match': 'W/"other"' })).status).toBe(200);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await post({ 'accept-encoding': encoding });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('etag')).toBe(warmed.etag);
      expect(Number(compressed.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(warmed.text));
      expect(await compressed.text()).toBe(warmed.text);
    }
  });

  it('shares answers between users of the same roles, and never gives a user under other row-level security their answer', async () => {
    const body = context({}, 103);
    const first = await userWithRole('hot_reader_1', readerRoleId);
    const second = await userWithRole('hot_reader_2', readerRoleId);
    const girlsRole = await readerRole('Births girls');
    const rule = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'hot girls only',
      filter_type: 'Regular',
      clause: "gender = 'girl'",
      tables: [datasetId],
      roles: [girlsRole],
    });
    expect(rule.status).toBe(201);
    const girlsOnly = await userWithRole('hot_girls_reader', girlsRole);

    const warmed = await warm(first, body);
    const before = await hits();
    const shared = await second.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(await shared.text()).toBe(warmed.text);
    expect(await hits()).toBe(before + 1);

    for (let i = 0; i < 3; i += 1) {
      const filtered = await girlsOnly.post('/api/v1/chart/data', body);
      expect(filtered.status).toBe(200);
      expect(genders(filtered.body)).toEqual(['girl']);
    }
    expect(genders((await first.post('/api/v1/chart/data', body)).body)).toEqual(['boy', 'girl']);
  });

  it('refuses a kept answer to a browser session that has ended, while the answer stays for others', async () => {
    const body = context({}, 106);
    const bearerReader = await userWithRole('hot_session_peer', readerRoleId);
    await userWithRole('hot_session_reader', readerRoleId);
    const browser = await browserSession(app.url, 'hot_session_reader', 'rpassword');
    // Kept as it was before the logout, to be replayed after it.
    const cookie = browser.cookieHeader();
    const asBrowser = (headers: Record<string, string> = {}) =>
      fetch(`${app.url}/api/v1/chart/data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: JSON.stringify(body),
      });
    const { result: csrf } = (await (await browser.fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
    // The first answer is computed, the second comes from the service's cache and is kept.
    for (let i = 0; i < 2; i += 1) expect((await asBrowser({ 'X-CSRFToken': csrf })).status).toBe(200);
    const before = await hits();
    expect((await asBrowser({ 'X-CSRFToken': csrf })).status).toBe(200);
    expect(await hits()).toBe(before + 1);

    const logout = await browser.fetch('/logout/', { method: 'POST', headers: { 'X-CSRFToken': csrf } });
    expect(logout.status).toBe(200);
    expect((await asBrowser({ 'X-CSRFToken': csrf })).status).toBe(401);
    expect(await hits()).toBe(before + 1);
    // The answer itself was kept: a reader under the same roles still gets it from memory.
    expect((await bearerReader.post('/api/v1/chart/data', body)).status).toBe(200);
    expect(await hits()).toBe(before + 2);
  });

  it('sees a row-level-security rule added through the API at once, however warm the cache', async () => {
    const body = context({}, 104);
    const role = await readerRole('Births late rule');
    const reader = await userWithRole('hot_late_rule_reader', role);
    await warm(reader, body);
    expect(genders((await reader.post('/api/v1/chart/data', body)).body)).toEqual(['boy', 'girl']);
    const rule = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'late: boys only',
      filter_type: 'Regular',
      clause: "gender = 'boy'",
      tables: [datasetId],
      roles: [role],
    });
    expect(rule.status).toBe(201);
    expect(genders((await reader.post('/api/v1/chart/data', body)).body)).toEqual(['boy']);
  });

  it('replaces a kept answer after a forced refresh', async () => {
    const body = context({}, 105);
    const warmed = JSON.parse((await warm(admin, body)).text);
    const kept = await admin.post('/api/v1/chart/data', body);
    expect(kept.body.result[0].cached_dttm).toBe(warmed.result[0].cached_dttm);
    await pg.query(`INSERT INTO ${schema}.births VALUES ('2003-01-01','other','Zed',1)`);
    try {
      const forced = await admin.post('/api/v1/chart/data', context({ force: true }, 105));
      expect(forced.body.result[0]).toMatchObject({ is_cached: false, rowcount: 3 });
      const after = await admin.post('/api/v1/chart/data', body);
      expect(after.body.result[0]).toMatchObject({ is_cached: true, rowcount: 3 });
      expect(after.body.result[0].cached_dttm).not.toBe(warmed.result[0].cached_dttm);
    } finally {
      await pg.query(`DELETE FROM ${schema}.births WHERE gender = 'other'`);
    }
  });

  it("keeps a viewer's dashboard reads per person: never another's draft, even under the same roles, and a change is seen at once", async () => {
    const readHits = () => counter('tessera_chart_answer_cache_total', (labels) => labels.outcome === 'read-hit');
    const role = await readerRole('Births editor');
    await app.gateway.app.get(RoleService).grant(role, [{ permission: 'can_write', viewMenu: 'Dashboard' }]);
    const owner = await userWithRole('hot_draft_owner', role);
    const colleague = await userWithRole('hot_draft_colleague', role);
    const draft = await owner.post('/api/v1/dashboard/', { dashboard_title: 'Hot draft', published: false });
    expect(draft.status).toBe(201);
    const path = `/api/v1/dashboard/${draft.body.id}`;
    expect((await owner.get(path)).status).toBe(200);
    const before = await readHits();
    expect((await owner.get(path)).body.result.dashboard_title).toBe('Hot draft');
    expect(await readHits()).toBe(before + 1);

    expect([403, 404]).toContain((await colleague.get(path)).status);

    expect((await owner.put(path, { dashboard_title: 'Hot draft, renamed' })).status).toBe(200);
    expect((await owner.get(path)).body.result.dashboard_title).toBe('Hot draft, renamed');
  });
});
