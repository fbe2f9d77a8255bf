import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const schema = `tessera_ds_${Date.now()}`;
const MANAGED_MESSAGE = "This dataset is managed externally, and can't be edited in Tessera";

/** The reference types a list row's to-many `owners` as one object; Superset (and Tessera) send a list. */
const withoutOwners = (body: { result: Record<string, unknown>[] }) => ({
  ...body,
  result: body.result.map(({ owners: _owners, ...row }) => row),
});

describe('datasets over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let alpha: ApiSession;
  let gamma: ApiSession;
  let databaseId: number;
  let birthsId: number;
  let boysId: number;
  const pg = new Client({ connectionString: PG });

  const createUser = async (username: string, role: string) => {
    const roles = await admin.get(`/api/v1/security/roles/?q=(filter:${role})`);
    const roleId = roles.body.result.find((r: { name: string }) => r.name === role).id;
    const created = await admin.post('/api/v1/security/users/', {
      first_name: username,
      last_name: 'User',
      username,
      email: `${username}@example.com`,
      password: `${username}password`,
      roles: [roleId],
    });
    expect(created.status).toBe(201);
    return ApiSession.login(app.url, username, `${username}password`);
  };

  beforeAll(async () => {
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.births (ds timestamp, gender varchar(16), name text, num int)`);
    await pg.query(
      `INSERT INTO ${schema}.births VALUES ('2001-01-01','boy','Aaron',10),('2001-06-01','girl','Amy',7),('2002-01-01','boy','Bob',5),('2002-03-01','girl','Cleo',1),('2003-01-01','boy','Dan',2)`,
    );
    await pg.query(`CREATE TABLE ${schema}.other (id int)`);
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    alpha = await createUser('alfred', 'Alpha');
    gamma = await createUser('gemma', 'Gamma');
    const database = await admin.post('/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: PG });
    expect(database.status).toBe(201);
    databaseId = database.body.id;
  });

  afterAll(async () => {
    await app?.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  it("creates a physical dataset with the table's columns and the default COUNT(*) metric", async () => {
    const created = await admin.post('/api/v1/dataset/', { database: databaseId, schema, table_name: 'births' });
    expect(created.status).toBe(201);
    expect(openApiProblems('post', '/api/v1/dataset/', 201, created.body)).toEqual([]);
    birthsId = created.body.id;
    expect(created.body.result).toEqual({ database: databaseId, schema, table_name: 'births' });
    const { data } = created.body;
    expect(data.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['ds', 'gender', 'name', 'num']);
    expect(data.columns.find((c: { column_name: string }) => c.column_name === 'ds')).toMatchObject({ is_dttm: true, type_generic: 2 });
    expect(data.metrics).toEqual([expect.objectContaining({ metric_name: 'count', expression: 'COUNT(*)' })]);
    const me = (await admin.get('/api/v1/me/')).body.result;
    expect(data).toMatchObject({
      kind: 'physical',
      main_dttm_col: 'ds',
      uid: `${birthsId}__table`,
      datasource_type: 'table',
      owners: [{ id: me.id, first_name: me.first_name, last_name: me.last_name }],
    });
  });

  it('refuses a second dataset on the same table, a missing table, an unknown database and unknown fields', async () => {
    expect(await admin.post('/api/v1/dataset/', { database: databaseId, schema, table_name: 'births' })).toMatchObject({
      status: 422,
      body: { message: { table: [`Dataset ${schema}.births already exists`] } },
    });
    const missing = await admin.post('/api/v1/dataset/', { database: databaseId, schema, table_name: 'nope' });
    expect(missing.status).toBe(422);
    expect(missing.body.message.table[0]).toBe(
      `Table [${schema}.nope] could not be found, please double check your database connection, schema, and table name`,
    );
    expect(await admin.post('/api/v1/dataset/', { database: 9999, table_name: 'births' })).toMatchObject({
      status: 422,
      body: { message: { database: ['Database does not exist'] } },
    });
    expect(await admin.post('/api/v1/dataset/', { database: databaseId, table_name: 'births', colour: 'red' })).toMatchObject({
      status: 400,
      body: { message: { colour: ['Unknown field.'] } },
    });
    expect(await admin.post('/api/v1/dataset/', { table_name: 'births' })).toMatchObject({
      status: 400,
      body: { message: { database: ['Missing data for required field.'] } },
    });
  });

  it('creates a virtual dataset from its query and rejects statements that are not a single query', async () => {
    const created = await admin.post('/api/v1/dataset/', {
      database: databaseId,
      schema,
      table_name: 'boys',
      sql: `SELECT name, num FROM ${schema}.births WHERE gender = 'boy'`,
    });
    expect(created.status).toBe(201);
    boysId = created.body.id;
    expect(created.body.data.kind).toBe('virtual');
    expect(created.body.data.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['name', 'num']);
    const dml = await admin.post('/api/v1/dataset/', { database: databaseId, table_name: 'evil', sql: `DELETE FROM ${schema}.births` });
    expect(dml.status).toBeGreaterThanOrEqual(400);
    expect(dml.status).toBeLessThan(500);
    expect((await pg.query(`SELECT COUNT(*)::int AS n FROM ${schema}.births`)).rows[0].n).toBe(5);
  });

  it('reads one dataset in the reference shape, pruned to the columns asked for', async () => {
    const one = await admin.get(`/api/v1/dataset/${birthsId}`);
    expect(one.status).toBe(200);
    // The reference's schema for this answer does not compile (`nullable` without `type`), so the shape is checked here.
    expect(Object.keys(one.body).sort()).toEqual(['description_columns', 'id', 'label_columns', 'result', 'show_columns', 'show_title']);
    expect(one.body.result).toMatchObject({
      id: birthsId,
      table_name: 'births',
      schema,
      database: { id: databaseId, database_name: 'pg', backend: 'postgresql' },
      is_managed_externally: false,
    });
    expect(one.body.result.select_star).toContain('births');
    const pruned = await admin.get(`/api/v1/dataset/${birthsId}?q=(columns:!(table_name,schema),keys:!(none))`);
    expect(pruned.body).toEqual({ id: birthsId, result: { table_name: 'births', schema } });
    expect((await admin.get('/api/v1/dataset/99999')).status).toBe(404);
  });

  it('lists datasets with rison filters, ordering and paging', async () => {
    const page = await admin.get('/api/v1/dataset/?q=(order_column:table_name,order_direction:asc,page:0,page_size:1)');
    expect(page.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/dataset/', 200, withoutOwners(page.body))).toEqual([]);
    expect(page.body).toMatchObject({
      count: 2,
      ids: [birthsId],
      result: [{ table_name: 'births', kind: 'physical', database: { id: databaseId, database_name: 'pg' } }],
    });
    const second = await admin.get('/api/v1/dataset/?q=(order_column:table_name,order_direction:asc,page:1,page_size:1)');
    expect(second.body.result.map((r: { id: number }) => r.id)).toEqual([boysId]);
    const contains = await admin.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:ct,value:oy)))');
    expect(contains.body.ids).toEqual([boysId]);
    const physical = await admin.get('/api/v1/dataset/?q=(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!t)))');
    expect(physical.body.ids).toEqual([birthsId]);
    const virtual = await admin.get('/api/v1/dataset/?q=(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!f)))');
    expect(virtual.body.ids).toEqual([boysId]);
    expect((await admin.get('/api/v1/dataset/?q=(order_column:colour)')).status).toBe(400);
    expect((await admin.get('/api/v1/dataset/?q=(filters:!((col:table_name')).status).toBe(400);
  });

  it('saves fields, certification, authoritative metric lists and column settings', async () => {
    const before = (await admin.get(`/api/v1/dataset/${birthsId}`)).body.result;
    const count = before.metrics[0];
    const columns = before.columns.map((c: { id: number; column_name: string }) => ({
      id: c.id,
      column_name: c.column_name,
      ...(c.column_name === 'gender' ? { verbose_name: 'Gender' } : {}),
    }));
    const extra = JSON.stringify({ certification: { certified_by: 'Data team', details: 'Checked' } });
    const body = {
      description: 'US births',
      extra,
      cache_timeout: 60,
      normalize_columns: true,
      always_filter_main_dttm: true,
      columns,
      metrics: [
        { id: count.id, metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'Rows' },
        { metric_name: 'sum__num', expression: 'SUM(num)', d3format: ',d' },
      ],
    };
    const saved = await admin.put(`/api/v1/dataset/${birthsId}`, body);
    expect(saved.status).toBe(200);
    expect(openApiProblems('put', '/api/v1/dataset/{pk}', 200, saved.body)).toEqual([]);
    const after = (await admin.get(`/api/v1/dataset/${birthsId}`)).body.result;
    expect(after).toMatchObject({
      description: 'US births',
      extra,
      cache_timeout: 60,
      normalize_columns: true,
      always_filter_main_dttm: true,
    });
    expect(after.metrics.map((m: { metric_name: string; verbose_name: string | null }) => [m.metric_name, m.verbose_name])).toEqual([
      ['count', 'Rows'],
      ['sum__num', null],
    ]);
    expect(after.columns.find((c: { column_name: string }) => c.column_name === 'gender').verbose_name).toBe('Gender');
    const certified = await admin.get('/api/v1/dataset/?q=(filters:!((col:id,opr:dataset_is_certified,value:!t)))');
    expect(certified.body.ids).toEqual([birthsId]);

    const sum = after.metrics.find((m: { metric_name: string }) => m.metric_name === 'sum__num');
    const edited = await admin.put(`/api/v1/dataset/${birthsId}`, {
      metrics: [{ id: sum.id, metric_name: 'sum__num', expression: 'SUM(num) * 2', currency: { symbol: 'EUR', symbolPosition: 'suffix' } }],
    });
    expect(edited.status).toBe(200);
    const metrics = (await admin.get(`/api/v1/dataset/${birthsId}`)).body.result.metrics;
    expect(metrics).toEqual([
      expect.objectContaining({ id: sum.id, expression: 'SUM(num) * 2', currency: { symbol: 'EUR', symbolPosition: 'suffix' } }),
    ]);
  });

  it('refuses bad column and metric lists and malformed JSON', async () => {
    const duplicated = await admin.put(`/api/v1/dataset/${birthsId}`, {
      metrics: [
        { metric_name: 'a', expression: 'COUNT(*)' },
        { metric_name: 'a', expression: 'MAX(num)' },
      ],
    });
    expect(duplicated).toMatchObject({ status: 422, body: { message: { metrics: ['One or more metrics are duplicated'] } } });
    const foreign = await admin.put(`/api/v1/dataset/${birthsId}`, { columns: [{ id: 987654, column_name: 'x' }] });
    expect(foreign).toMatchObject({ status: 422, body: { message: { columns: ['One or more columns do not exist'] } } });
    const boys = (await admin.get(`/api/v1/dataset/${boysId}`)).body.result;
    const swapped = boys.columns.map((c: { id: number; column_name: string }) => ({
      id: c.id,
      column_name: c.column_name === 'name' ? 'num' : 'name',
    }));
    expect(await admin.put(`/api/v1/dataset/${boysId}`, { description: 'swapped', columns: swapped })).toMatchObject({
      status: 422,
      body: { message: { columns: ['One or more columns already exist'] } },
    });
    expect((await admin.get(`/api/v1/dataset/${boysId}`)).body.result).toMatchObject({ description: null, columns: boys.columns });
    expect(await admin.put(`/api/v1/dataset/${birthsId}`, { extra: '{nope' })).toMatchObject({
      status: 400,
      body: { message: { extra: ['JSON not valid'] } },
    });
    expect(await admin.put(`/api/v1/dataset/${birthsId}`, { table_name: 'boys', schema })).toMatchObject({
      status: 422,
      body: { message: { table: [`Dataset ${schema}.boys already exists`] } },
    });
  });

  it('refreshes columns from the table, reporting added, modified and removed ones', async () => {
    await pg.query(`ALTER TABLE ${schema}.births ADD COLUMN state text, DROP COLUMN name, ALTER COLUMN gender TYPE text`);
    const refreshed = await admin.put(`/api/v1/dataset/${birthsId}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(openApiProblems('put', '/api/v1/dataset/{pk}/refresh', 200, refreshed.body)).toEqual([]);
    expect(refreshed.body).toEqual({ message: 'OK', added: ['state'], modified: ['gender'], removed: ['name'] });
    const columns = (await admin.get(`/api/v1/dataset/${birthsId}`)).body.result.columns;
    expect(columns.map((c: { column_name: string }) => c.column_name).sort()).toEqual(['ds', 'gender', 'num', 'state']);
    expect(columns.find((c: { column_name: string }) => c.column_name === 'gender')).toMatchObject({
      verbose_name: 'Gender',
      type: 'TEXT',
    });
  });

  it('replaces every column with override_columns, then syncs them with the table', async () => {
    const saved = await admin.put(`/api/v1/dataset/${birthsId}?override_columns=true`, {
      columns: [
        { column_name: 'num', verbose_name: 'Number' },
        { column_name: 'num_x2', expression: 'num * 2' },
      ],
    });
    expect(saved.status).toBe(200);
    const columns = (await admin.get(`/api/v1/dataset/${birthsId}`)).body.result.columns;
    expect(columns.map((c: { column_name: string }) => c.column_name).sort()).toEqual(['ds', 'gender', 'num', 'num_x2', 'state']);
    expect(columns.find((c: { column_name: string }) => c.column_name === 'num').verbose_name).toBe('Number');
    expect(columns.find((c: { column_name: string }) => c.column_name === 'num_x2').expression).toBe('num * 2');
  });

  it('pages samples of a dataset and counts its rows', async () => {
    const path = `/datasource/samples?datasource_type=table&datasource_id=${birthsId}`;
    const second = await admin.post(`${path}&page=2&per_page=2`, {});
    expect(second.status).toBe(200);
    expect(second.body.result).toMatchObject({ total_count: 5, page: 2, per_page: 2, rowcount: 2 });
    expect(second.body.result.colnames).toEqual(expect.arrayContaining(['ds', 'gender', 'num', 'state', 'num_x2']));
    const last = await admin.post(`${path}&page=3&per_page=2&force=true`, {});
    expect(last.body.result).toMatchObject({ rowcount: 1, total_count: 5, is_cached: false });
    const filtered = await admin.post(`${path}&page=1&per_page=10`, { filters: [{ col: 'gender', op: '==', val: 'boy' }] });
    expect(filtered.body.result).toMatchObject({ total_count: 3, rowcount: 3 });
    const big = await admin.post('/api/v1/dataset/', {
      database: databaseId,
      table_name: 'big_births',
      sql: `SELECT ds, num FROM ${schema}.births WHERE num >= 5`,
    });
    const virtual = await admin.post(`/api/v1/datasource/samples?datasource_type=table&datasource_id=${big.body.id}`, {});
    expect(virtual.body.result).toMatchObject({ total_count: 3, colnames: ['ds', 'num'] });
    expect(virtual.body.result.data.map((row: { num: number }) => row.num).sort((a: number, b: number) => a - b)).toEqual([5, 7, 10]);
    expect(await admin.post('/datasource/samples?datasource_type=colour&datasource_id=1', {})).toMatchObject({ status: 400 });
    expect((await admin.post('/datasource/samples?datasource_type=table&datasource_id=99999', {})).status).toBe(404);
  });

  it('works the same on a DuckDB database', async () => {
    const duck = await admin.post('/api/v1/database/', { database_name: 'duck', sqlalchemy_uri: 'duckdb:///:memory:' });
    expect(duck.status).toBe(201);
    const created = await admin.post('/api/v1/dataset/', {
      database: duck.body.id,
      table_name: 'fruit_sales',
      sql: "SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('plum', 7), ('plum', 4)) AS sales(fruit, qty)",
    });
    expect(created.status).toBe(201);
    expect(created.body.data.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['fruit', 'qty']);
    const samples = await admin.post(`/datasource/samples?datasource_type=table&datasource_id=${created.body.id}&per_page=3`, {});
    expect(samples.body.result).toMatchObject({ total_count: 4, rowcount: 3, page: 1, per_page: 3 });
    expect((await admin.delete(`/api/v1/dataset/${created.body.id}`)).status).toBe(200);
  });

  it('describes the columns a table has in its database', async () => {
    const found = await admin.get(
      `/datasource/external_metadata_by_name/?q=(datasource_type:table,database_name:pg,schema_name:${schema},table_name:births)`,
    );
    expect(found.status).toBe(200);
    expect(found.body.map((c: { column_name: string }) => c.column_name)).toEqual(['ds', 'gender', 'num', 'state']);
    expect(found.body[0]).toMatchObject({ name: 'ds', is_dttm: true, type_generic: 2 });
    const missing = await admin.get(
      `/datasource/external_metadata_by_name/?q=(datasource_type:table,database_name:pg,schema_name:${schema},table_name:nope)`,
    );
    expect(missing.status).toBe(422);
    expect(
      (await admin.get('/datasource/external_metadata_by_name/?q=(datasource_type:table,database_name:nowhere,table_name:x)')).status,
    ).toBe(404);
    expect((await admin.get('/datasource/external_metadata_by_name/?q=(oops')).status).toBe(400);
  });

  it('gets or creates the dataset of a table', async () => {
    const existing = await admin.post('/api/v1/dataset/get_or_create/', { database_id: databaseId, schema, table_name: 'births' });
    expect(existing).toMatchObject({ status: 200, body: { result: { table_id: birthsId } } });
    expect(openApiProblems('post', '/api/v1/dataset/get_or_create/', 200, existing.body)).toEqual([]);
    const created = await admin.post('/api/v1/dataset/get_or_create/', { database_id: databaseId, schema, table_name: 'other' });
    expect(created.status).toBe(200);
    expect(created.body.result.table_id).not.toBe(birthsId);
    expect(
      (await admin.get(`/api/v1/dataset/${created.body.result.table_id}`)).body.result.columns.map(
        (c: { column_name: string }) => c.column_name,
      ),
    ).toEqual(['id']);
  });

  it('lists the charts built on a dataset', async () => {
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Births by gender',
      viz_type: 'table',
      datasource_id: birthsId,
      datasource_type: 'table',
    });
    expect(chart.status).toBe(201);
    const related = await admin.get(`/api/v1/dataset/${birthsId}/related_objects`);
    expect(related.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/dataset/{pk}/related_objects', 200, related.body)).toEqual([]);
    expect(related.body).toEqual({
      charts: { count: 1, result: [{ id: chart.body.id, slice_name: 'Births by gender', viz_type: 'table' }] },
      dashboards: { count: 0, result: [] },
    });
  });

  it('duplicates virtual datasets only', async () => {
    const copy = await admin.post('/api/v1/dataset/duplicate', { base_model_id: boysId, table_name: 'boys_copy' });
    expect(copy.status).toBe(201);
    expect(openApiProblems('post', '/api/v1/dataset/duplicate', 201, copy.body)).toEqual([]);
    const copied = (await admin.get(`/api/v1/dataset/${copy.body.id}`)).body.result;
    expect(copied).toMatchObject({ table_name: 'boys_copy', kind: 'virtual', sql: expect.stringContaining("gender = 'boy'") });
    expect(copied.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['name', 'num']);
    expect(copied.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['count']);
    expect(await admin.post('/api/v1/dataset/duplicate', { base_model_id: birthsId, table_name: 'births_copy' })).toMatchObject({
      status: 422,
      body: { message: { datasource_type: ['Datasource type is invalid'] } },
    });
    expect((await admin.post('/api/v1/dataset/duplicate', { base_model_id: 99999, table_name: 'x' })).status).toBe(404);
  });

  it('serves _info, related databases and owners, and distinct schemas', async () => {
    const info = await admin.get('/api/v1/dataset/_info?q=(keys:!(permissions))');
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect(openApiProblems('get', '/api/v1/dataset/_info', 200, info.body)).toEqual([]);
    const databases = await admin.get('/api/v1/dataset/related/database?q=(filter:p)');
    expect(databases.body).toEqual({ count: 1, result: [{ value: databaseId, text: 'pg' }] });
    expect(openApiProblems('get', '/api/v1/dataset/related/{column_name}', 200, databases.body)).toEqual([]);
    expect((await admin.get('/api/v1/dataset/related/colour')).status).toBe(404);
    const owners = await admin.get('/api/v1/dataset/related/owners?q=(filter:alfred)');
    expect(owners.body.result.map((u: { text: string }) => u.text)).toEqual(['alfred User']);
    const schemas = await admin.get('/api/v1/dataset/distinct/schema');
    expect(schemas.body).toEqual({ count: 1, result: [{ text: schema, value: schema }] });
    expect(openApiProblems('get', '/api/v1/dataset/distinct/{column_name}', 200, schemas.body)).toEqual([]);
  });

  it('describes datasets to the tag service, which lets only their owners tag them', async () => {
    expect((await admin.post(`/api/v1/tag/4/${birthsId}/`, { properties: { tags: ['curated'] } })).status).toBe(201);
    expect((await alpha.post(`/api/v1/tag/4/${birthsId}/`, { properties: { tags: ['mine'] } })).status).toBe(403);
    const tagged = await admin.get('/api/v1/tag/get_objects/?tags=curated');
    expect(tagged.body.result).toEqual([expect.objectContaining({ id: birthsId, type: 'dataset', name: `${schema}.births` })]);
  });

  it('lets only owners change a dataset, and nobody change an externally managed one', async () => {
    expect((await gamma.get('/api/v1/dataset/')).body.count).toBe(0);
    expect(await gamma.put(`/api/v1/dataset/${birthsId}`, { description: 'mine' })).toMatchObject({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect(await gamma.delete(`/api/v1/dataset/${birthsId}`)).toMatchObject({ status: 403 });
    expect(await alpha.put(`/api/v1/dataset/${birthsId}`, { description: 'mine' })).toMatchObject({
      status: 403,
      body: { message: 'Changing this dataset is forbidden' },
    });
    expect(await alpha.delete(`/api/v1/dataset/${birthsId}`)).toMatchObject({
      status: 403,
      body: { message: 'Changing this dataset is forbidden' },
    });
    expect(await alpha.put(`/api/v1/dataset/${birthsId}/refresh`)).toMatchObject({ status: 403 });
    const own = await alpha.post('/api/v1/dataset/', { database: databaseId, table_name: 'alpha_view', sql: 'SELECT 1 AS one' });
    expect(own.status).toBe(201);
    expect(await alpha.put(`/api/v1/dataset/${own.body.id}`, { description: 'mine' })).toMatchObject({ status: 200 });
    const managed = await admin.post('/api/v1/dataset/', {
      database: databaseId,
      table_name: 'managed',
      sql: 'SELECT 2 AS two',
      is_managed_externally: true,
      external_url: 'https://example.com/m',
    });
    expect(managed.status).toBe(201);
    expect(await admin.put(`/api/v1/dataset/${managed.body.id}`, { description: 'changed' })).toMatchObject({
      status: 403,
      body: { message: MANAGED_MESSAGE },
    });
  });

  it('deletes one dataset, several at once, and refuses unknown ids and bad rison', async () => {
    const list = await admin.get('/api/v1/dataset/?q=(page_size:100)');
    const byName = new Map<string, number>(list.body.result.map((r: { table_name: string; id: number }) => [r.table_name, r.id]));
    const deleted = await admin.delete(`/api/v1/dataset/${byName.get('boys_copy')}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'OK' } });
    expect(openApiProblems('delete', '/api/v1/dataset/{pk}', 200, deleted.body)).toEqual([]);
    expect((await admin.get(`/api/v1/dataset/${byName.get('boys_copy')}`)).status).toBe(404);
    expect((await admin.delete(`/api/v1/dataset/?q=!(${byName.get('other')},99999)`)).status).toBe(404);
    const bulk = await admin.delete(`/api/v1/dataset/?q=!(${byName.get('other')},${byName.get('managed')})`);
    expect(bulk).toMatchObject({ status: 200, body: { message: 'Deleted 2 datasets' } });
    expect(openApiProblems('delete', '/api/v1/dataset/', 200, bulk.body)).toEqual([]);
    expect((await admin.delete('/api/v1/dataset/?q=!(1')).status).toBe(400);
    expect((await admin.get('/api/v1/dataset/?q=(page_size:100)')).body.count).toBe(list.body.count - 3);
  });
});
