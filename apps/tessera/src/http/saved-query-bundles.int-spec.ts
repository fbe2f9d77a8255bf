import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bundleClient, unzipBundle, zipBundle } from '../testing/bundle-files';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

// Trust authentication ignores the password, so a URI with one still connects.
const PG_WITH_PASSWORD = 'postgresql://postgres:s3cret@127.0.0.1:5432/test';
const rison = (text: string) => encodeURIComponent(text);

async function savedQueriesLabelled(session: ApiSession, label: string) {
  const list = await session.get(`/api/v1/saved_query/?q=${rison(`(filters:!((col:label,opr:eq,value:'${label}')))`)}`);
  return list.body.result as { id: number; label: string; sql: string; schema: string; database: { id: number; database_name: string } }[];
}

describe('saved query bundles over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let client: ReturnType<typeof bundleClient>;
  let databaseId: number;
  let queryId: number;
  const queryPath = 'queries/sq_pg/public/Daily_totals.yaml';

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    client = bundleClient(admin, 'saved_query');
    const database = await admin.post('/api/v1/database/', { database_name: 'sq pg', sqlalchemy_uri: PG_WITH_PASSWORD });
    expect(database.status).toBe(201);
    databaseId = database.body.id;
    const saved = await admin.post('/api/v1/saved_query/', {
      db_id: databaseId,
      label: 'Daily totals',
      description: 'one row per day',
      schema: 'public',
      sql: 'SELECT current_date AS day, 1 AS total',
    });
    expect(saved.status).toBe(201);
    queryId = saved.body.id;
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('exports a saved query with its database as a Superset v1 bundle', async () => {
    const response = await client.download(`/api/v1/saved_query/export/?q=!(${queryId})`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="saved_query_export_\d{8}T\d{6}\.zip"/);
    const bundle = await unzipBundle(await response.arrayBuffer());
    expect([...bundle.files.keys()].sort()).toEqual(['databases/sq_pg.yaml', 'metadata.yaml', queryPath]);
    expect(bundle.files.get('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'SavedQuery' });
    const database = bundle.files.get('databases/sq_pg.yaml');
    expect(database).toMatchObject({ database_name: 'sq pg', sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test' });
    const query = bundle.files.get(queryPath);
    expect(query).toMatchObject({
      schema: 'public',
      label: 'Daily totals',
      description: 'one row per day',
      sql: 'SELECT current_date AS day, 1 AS total',
      version: '1.0.0',
      database_uuid: database.uuid,
    });
    expect(query.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('round-trips: a deleted query comes back on the same database, and an existing one needs overwrite', async () => {
    const bundle = await unzipBundle(await (await client.download(`/api/v1/saved_query/export/?q=!(${queryId})`)).arrayBuffer());

    const refused = await client.upload(await zipBundle(bundle.files));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ message: 'Error importing saved_queries', error_type: 'GENERIC_COMMAND_ERROR' });
    expect(refused.body.errors[0].extra[queryPath]).toBe('Saved_Queries already exists and `overwrite=true` was not passed');

    expect((await admin.delete(`/api/v1/saved_query/${queryId}`)).status).toBe(200);
    expect(await client.upload(await zipBundle(bundle.files))).toEqual({ status: 200, body: { message: 'OK' } });
    const [restored] = await savedQueriesLabelled(admin, 'Daily totals');
    expect(restored).toMatchObject({ sql: 'SELECT current_date AS day, 1 AS total', schema: 'public', database: { id: databaseId } });
    queryId = restored.id;
    // The database was reused by uuid, not duplicated.
    const databases = await admin.get(`/api/v1/database/?q=${rison("(filters:!((col:database_name,opr:eq,value:'sq pg')))")}`);
    expect(databases.body.count).toBe(1);

    const changed = new Map(bundle.files);
    changed.set(queryPath, { ...bundle.files.get(queryPath), sql: 'SELECT 2 AS total' });
    expect(await client.upload(await zipBundle(changed), { overwrite: 'true' })).toEqual({ status: 200, body: { message: 'OK' } });
    const updated = await savedQueriesLabelled(admin, 'Daily totals');
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ id: queryId, sql: 'SELECT 2 AS total' });
    const reexported = await unzipBundle(await (await client.download(`/api/v1/saved_query/export/?q=!(${queryId})`)).arrayBuffer());
    expect(reexported.files.get(queryPath).uuid).toBe(bundle.files.get(queryPath).uuid);
  });

  it('creates a new database from the bundle only with its password, and nothing when any file is bad', async () => {
    const bundle = await unzipBundle(await (await client.download(`/api/v1/saved_query/export/?q=!(${queryId})`)).arrayBuffer());
    const databaseUuid = '8c0a3d1e-2f4b-4c6d-9e8f-0a1b2c3d4e5f';
    const files = new Map<string, unknown>([
      ['metadata.yaml', bundle.files.get('metadata.yaml')],
      ['databases/sq_pg.yaml', { ...bundle.files.get('databases/sq_pg.yaml'), uuid: databaseUuid, database_name: 'sq pg two' }],
      [
        'queries/sq_pg/public/Fresh.yaml',
        { ...bundle.files.get(queryPath), uuid: '8c0a3d1e-2f4b-4c6d-9e8f-0a1b2c3d4e60', label: 'Fresh', database_uuid: databaseUuid },
      ],
      [
        'queries/sq_pg/public/Broken.yaml',
        { label: 'Broken', uuid: '8c0a3d1e-2f4b-4c6d-9e8f-0a1b2c3d4e61', version: '1.0.0', database_uuid: databaseUuid },
      ],
    ]);
    const passwords = JSON.stringify({ 'databases/sq_pg.yaml': 'n3w' });

    const broken = await client.upload(await zipBundle(files), { passwords });
    expect(broken.status).toBe(422);
    expect(broken.body.errors[0].extra['queries/sq_pg/public/Broken.yaml']).toEqual({ sql: ['Missing data for required field.'] });
    files.delete('queries/sq_pg/public/Broken.yaml');

    const noPassword = await client.upload(await zipBundle(files));
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors[0].extra['databases/sq_pg.yaml']).toEqual({ _schema: ['Must provide a password for the database'] });
    expect(await savedQueriesLabelled(admin, 'Fresh')).toEqual([]);
    const none = await admin.get(`/api/v1/database/?q=${rison("(filters:!((col:database_name,opr:eq,value:'sq pg two')))")}`);
    expect(none.body.count).toBe(0);

    expect(await client.upload(await zipBundle(files), { passwords })).toEqual({ status: 200, body: { message: 'OK' } });
    const [fresh] = await savedQueriesLabelled(admin, 'Fresh');
    expect(fresh.database.database_name).toBe('sq pg two');
  });

  it('refuses queries whose database is nowhere, bad zips and wrong bundle types with 4xx', async () => {
    const bundle = await unzipBundle(await (await client.download(`/api/v1/saved_query/export/?q=!(${queryId})`)).arrayBuffer());
    const orphan = new Map<string, unknown>([
      ['metadata.yaml', bundle.files.get('metadata.yaml')],
      [
        'queries/x/y/Orphan.yaml',
        {
          ...bundle.files.get(queryPath),
          uuid: '5e0c1b2a-1111-4c6d-9e8f-0a1b2c3d4e5f',
          label: 'Orphan',
          database_uuid: '5e0c1b2a-2222-4c6d-9e8f-0a1b2c3d4e5f',
        },
      ],
    ]);
    const refused = await client.upload(await zipBundle(orphan));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].extra['queries/x/y/Orphan.yaml']).toContain('neither in the bundle nor in Tessera');

    expect(await client.upload(new Blob(['hello'], { type: 'text/plain' }))).toMatchObject({
      status: 400,
      body: { message: 'Not a ZIP file' },
    });
    const wrongType = await client.upload(await zipBundle(new Map([['metadata.yaml', { version: '1.0.0', type: 'Database' }]])));
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors[0].extra['metadata.yaml']).toContain('Must be equal to SavedQuery.');
    expect((await client.download('/api/v1/saved_query/export/?q=!(999999)')).status).toBe(404);
    expect((await client.download('/api/v1/saved_query/export/?q=(((')).status).toBe(400);
  });

  it('refuses callers without saved-query permissions, and never exports another user’s query', async () => {
    const roles = await admin.get('/api/v1/security/roles/?q=(page_size:100)');
    const roleId = (name: string) => roles.body.result.find((r: { name: string }) => r.name === name).id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'G',
      last_name: 'Amma',
      username: 'sqg',
      email: 'sqg@example.com',
      password: 'sqgpassword',
      roles: [roleId('Gamma')],
    });
    await admin.post('/api/v1/security/users/', {
      first_name: 'L',
      last_name: 'Ab',
      username: 'sql',
      email: 'sql@example.com',
      password: 'sqlpassword',
      roles: [roleId('Gamma'), roleId('sql_lab')],
    });
    const gamma = bundleClient(await ApiSession.login(app.url, 'sqg', 'sqgpassword'), 'saved_query');
    expect((await gamma.download(`/api/v1/saved_query/export/?q=!(${queryId})`)).status).toBe(403);
    expect((await gamma.upload(new Blob(['x']))).status).toBe(403);

    const analyst = bundleClient(await ApiSession.login(app.url, 'sql', 'sqlpassword'), 'saved_query');
    expect((await analyst.download(`/api/v1/saved_query/export/?q=!(${queryId})`)).status).toBe(404);
    // Another user's query cannot be replaced through an import either.
    const bundle = await unzipBundle(await (await client.download(`/api/v1/saved_query/export/?q=!(${queryId})`)).arrayBuffer());
    const refused = await analyst.upload(await zipBundle(new Map([...bundle.files].filter(([path]) => !path.startsWith('databases/')))), {
      overwrite: 'true',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].extra[queryPath]).toBe("You don't have the rights to alter saved query Daily totals");
  });
});

describe('a saved query bundle from the example data', () => {
  let examples: HttpTestApp;
  let fresh: HttpTestApp | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-sq-bundle-'));
    examples = await startHttpTestApp({ loadExamples: true, examplesScale: 0.05, dataDir });
  }, 60_000);

  afterAll(async () => {
    await fresh?.stop();
    await examples?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('re-imports into a fresh app with its database', async () => {
    const admin = await ApiSession.login(examples.url, 'admin', 'admin');
    const deadline = Date.now() + 100_000;
    let database: { id: number; database_name: string } | undefined;
    while (!database) {
      const list = await admin.get(`/api/v1/database/?q=${rison('(filters:!((col:database_name,opr:eq,value:examples)))')}`);
      database = list.body.result?.[0];
      if (!database && Date.now() > deadline) throw new Error('The examples database did not appear within 100 s');
      if (!database) await sleep(500);
    }
    const saved = await admin.post('/api/v1/saved_query/', { db_id: database.id, label: 'Example rows', sql: 'SELECT 1 AS one' });
    expect(saved.status).toBe(201);
    const response = await bundleClient(admin, 'saved_query').download(`/api/v1/saved_query/export/?q=!(${saved.body.id})`);
    expect(response.status).toBe(200);
    const bytes = await response.arrayBuffer();
    const bundle = await unzipBundle(bytes);
    expect(bundle.files.get('databases/examples.yaml')).toMatchObject({ database_name: 'examples' });

    fresh = await startHttpTestApp();
    const freshAdmin = await ApiSession.login(fresh.url, 'admin', 'admin');
    const imported = await bundleClient(freshAdmin, 'saved_query').upload(new Blob([bytes], { type: 'application/zip' }));
    expect(imported).toEqual({ status: 200, body: { message: 'OK' } });
    const [query] = await savedQueriesLabelled(freshAdmin, 'Example rows');
    expect(query).toMatchObject({ sql: 'SELECT 1 AS one', database: { database_name: 'examples' } });
  }, 180_000);
});
