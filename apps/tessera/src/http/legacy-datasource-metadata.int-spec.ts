import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const WAREHOUSE = 'postgresql://postgres@127.0.0.1:5432/test';

/** Superset's legacy `GET /superset/fetch_datasource_metadata?datasourceKey=<id>__table`, as older clients call it. */
describe('the legacy datasource metadata route', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  let datasetId: number;
  const suffix = Date.now().toString(36);
  const schema = `legacy_${suffix}`;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: WAREHOUSE });
    await warehouse.connect();
    await warehouse.query(`CREATE SCHEMA ${schema}`);
    await warehouse.query(`CREATE TABLE ${schema}.boats (id int PRIMARY KEY, hull text, launched date)`);
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: `legacy ${suffix}`, sqlalchemy_uri: WAREHOUSE });
    expect(database.status).toBe(201);
    const dataset = await admin.post('/api/v1/dataset/', { database: database.body.id, schema, table_name: 'boats' });
    expect(dataset.status).toBe(201);
    datasetId = dataset.body.id;
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse?.end();
  });

  it("answers the dataset's metadata as Explore loads it", async () => {
    const legacy = await admin.get(`/superset/fetch_datasource_metadata?datasourceKey=${datasetId}__table`);
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({ id: datasetId, type: 'table', table_name: 'boats' });
    expect((legacy.body.columns as { column_name: string }[]).map((column) => column.column_name).sort()).toEqual([
      'hull',
      'id',
      'launched',
    ]);
    const explore = await admin.get(`/api/v1/explore/?datasource_id=${datasetId}&datasource_type=table`);
    expect(legacy.body).toEqual(explore.body.result.dataset);
  });

  it('says which keys it cannot read and which datasources do not exist', async () => {
    expect((await admin.get('/superset/fetch_datasource_metadata?datasourceKey=999999__table')).status).toBe(404);
    expect((await admin.get('/superset/fetch_datasource_metadata?datasourceKey=3__query')).status).toBe(404);
    for (const key of ['', 'boats', `${datasetId}`, `${datasetId}__chart`, `x__table`])
      expect((await admin.get(`/superset/fetch_datasource_metadata?datasourceKey=${encodeURIComponent(key)}`)).status).toBe(400);
    expect((await admin.get('/superset/fetch_datasource_metadata')).status).toBe(400);
  });
});
