import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_WEB_DIST } from '@tessera/gateway';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { seedDataset } from '../testing/dataset-seed';
import { clientIdSequence, waitForQueryState } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the bytes as sent: `fetch` would decode them and hide the encoding. */
function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<RawAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function decoded(answer: RawAnswer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.body);
    case 'gzip':
      return zlib.gunzipSync(answer.body);
    default:
      return answer.body;
  }
}

const varyNames = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

/** Brotli or gzip on API answers and pre-compressed, immutably cached assets, as the client accepts them. */
describe('compressed answers and assets over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let auth: Record<string, string>;
  let datasetId: number;
  let databaseId: number;
  const schema = `tessera_gz_${Date.now()}`;
  const warehouse = new Client({ connectionString: PG });
  const nextClientId = clientIdSequence();

  const chartData = () => ({
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [{ columns: ['name'], metrics: ['count'], orderby: [['count', false]], row_limit: 500 }],
    result_format: 'json',
    result_type: 'full',
  });

  beforeAll(async () => {
    await warehouse.connect();
    await warehouse.query(`CREATE SCHEMA ${schema}`);
    await warehouse.query(`CREATE TABLE ${schema}.people AS SELECT 'person number ' || n AS name FROM generate_series(1, 300) AS n`);
    app = await startHttpTestApp();
    const login = await rawRequest(`${app.url}/api/v1/security/login`, {
      method: 'POST',
      body: { username: 'admin', password: 'admin', provider: 'db' },
    });
    auth = { authorization: `Bearer ${JSON.parse(login.body.toString()).access_token}` };
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', {
      database_name: 'pg',
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
      allow_dml: false,
    });
    databaseId = database.body.id;
    datasetId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId,
      tableName: 'people',
      schema,
      columns: [{ name: 'name', type: 'TEXT' }],
    });
  });

  afterAll(async () => {
    await app?.stop();
    await warehouse.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse.end();
  });

  describe('API answers', () => {
    const chartDataAs = (acceptEncoding: string) =>
      rawRequest(`${app.url}/api/v1/chart/data`, {
        method: 'POST',
        headers: { ...auth, 'accept-encoding': acceptEncoding },
        body: chartData(),
      });

    it('sends chart data in brotli, gzip or raw as the client accepts, all the same JSON', async () => {
      // The first answer fills the chart cache; the three compared below are then the same cached answer.
      expect((await chartDataAs('identity')).status).toBe(200);
      const raw = await chartDataAs('identity');
      expect(raw.status).toBe(200);
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.body.length).toBeGreaterThan(1024);
      const expected = JSON.parse(raw.body.toString());
      expect(expected.result[0].rowcount).toBe(300);

      const br = await chartDataAs('gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(varyNames(br)).toContain('accept-encoding');
      expect(br.body.length).toBeLessThan(raw.body.length / 2);
      expect(JSON.parse(decoded(br).toString())).toEqual(expected);

      const gzip = await chartDataAs('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(varyNames(gzip)).toContain('accept-encoding');
      expect(JSON.parse(decoded(gzip).toString())).toEqual(expected);
    });

    it('compresses a list answer above the threshold and leaves a small answer raw', async () => {
      const list = '/api/v1/security/permissions-resources/?q=(page_size:100)';
      const raw = await rawRequest(`${app.url}${list}`, { headers: { ...auth, 'accept-encoding': 'identity' } });
      expect(raw.status).toBe(200);
      expect(raw.body.length).toBeGreaterThan(1024);
      const br = await rawRequest(`${app.url}${list}`, { headers: { ...auth, 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(varyNames(br)).toContain('accept-encoding');
      expect(JSON.parse(decoded(br).toString())).toEqual(JSON.parse(raw.body.toString()));

      const small = await rawRequest(`${app.url}/health`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.body.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('streams a CSV export uncompressed and complete, whatever the client accepts', async () => {
      const clientId = nextClientId();
      const ran = await admin.post('/api/v1/sqllab/execute/', {
        database_id: databaseId,
        client_id: clientId,
        sql: 'SELECT n FROM generate_series(1, 20000) AS n ORDER BY n',
        queryLimit: 20000,
      });
      expect(ran.status).toBe(200);
      // More rows than the editor shows: the run answers with its first page and reads on; export once it ended.
      expect((await waitForQueryState(admin, clientId, ['success'])).rows).toBe(20000);
      const csv = await rawRequest(`${app.url}/api/v1/sqllab/export/${clientId}/`, { headers: { ...auth, 'accept-encoding': 'br, gzip' } });
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-encoding']).toBeUndefined();
      const lines = csv.body.toString().split('\r\n');
      expect(lines).toHaveLength(20002);
      expect(lines[0]).toBe('n');
      expect(lines[20000]).toBe('20000');
    });
  });

  describe('web assets', () => {
    const assetsDir = path.join(DEFAULT_WEB_DIST, 'assets');
    /** The largest script of the web build, which the build step must have compressed. */
    const largestScript = () => {
      if (!fs.existsSync(assetsDir)) throw new Error('The web app is not built: run `npx nx run web:build` before the integration tests');
      const scripts = fs.readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
      return scripts.sort((a, b) => fs.statSync(path.join(assetsDir, b)).size - fs.statSync(path.join(assetsDir, a)).size)[0];
    };

    it('sends a hashed script from its pre-compressed file, typed as a script and cached for a year', async () => {
      const name = largestScript();
      const original = fs.readFileSync(path.join(assetsDir, name));
      for (const [acceptEncoding, encoding, suffix] of [
        ['gzip, deflate, br', 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
      ] as const) {
        const answer = await rawRequest(`${app.url}/assets/${name}`, { headers: { 'accept-encoding': acceptEncoding } });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(answer.headers['cache-control']).toBe(IMMUTABLE);
        expect(varyNames(answer)).toContain('accept-encoding');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        // The bytes of the file the build wrote, not a fresh compression of the script.
        expect(answer.body.equals(fs.readFileSync(path.join(assetsDir, name + suffix)))).toBe(true);
        expect(decoded(answer).equals(original)).toBe(true);
      }
    });

    it('sends the raw script to a client that takes no encoding, still cached for a year', async () => {
      const name = largestScript();
      const answer = await rawRequest(`${app.url}/assets/${name}`, { headers: { 'accept-encoding': 'identity' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.body.equals(fs.readFileSync(path.join(assetsDir, name)))).toBe(true);
    });

    it('keeps index.html revalidated on every load, with its security headers', async () => {
      const page = await rawRequest(`${app.url}/superset/welcome/`, { headers: { 'accept-encoding': 'br' } });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(decoded(page).toString()).toContain('/assets/');
    });
  });
});
