import { CHART_DATA_SOCKET_PATH, type ChartDataSocketReply } from '@tessera/contracts';
import { Client } from 'pg';
import WebSocket from 'ws';
import { browserSession, type BrowserSession } from '../testing/browser-session';
import { seedDataset } from '../testing/dataset-seed';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const schema = `tessera_cds_${Date.now()}`;

/** A chart-data socket as the dashboard page opens it, collecting the replies by id. */
class TestSocket {
  readonly replies = new Map<string, ChartDataSocketReply>();
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const reply = JSON.parse(data.toString()) as ChartDataSocketReply;
      this.replies.set(reply.id, reply);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(url: string, headers: Record<string, string>): Promise<TestSocket> {
    const socket = new WebSocket(`${url.replace('http', 'ws')}${CHART_DATA_SOCKET_PATH}`, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestSocket(socket)));
      socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(JSON.stringify(frame));
  }

  async reply(id: string, timeoutMs = 30_000): Promise<ChartDataSocketReply> {
    const deadline = Date.now() + timeoutMs;
    while (!this.replies.has(id)) {
      if (Date.now() > deadline) throw new Error(`no reply to ${id}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.replies.get(id) as ChartDataSocketReply;
  }

  close(): void {
    this.socket.close();
  }
}

describe('chart data over the dashboard websocket', () => {
  let app: HttpTestApp;
  let browser: BrowserSession;
  let salesId: number;
  let slowId: number;
  const pg = new Client({ connectionString: PG });

  const sales = (rowLimit: number) => ({
    datasource: { id: salesId, type: 'table' },
    force: false,
    queries: [
      {
        columns: ['region'],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'total' }],
        orderby: [['total', false]],
        row_limit: rowLimit,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  });
  const slow = {
    datasource: { id: 0, type: 'table' },
    force: true,
    queries: [{ columns: ['x'], metrics: [], row_limit: 10 }],
    result_format: 'json',
    result_type: 'full',
  };

  /** Statements of the slow dataset the warehouse is running now. */
  const runningSlowQueries = async () =>
    (
      await pg.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%slow_rows%' AND pid <> pg_backend_pid()`,
      )
    ).rows[0].n as number;

  async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (!(await condition())) {
      if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Date.now() - started;
  }

  beforeAll(async () => {
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.sales (region text, amount int)`);
    await pg.query(`INSERT INTO ${schema}.sales SELECT 'region ' || (i % 50), i FROM generate_series(1, 500) AS i`);
    await pg.query(`CREATE FUNCTION ${schema}.slow_rows() RETURNS TABLE(x int) LANGUAGE plpgsql VOLATILE AS $$
      BEGIN PERFORM pg_sleep(30); RETURN QUERY SELECT generate_series(1, 3); END $$`);
    app = await startHttpTestApp();
    const admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: PG });
    salesId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: database.body.id,
      tableName: 'sales',
      schema,
      columns: [
        { name: 'region', type: 'TEXT' },
        { name: 'amount', type: 'INTEGER' },
      ],
    });
    slowId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: database.body.id,
      tableName: 'slow',
      sql: `SELECT x FROM ${schema}.slow_rows()`,
      columns: [{ name: 'x', type: 'INTEGER' }],
    });
    slow.datasource.id = slowId;
    browser = await browserSession(app.url);
  });

  afterAll(async () => {
    await app?.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  it('runs forty chart queries on one socket and answers each as POST /api/v1/chart/data does', async () => {
    const socket = await TestSocket.open(app.url, { cookie: browser.cookieHeader() });
    for (let i = 1; i <= 40; i += 1) socket.send({ type: 'query', id: `chart-${i}`, query_context: sales(i) });
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => socket.reply(`chart-${i + 1}`)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const expected = await pg.query(`SELECT region, SUM(amount)::int AS total FROM ${schema}.sales GROUP BY region ORDER BY total DESC`);
    replies.forEach((reply, index) => {
      const [item] = (reply.body as { result: Array<{ data: Array<{ region: string; total: number }>; rowcount: number }> }).result;
      expect(item.rowcount).toBe(index + 1);
      expect(item.data.map((row) => [row.region, Number(row.total)])).toEqual(
        expected.rows.slice(0, index + 1).map((row) => [row.region, row.total]),
      );
    });
    const overHttp = await browser.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sales(3)),
    });
    const httpResult = ((await overHttp.json()) as { result: Array<{ data: unknown }> }).result[0];
    expect(httpResult.data).toEqual((replies[2].body as { result: Array<{ data: unknown }> }).result[0].data);
    socket.close();
  });

  it('cancels a query down to the database on a cancel frame, and never answers it', async () => {
    const socket = await TestSocket.open(app.url, { cookie: browser.cookieHeader() });
    socket.send({ type: 'query', id: 'slow', query_context: slow });
    await waitFor(async () => (await runningSlowQueries()) === 1, 15_000);
    socket.send({ type: 'cancel', id: 'slow' });
    const gone = await waitFor(async () => (await runningSlowQueries()) === 0, 3_000);
    expect(gone).toBeLessThan(3_000);
    socket.send({ type: 'query', id: 'after', query_context: sales(2) });
    expect((await socket.reply('after')).status).toBe(200);
    expect(socket.replies.has('slow')).toBe(false);
    socket.close();
  });

  it('cancels what is running when the page closes its socket', async () => {
    const socket = await TestSocket.open(app.url, { cookie: browser.cookieHeader() });
    socket.send({ type: 'query', id: 'slow-1', query_context: slow });
    socket.send({ type: 'query', id: 'slow-2', query_context: { ...slow, queries: [{ ...slow.queries[0], row_limit: 11 }] } });
    await waitFor(async () => (await runningSlowQueries()) === 2, 15_000);
    socket.close();
    await waitFor(async () => (await runningSlowQueries()) === 0, 3_000);
  });

  it('answers 401 without credentials and 403 for a user without data access, and refuses other origins', async () => {
    const anonymous = await TestSocket.open(app.url, {});
    anonymous.send({ type: 'query', id: 'a', query_context: sales(1) });
    expect(await anonymous.reply('a')).toMatchObject({ status: 401 });
    anonymous.close();

    const admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'G',
      last_name: 'G',
      username: 'gsock',
      email: 'gsock@example.com',
      password: 'gpassword',
      roles: [gammaId],
    });
    const gamma = await browserSession(app.url, 'gsock', 'gpassword');
    const asGamma = await TestSocket.open(app.url, { cookie: gamma.cookieHeader() });
    asGamma.send({ type: 'query', id: 'g', query_context: sales(1) });
    const refused = await asGamma.reply('g');
    expect(refused.status).toBe(403);
    const overHttp = await gamma.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sales(1)),
    });
    expect(overHttp.status).toBe(403);
    expect(refused.body).toEqual(await overHttp.json());
    asGamma.close();

    const crossSite = new WebSocket(`${app.url.replace('http', 'ws')}${CHART_DATA_SOCKET_PATH}`, {
      headers: { cookie: browser.cookieHeader(), origin: 'https://evil.example' },
    });
    const closeCode = await new Promise<number>((resolve) => crossSite.once('close', (code) => resolve(code)));
    expect(closeCode).toBe(4403);
  });

  it('refuses in the language the page asked for, as HTTP does, and in the one the user saved over it', async () => {
    const admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'L',
      last_name: 'L',
      username: 'gsock_lang',
      email: 'gsock_lang@example.com',
      password: 'gpassword',
      roles: [gammaId],
    });
    const gamma = await browserSession(app.url, 'gsock_lang', 'gpassword');
    const inFrench = await TestSocket.open(app.url, { cookie: gamma.cookieHeader(), 'accept-language': 'fr-FR,fr;q=0.9' });
    inFrench.send({ type: 'query', id: 'fr', query_context: sales(1) });
    const refused = await inFrench.reply('fr');
    expect(refused.status).toBe(403);
    expect(errorsOf(refused)[0]).toMatchObject({
      message:
        'Vous devez avoir accès aux tables suivantes : sales, ou l’accès à toutes les bases de données ou à toutes les sources de données',
      error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
    });
    const overHttp = await gamma.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-FR,fr;q=0.9' },
      body: JSON.stringify(sales(1)),
    });
    expect(refused.body).toEqual(await overHttp.json());
    inFrench.close();

    const token = await ApiSession.login(app.url, 'gsock_lang', 'gpassword');
    expect((await token.put('/api/v1/me/', { locale: 'de' })).status).toBe(200);
    const saved = await TestSocket.open(app.url, { cookie: gamma.cookieHeader(), 'accept-language': 'fr' });
    saved.send({ type: 'query', id: 'de', query_context: sales(1) });
    expect(errorsOf(await saved.reply('de'))[0]?.message).toBe(
      'Sie benötigen Zugriff auf die folgenden Tabellen: sales, oder Zugriff auf alle Datenbanken oder alle Datenquellen',
    );
    saved.close();
  });
});

/** The Superset error entries of a refused frame. */
function errorsOf(reply: ChartDataSocketReply): Array<{ message: string; error_type: string }> {
  return (reply.body as { errors: Array<{ message: string; error_type: string }> }).errors;
}
