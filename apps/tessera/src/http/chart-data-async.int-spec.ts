import { Client } from 'pg';
import WebSocket from 'ws';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { browserSession } from '../testing/browser-session';
import { seedDataset } from '../testing/dataset-seed';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const schema = `tessera_async_${Date.now()}`;

describe('async chart data (GLOBAL_ASYNC_QUERIES)', () => {
  let app: HttpTestApp;
  let datasetId: number;
  const pg = new Client({ connectionString: PG });

  beforeAll(async () => {
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.sales (region text, amount int)`);
    await pg.query(`INSERT INTO ${schema}.sales VALUES ('EMEA', 3), ('APAC', 4), ('EMEA', 5)`);
    app = await startHttpTestApp({ featureFlags: { GLOBAL_ASYNC_QUERIES: true } });
    const admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: PG });
    datasetId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: database.body.id,
      tableName: 'sales',
      schema,
      columns: [
        { name: 'region', type: 'TEXT' },
        { name: 'amount', type: 'INTEGER' },
      ],
    });
  });

  afterAll(async () => {
    await app?.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  const body = (force: boolean) =>
    JSON.stringify({
      datasource: { id: datasetId, type: 'table' },
      force,
      queries: [{ columns: ['region'], metrics: ['count'], orderby: [['count', false]] }],
      result_format: 'json',
      result_type: 'full',
    });

  it('answers 202 with a job, reports it over the websocket and over polling, and serves the result', async () => {
    const browser = await browserSession(app.url);
    const submitted = await browser.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(true),
    });
    expect(submitted.status).toBe(202);
    const job = (await submitted.json()) as { job_id: string; channel_id: string; status: string; result_url: null };
    expect(job).toMatchObject({ status: 'pending', result_url: null });
    expect(browser.cookies.has('async-token')).toBe(true);

    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws?last_id=0-0`, {
      headers: { cookie: `async-token=${browser.cookies.get('async-token')}` },
    });
    const viaSocket = await new Promise<Record<string, unknown>>((resolve, reject) => {
      socket.on('message', (data) => resolve(JSON.parse(String(data))));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('no websocket event')), 15_000);
    });
    socket.close();
    expect(viaSocket).toMatchObject({ job_id: job.job_id, channel_id: job.channel_id, status: 'done' });

    const polled = (await (await browser.fetch('/api/v1/async_event/')).json()) as { result: Record<string, unknown>[] };
    expect(polled.result).toEqual([expect.objectContaining({ id: viaSocket.id, job_id: job.job_id, status: 'done' })]);
    const none = (await (await browser.fetch(`/api/v1/async_event/?last_id=${viaSocket.id}`)).json()) as { result: unknown[] };
    expect(none.result).toEqual([]);

    const result = (await (await browser.fetch(viaSocket.result_url as string)).json()) as { result: { data: unknown[] }[] };
    expect(result.result[0].data).toEqual([
      { region: 'EMEA', count: 2 },
      { region: 'APAC', count: 1 },
    ]);

    const cached = await browser.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(false),
    });
    expect(cached.status).toBe(200);
  });

  it('refuses the websocket without a valid channel cookie, and reports failing jobs as errors', async () => {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);

    const browser = await browserSession(app.url);
    const bad = JSON.stringify({
      datasource: { id: datasetId, type: 'table' },
      force: true,
      queries: [{ columns: ['region'], metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'x' }] }],
    });
    const submitted = await browser.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bad,
    });
    expect(submitted.status).toBe(202);
    const { job_id } = (await submitted.json()) as { job_id: string };
    let events: Record<string, unknown>[] = [];
    for (let i = 0; i < 100 && events.length === 0; i += 1) {
      events = ((await (await browser.fetch('/api/v1/async_event/')).json()) as { result: Record<string, unknown>[] }).result.filter(
        (e) => e.job_id === job_id,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(events).toEqual([
      expect.objectContaining({ status: 'error', errors: [expect.objectContaining({ message: expect.stringMatching(/no_such_column/) })] }),
    ]);
  });
});
