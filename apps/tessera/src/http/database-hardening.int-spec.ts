import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

/** What an administrator learns and may set about the reach of a warehouse connection. */
describe('database connection hardening over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tessera-hardening-'));
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  });

  afterAll(async () => {
    await app?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('says when a tested connection uses a superuser role, keeping Superset’s message', async () => {
    const tested = await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: PG });
    expect(tested).toMatchObject({ status: 200, body: { message: 'OK', superuser: true } });
    const duckdb = await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: `duckdb:///${join(folder, 'plain.duckdb')}` });
    expect(duckdb).toMatchObject({ status: 200, body: { message: 'OK', superuser: false } });
  });

  it('takes allow_file_access in extra only as a boolean', async () => {
    const uri = `duckdb:///${join(folder, 'files.duckdb')}`;
    const refused = await admin.post('/api/v1/database/', {
      database_name: 'duck-files',
      sqlalchemy_uri: uri,
      extra: JSON.stringify({ allow_file_access: 'yes' }),
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('allow_file_access must be a boolean.');
    const created = await admin.post('/api/v1/database/', {
      database_name: 'duck-files',
      sqlalchemy_uri: uri,
      extra: JSON.stringify({ allow_file_access: true }),
    });
    expect(created.status).toBe(201);
  });
});
