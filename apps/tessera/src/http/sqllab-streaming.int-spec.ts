import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { QueryView } from '@tessera/contracts';
import { loadConfig } from '@tessera/platform';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { clientIdSequence, rison, waitForQueryState } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
/** The display limit here: a sync run answers once more rows than this are stored. */
const FIRST_PAGE = 2000;
/** Rows of the memory test: the same assertion on growth as the 1,000,000-row goal, at a scale the suite can afford. */
const LARGE_ROWS = 300_000;
const MEMORY_GROWTH_BOUND_MB = 100;
const ENDED = ['success', 'failed', 'stopped', 'timed_out'];

const rssMb = () => process.memoryUsage.rss() / 1024 / 1024;

/** Large results stream from the warehouse into the results backend: the first page comes first, the rest is paged. */
describe('SQL editor results streamed from the warehouse', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  let databaseId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-sql-streaming-'));
  const nextClientId = clientIdSequence();
  const slowRow = `slow_row_${Date.now().toString(36)}`;
  /** 25,000 rows whose every thousandth row waits 0.2 s: the rows come over five seconds. */
  const slowQuery = `SELECT public.${slowRow}(n) AS n FROM generate_series(1, 25000) AS n`;

  const execute = (fields: Record<string, unknown>) => admin.post('/api/v1/sqllab/execute/', { database_id: databaseId, ...fields });
  const page = (key: string, offset: number, rows: number) =>
    admin.get(`/api/v1/sqllab/results/?q=${rison(`(key:'${key}',rows:${rows},offset:${offset})`)}`);

  /** Polls the change feed until the query satisfies `done`. */
  const queryWhen = async (clientId: string, done: (query: QueryView) => boolean) => {
    for (;;) {
      const changed = await admin.get(`/api/v1/query/updated_since?q=${rison('(last_updated_ms:0)')}`);
      const query: QueryView | undefined = changed.body.result.find((q: QueryView) => q.id === clientId);
      if (query && done(query)) return query;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    app = await startHttpTestApp({
      dataDir,
      limits: { ...loadConfig({}).limits, displayMaxRow: FIRST_PAGE, sqlMaxRow: 1_000_000, sqllabTimeoutSeconds: 120 },
    });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', {
      database_name: 'pg-streaming',
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    databaseId = database.body.id;
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    await warehouse.query(
      `CREATE FUNCTION public.${slowRow}(n integer) RETURNS integer VOLATILE LANGUAGE sql AS
       $$ SELECT pg_sleep(CASE WHEN n % 1000 = 0 THEN 0.2 ELSE 0 END); SELECT n $$`,
    );
  });

  afterAll(async () => {
    await warehouse?.query(`DROP FUNCTION IF EXISTS public.${slowRow}(integer)`);
    await warehouse?.end();
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a sync run with its first page while the query is still reading rows', async () => {
    const clientId = nextClientId();
    const answer = await execute({ client_id: clientId, sql: slowQuery, queryLimit: 100_000 });
    expect(answer.status).toBe(200);
    expect(answer.body.query).toMatchObject({ id: clientId, state: 'running' });
    expect(answer.body.data).toHaveLength(FIRST_PAGE);
    expect(answer.body.data.slice(0, 2)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(answer.body.displayLimitReached).toBe(true);

    const done = await waitForQueryState(admin, clientId, ['success', 'failed']);
    expect(done).toMatchObject({ state: 'success', rows: 25000, limitingFactor: 'NOT_LIMITED', resultsKey: answer.body.query.resultsKey });
  });

  it('stops in the database a sync run that answered with its first page', async () => {
    const clientId = nextClientId();
    const answer = await execute({ client_id: clientId, sql: slowQuery, queryLimit: 100_000 });
    expect(answer.body.query.state).toBe('running');
    expect(await admin.post('/api/v1/query/stop', { client_id: clientId })).toMatchObject({ status: 200 });
    expect((await waitForQueryState(admin, clientId, ENDED)).state).toBe('stopped');
    const stillRunning = async () =>
      Number(
        (
          await warehouse.query(
            `SELECT count(*) AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%' || $1 || '%' AND pid <> pg_backend_pid()`,
            [slowRow],
          )
        ).rows[0].n,
      );
    // Well before the query's own five seconds are over.
    const deadline = Date.now() + 1500;
    while ((await stillRunning()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stillRunning()).toBe(0);
  });

  it('has an async run’s first page ready (with its progress) before the query finishes', async () => {
    const clientId = nextClientId();
    const queued = await execute({ client_id: clientId, sql: slowQuery, queryLimit: 100_000, runAsync: true });
    expect(queued.status).toBe(202);
    const firstPageReady = await queryWhen(clientId, (q) => Boolean(q.resultsKey) || ENDED.includes(q.state));
    expect(firstPageReady.state).toBe('running');
    expect(firstPageReady.progress).toBeLessThan(100);
    const first = await page(firstPageReady.resultsKey!, 0, 1000);
    expect(first.status).toBe(200);
    expect(first.body.query.state).toBe('running');
    expect(first.body.data).toHaveLength(1000);
    expect(first.body.data[999]).toEqual({ n: 1000 });
    expect((await waitForQueryState(admin, clientId, ['success', 'failed'])).state).toBe('success');
  });

  it('pages through a result, every row exactly once, while it is read and after', async () => {
    const clientId = nextClientId();
    await execute({ client_id: clientId, sql: slowQuery, queryLimit: 100_000, runAsync: true });
    const seen: number[] = [];
    let key: string | null = null;
    // Reads as far as the stored rows go, again and again, until the query is done and nothing more comes.
    for (;;) {
      const changed = await admin.get(`/api/v1/query/updated_since?q=${rison('(last_updated_ms:0)')}`);
      const query = changed.body.result.find((q: { id: string }) => q.id === clientId);
      key ??= query?.resultsKey ?? null;
      if (key) {
        const next = await page(key, seen.length, 700);
        expect(next.status).toBe(200);
        seen.push(...next.body.data.map((row: { n: number }) => row.n));
        if (next.body.query.state === 'success' && next.body.data.length === 0) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toEqual(Array.from({ length: 25000 }, (_, i) => i + 1));
    expect((await page(key as string, 24_900, 700)).body.data).toHaveLength(100);
    expect((await page(key as string, 30_000, 10)).body.data).toEqual([]);
    expect((await admin.get(`/api/v1/sqllab/results/?q=${rison(`(key:'${key}',offset:-1)`)}`)).status).toBe(400);
  });

  it('runs and exports a large result with the process memory flat', async () => {
    const clientId = nextClientId();
    const sql = `SELECT n, 'row number ' || n AS label, n * 0.5 AS half, now() AS at FROM generate_series(1, ${LARGE_ROWS}) AS n`;
    global.gc?.();
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    try {
      const answer = await execute({ client_id: clientId, sql, queryLimit: LARGE_ROWS });
      expect(answer.status).toBe(200);
      const done = await queryWhen(clientId, (q) => ENDED.includes(q.state));
      expect(done).toMatchObject({ state: 'success', rows: LARGE_ROWS });
      const csv = await admin.fetch(`/api/v1/sqllab/export/${clientId}/`);
      expect(csv.status).toBe(200);
      let lines = 0;
      for await (const chunk of csv.body as unknown as AsyncIterable<Uint8Array>) for (const byte of chunk) if (byte === 10) lines += 1;
      expect(lines).toBe(LARGE_ROWS + 1);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThanOrEqual(MEMORY_GROWTH_BOUND_MB);
  }, 600_000);
});
