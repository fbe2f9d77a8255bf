import { openDatabase, type EngineDatabase } from '@tessera/engines';
import { SecretBox } from '@tessera/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { seedDataset } from '../testing/dataset-seed';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const MARIADB = 'mysql://root@127.0.0.1:3306/test';
/** Unique per run, so parallel or leftover runs never see each other's tables. */
const SUFFIX = `${process.pid}_${Date.now() % 100000}`;
const PG_SCHEMA = `db_api_${SUFFIX}`;
const MARIADB_TABLE = `db_api_items_${SUFFIX}`;

async function withDatabase(engine: string, uri: string, run: (db: EngineDatabase) => Promise<void>): Promise<void> {
  const db = await openDatabase({ engine, uri });
  try {
    await run(db);
  } finally {
    await db.close();
  }
}

describe('databases over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let id: number;

  let duckFolder: string;

  beforeAll(async () => {
    duckFolder = mkdtempSync(join(tmpdir(), 'tessera-db-api-'));
    await withDatabase('postgresql', PG, async (db) => {
      await db.execute(`CREATE SCHEMA ${PG_SCHEMA}`);
      await db.execute(`CREATE TABLE ${PG_SCHEMA}.orders (id integer PRIMARY KEY, region text NOT NULL, amount numeric(10,2))`);
      await db.execute(`CREATE INDEX orders_region_idx ON ${PG_SCHEMA}.orders (region)`);
      await db.execute(`INSERT INTO ${PG_SCHEMA}.orders VALUES (1, 'EMEA', 10.5), (2, 'APAC', 4)`);
      for (const name of ['alpha', 'beta', 'gamma', 'delta']) await db.execute(`CREATE TABLE ${PG_SCHEMA}.${name} (x integer)`);
    });
    await withDatabase('mysql', MARIADB, async (db) => {
      await db.execute(`CREATE TABLE ${MARIADB_TABLE} (id int PRIMARY KEY, label varchar(20))`);
    });
    await withDatabase('duckdb', `duckdb:///${join(duckFolder, 'birds.duckdb')}`, async (db) => {
      await db.execute('CREATE TABLE birds (name VARCHAR, wingspan DOUBLE)');
      await db.execute("INSERT INTO birds VALUES ('heron', 1.8)");
    });
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'G',
      last_name: 'G',
      username: 'g',
      email: 'g@example.com',
      password: 'gpassword',
      roles: [gammaId],
    });
    gamma = await ApiSession.login(app.url, 'g', 'gpassword');
    const created = await admin.post('/api/v1/database/', { database_name: 'examples-pg', sqlalchemy_uri: PG, expose_in_sqllab: true });
    expect(created.status).toBe(201);
    id = created.body.id;
  });

  afterAll(async () => {
    await app?.stop();
    await withDatabase('postgresql', PG, (db) => db.execute(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`).then(() => undefined));
    await withDatabase('mysql', MARIADB, (db) => db.execute(`DROP TABLE IF EXISTS ${MARIADB_TABLE}`).then(() => undefined));
    rmSync(duckFolder, { recursive: true, force: true });
  });

  it('lists and reads databases in the reference shapes', async () => {
    const list = await admin.get('/api/v1/database/?q=(order_column:database_name,order_direction:asc)');
    expect(list.body.count).toBe(1);
    expect(openApiProblems('get', '/api/v1/database/', 200, list.body)).toEqual([]);
    const one = await admin.get(`/api/v1/database/${id}`);
    expect(one.body.result).toMatchObject({ id, database_name: 'examples-pg', backend: 'postgresql' });
    expect(openApiProblems('get', '/api/v1/database/{pk}', 200, one.body)).toEqual([]);
    const available = await admin.get('/api/v1/database/available/');
    expect(available.body.databases.map((d: { engine: string }) => d.engine)).toEqual(
      expect.arrayContaining(['postgresql', 'mysql', 'duckdb']),
    );
  });

  it('browses schemas, tables and table metadata', async () => {
    const schemas = await admin.get(`/api/v1/database/${id}/schemas/?q=(force:!t)`);
    expect(schemas.body.result).toContain('public');
    expect(openApiProblems('get', '/api/v1/database/{pk}/schemas/', 200, schemas.body)).toEqual([]);
    const tables = await admin.get(`/api/v1/database/${id}/tables/?q=(schema_name:information_schema,search:tables)`);
    expect(tables.status).toBe(200);
    const missing = await admin.get(`/api/v1/database/${id}/tables/`);
    expect(missing).toMatchObject({ status: 400, body: { message: expect.stringContaining('schema_name is required') } });
  });

  it("tests connections and validates parameters with Superset's errors", async () => {
    expect(await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: PG })).toMatchObject({
      status: 200,
      body: { message: 'OK' },
    });
    const refused = await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/test' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].error_type).toMatch(/^CONNECTION_/);
    const missing = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR', level: 'warning' });
    const badEngine = await admin.post('/api/v1/database/', { database_name: 'x', sqlalchemy_uri: 'oracle://u@h/db' });
    expect(badEngine.status).toBe(400);
  });

  it('refuses Gamma writes before any bus call, and unknown fields', async () => {
    expect(await gamma.post('/api/v1/database/', { database_name: 'mine', sqlalchemy_uri: PG })).toMatchObject({ status: 403 });
    expect(await gamma.delete(`/api/v1/database/${id}`)).toMatchObject({ status: 403 });
    expect((await gamma.get('/api/v1/database/')).body.count).toBe(0);
    expect(await admin.post('/api/v1/database/', { database_name: 'x', sqlalchemy_uri: PG, colour: 'red' })).toMatchObject({
      status: 400,
      body: { message: { colour: ['Unknown field.'] } },
    });
  });

  it('creates, updates and deletes a database, keeping the password encrypted and masked', async () => {
    const created = await admin.post('/api/v1/database/', {
      database_name: 'secret-pg',
      sqlalchemy_uri: 'postgresql://postgres:hunter2secret@127.0.0.1:5432/test',
      allow_dml: false,
      cache_timeout: 60,
    });
    expect(created.status).toBe(201);
    expect(openApiProblems('post', '/api/v1/database/', 201, created.body)).toEqual([]);
    const secretId = created.body.id;

    const metadata = new Client({ connectionString: app.harness.runtime.metadataUrl });
    await metadata.connect();
    try {
      const storedRow = async () =>
        (await metadata.query('SELECT sqlalchemy_uri, encrypted_password FROM charts.database WHERE id = $1', [secretId])).rows[0];
      const stored = await storedRow();
      expect(stored.sqlalchemy_uri).not.toContain('hunter2secret');
      expect(stored.encrypted_password).toEqual(expect.any(String));
      expect(stored.encrypted_password).not.toContain('hunter2secret');
      const passwords = new SecretBox(app.harness.runtime.config.secretKey, 'database-password');
      expect(passwords.decrypt(stored.encrypted_password)).toBe('hunter2secret');

      const read = await admin.get(`/api/v1/database/${secretId}`);
      expect(read.body.result.sqlalchemy_uri).toBe('postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test');

      // Sending the mask back keeps the stored password; the other fields change.
      const updated = await admin.put(`/api/v1/database/${secretId}`, {
        database_name: 'secret-pg-renamed',
        sqlalchemy_uri: read.body.result.sqlalchemy_uri,
        allow_dml: true,
        expose_in_sqllab: false,
        cache_timeout: 120,
      });
      expect(updated.status).toBe(200);
      expect(openApiProblems('put', '/api/v1/database/{pk}', 200, updated.body)).toEqual([]);
      expect(passwords.decrypt((await storedRow()).encrypted_password)).toBe('hunter2secret');
      const reread = await admin.get(`/api/v1/database/${secretId}`);
      expect(reread.body.result).toMatchObject({
        database_name: 'secret-pg-renamed',
        allow_dml: true,
        expose_in_sqllab: false,
        cache_timeout: 120,
      });
      expect(reread.body.result.sqlalchemy_uri).toContain('XXXXXXXXXX');
      const schemas = await admin.get(`/api/v1/database/${secretId}/schemas/?q=(force:!t)`);
      expect(schemas.body.result).toContain(PG_SCHEMA);
    } finally {
      await metadata.end();
    }

    const deleted = await admin.delete(`/api/v1/database/${secretId}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'OK' } });
    expect(openApiProblems('delete', '/api/v1/database/{pk}', 200, deleted.body)).toEqual([]);
    expect((await admin.get(`/api/v1/database/${secretId}`)).status).toBe(404);
    expect((await admin.delete(`/api/v1/database/${secretId}`)).status).toBe(404);
  });

  it('lists catalogs, schemas and paged tables', async () => {
    const catalogs = await admin.get(`/api/v1/database/${id}/catalogs/`);
    expect(catalogs.status).toBe(200);
    expect(catalogs.body.result).toEqual(expect.any(Array));
    expect(openApiProblems('get', '/api/v1/database/{pk}/catalogs/', 200, catalogs.body)).toEqual([]);

    const schemas = await admin.get(`/api/v1/database/${id}/schemas/?q=(force:!t)`);
    expect(schemas.body.result).toContain(PG_SCHEMA);

    const all = await admin.get(`/api/v1/database/${id}/tables/?q=(schema_name:${PG_SCHEMA},force:!t)`);
    expect(all.body.count).toBe(5);
    expect(all.body.result.map((t: { value: string }) => t.value).sort()).toEqual(['alpha', 'beta', 'delta', 'gamma', 'orders']);
    expect(openApiProblems('get', '/api/v1/database/{pk}/tables/', 200, all.body)).toEqual([]);

    const firstPage = await admin.get(`/api/v1/database/${id}/tables/?q=(schema_name:${PG_SCHEMA},page:0,page_size:2)`);
    const secondPage = await admin.get(`/api/v1/database/${id}/tables/?q=(schema_name:${PG_SCHEMA},page:1,page_size:2)`);
    expect(firstPage.body.count).toBe(5);
    expect(firstPage.body.result).toHaveLength(2);
    expect(secondPage.body.result).toHaveLength(2);
    const paged = [...firstPage.body.result, ...secondPage.body.result].map((t: { value: string }) => t.value);
    expect(new Set(paged).size).toBe(4);

    const searched = await admin.get(`/api/v1/database/${id}/tables/?q=(schema_name:${PG_SCHEMA},search:ord)`);
    expect(searched.body.result.map((t: { value: string }) => t.value)).toEqual(['orders']);
  });

  it('describes a table and builds its SELECT *', async () => {
    const metadata = await admin.get(`/api/v1/database/${id}/table_metadata/?name=orders&schema=${PG_SCHEMA}`);
    expect(metadata.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/database/{pk}/table_metadata/', 200, metadata.body)).toEqual([]);
    expect(metadata.body).toMatchObject({ name: 'orders' });
    expect(metadata.body.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'region', 'amount']);

    const extra = await admin.get(`/api/v1/database/${id}/table_metadata/extra/?name=orders&schema=${PG_SCHEMA}`);
    expect(extra.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/database/{pk}/table_metadata/extra/', 200, extra.body)).toEqual([]);

    const noName = await admin.get(`/api/v1/database/${id}/table_metadata/?schema=${PG_SCHEMA}`);
    expect(noName).toMatchObject({ status: 400, body: { message: expect.stringContaining('table name is required') } });

    const star = await admin.get(`/api/v1/database/${id}/select_star/orders/${PG_SCHEMA}/`);
    expect(star.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/database/{pk}/select_star/{table_name}/{schema_name}/', 200, star.body)).toEqual([]);
    expect(star.body.result).toMatch(new RegExp(`SELECT[\\s\\S]*id[\\s\\S]*FROM\\s+"?${PG_SCHEMA}"?\\."?orders"?`, 'i'));

    const missing = await admin.get(`/api/v1/database/${id}/select_star/no_such_table/${PG_SCHEMA}/`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(expect.any(String));
  });

  it('replaces the connection pool when the URI changes', async () => {
    const created = await admin.post('/api/v1/database/', { database_name: 'movable', sqlalchemy_uri: PG });
    const movable = created.body.id;
    expect((await admin.get(`/api/v1/database/${movable}/schemas/`)).body.result).toContain(PG_SCHEMA);

    const moved = await admin.put(`/api/v1/database/${movable}`, { sqlalchemy_uri: MARIADB });
    expect(moved.status).toBe(200);
    expect((await admin.get(`/api/v1/database/${movable}`)).body.result.backend).toBe('mysql');
    const schemas = await admin.get(`/api/v1/database/${movable}/schemas/`);
    expect(schemas.body.result).toContain('test');
    expect(schemas.body.result).not.toContain(PG_SCHEMA);
    const tables = await admin.get(`/api/v1/database/${movable}/tables/?q=(schema_name:test,search:${MARIADB_TABLE})`);
    expect(tables.body.result.map((t: { value: string }) => t.value)).toEqual([MARIADB_TABLE]);
    expect((await admin.delete(`/api/v1/database/${movable}`)).status).toBe(200);
  });

  it('browses MariaDB and DuckDB databases', async () => {
    const maria = await admin.post('/api/v1/database/', { database_name: 'maria', sqlalchemy_uri: MARIADB });
    expect(maria.status).toBe(201);
    const mariaTables = await admin.get(`/api/v1/database/${maria.body.id}/tables/?q=(schema_name:test,force:!t)`);
    expect(mariaTables.body.result.map((t: { value: string }) => t.value)).toContain(MARIADB_TABLE);
    const mariaColumns = await admin.get(`/api/v1/database/${maria.body.id}/table_metadata/?name=${MARIADB_TABLE}&schema=test`);
    expect(mariaColumns.body.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'label']);
    const mariaStar = await admin.get(`/api/v1/database/${maria.body.id}/select_star/${MARIADB_TABLE}/test/`);
    expect(mariaStar.body.result).toMatch(new RegExp(`SELECT[\\s\\S]*label[\\s\\S]*FROM test\\.${MARIADB_TABLE}`));

    const duck = await admin.post('/api/v1/database/', {
      database_name: 'duck-file',
      sqlalchemy_uri: `duckdb:///${join(duckFolder, 'birds.duckdb')}`,
    });
    expect(duck.status).toBe(201);
    expect((await admin.get(`/api/v1/database/${duck.body.id}/schemas/`)).body.result).toContain('main');
    const duckTables = await admin.get(`/api/v1/database/${duck.body.id}/tables/?q=(schema_name:main)`);
    expect(duckTables.body.result.map((t: { value: string }) => t.value)).toEqual(['birds']);
    const duckColumns = await admin.get(`/api/v1/database/${duck.body.id}/table_metadata/?name=birds&schema=main`);
    expect(duckColumns.body.columns.map((c: { name: string }) => c.name)).toEqual(['name', 'wingspan']);
    // Without a schema the table is looked up in the connection's default schema (`main`).
    const duckStar = await admin.get(`/api/v1/database/${duck.body.id}/select_star/birds/`);
    expect(duckStar.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/database/{pk}/select_star/{table_name}/', 200, duckStar.body)).toEqual([]);
    expect(duckStar.body.result).toMatch(/SELECT[\s\S]*wingspan[\s\S]*FROM (main\.)?birds\b/);

    for (const created of [maria, duck]) expect((await admin.delete(`/api/v1/database/${created.body.id}`)).status).toBe(200);
  });

  it('answers bad input with 400 and a message', async () => {
    const badUri = await admin.post('/api/v1/database/', { database_name: 'bad-uri', sqlalchemy_uri: 'not a uri' });
    expect(badUri.status).toBe(400);
    expect(JSON.stringify(badUri.body.message)).toMatch(/uri/i);
    const unknownEngine = await admin.post('/api/v1/database/', { database_name: 'bad-engine', sqlalchemy_uri: 'oracle://u@h/db' });
    expect(unknownEngine.status).toBe(400);
    expect(JSON.stringify(unknownEngine.body.message)).toMatch(/oracle/i);
    const badRison = await admin.get(`/api/v1/database/${id}/schemas/?q=(force:`);
    expect(badRison.status).toBe(400);
    expect(badRison.body.message).toMatch(/rison/i);
    const badFlag = await admin.get(`/api/v1/database/${id}/schemas/?q=(force:yes)`);
    expect(badFlag).toMatchObject({ status: 400, body: { message: expect.stringContaining('force must be !t or !f') } });
    const badPage = await admin.get(`/api/v1/database/${id}/tables/?q=(schema_name:public,page:-1)`);
    expect(badPage).toMatchObject({ status: 400, body: { message: expect.stringContaining('page and page_size') } });
    const badUpdate = await admin.put(`/api/v1/database/${id}`, { sqlalchemy_uri: 'not a uri' });
    expect(badUpdate.status).toBe(400);
    expect((await admin.get(`/api/v1/database/${id}`)).body.result.sqlalchemy_uri).toBe(PG);
  });

  it('refuses Gamma updates, deletes and connection tests', async () => {
    const put = await gamma.put(`/api/v1/database/${id}`, { database_name: 'taken-over' });
    expect(put.status).toBe(403);
    expect(put.body.message).toEqual(expect.any(String));
    expect((await gamma.delete(`/api/v1/database/${id}`)).status).toBe(403);
    const test = await gamma.post('/api/v1/database/test_connection/', { sqlalchemy_uri: PG });
    expect(test.status).toBe(403);
    expect(test.body.message).toEqual(expect.any(String));
    expect((await admin.get(`/api/v1/database/${id}`)).body.result.database_name).toBe('examples-pg');
  });

  it('refuses to delete a database a dataset uses', async () => {
    const datasetId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: id,
      tableName: 'orders',
      schema: PG_SCHEMA,
      columns: [{ name: 'id', type: 'INTEGER' }],
    });
    const refused = await admin.delete(`/api/v1/database/${id}`);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.message)).toContain('Cannot delete a database that has datasets attached');
    expect((await admin.get(`/api/v1/database/${id}`)).status).toBe(200);
    expect((await admin.delete(`/api/v1/dataset/${datasetId}`)).status).toBe(200);
    expect((await admin.delete(`/api/v1/database/${id}`)).status).toBe(200);
  });

  it('answers the shared routes and connection checks in the reference shapes', async () => {
    const info = await admin.get('/api/v1/database/_info?q=(keys:!(permissions))');
    expect(info.status).toBe(200);
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect(openApiProblems('get', '/api/v1/database/_info', 200, info.body)).toEqual([]);
    expect((await gamma.get('/api/v1/database/_info?q=(keys:!(permissions))')).body.permissions).not.toContain('can_write');

    const related = await admin.get('/api/v1/database/related/created_by?q=(filter:admin)');
    expect(related.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/database/related/{column_name}', 200, related.body)).toEqual([]);

    const tested = await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: MARIADB });
    expect(tested).toMatchObject({ status: 200, body: { message: 'OK' } });
    expect(openApiProblems('post', '/api/v1/database/test_connection/', 200, tested.body)).toEqual([]);

    const valid = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port: 5432, username: 'postgres', database: 'test' },
    });
    expect(valid).toMatchObject({ status: 200, body: { message: 'OK' } });
    expect(openApiProblems('post', '/api/v1/database/validate_parameters/', 200, valid.body)).toEqual([]);
  });
});
