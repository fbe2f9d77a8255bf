import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

describe('annotation layers over HTTP and in chart data', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let pg: Client;
  const schema = `annot_${process.pid}`;
  let datasetId: number;
  let layerId: number;

  beforeAll(async () => {
    pg = new Client({ connectionString: PG });
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.visits (ds timestamp, visits int)`);
    await pg.query(
      `INSERT INTO ${schema}.visits SELECT timestamp '2024-01-01' + i * interval '1 day', 100 + i FROM generate_series(0, 59) i`,
    );
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'A',
      last_name: 'G',
      username: 'ag',
      email: 'ag@example.com',
      password: 'agpassword',
      roles: [gammaId],
    });
    gamma = await ApiSession.login(app.url, 'ag', 'agpassword');
    const database = await admin.post('/api/v1/database/', { database_name: 'annotations pg', sqlalchemy_uri: PG });
    datasetId = (await admin.post('/api/v1/dataset/', { database: database.body.id, schema, table_name: 'visits' })).body.id;
  });

  afterAll(async () => {
    await app.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  const timeseries = (extra: Record<string, unknown> = {}) => ({
    datasource: { id: datasetId, type: 'table' },
    queries: [
      {
        columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', timeGrain: 'P1W' }],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'visits' }, aggregate: 'SUM', label: 'visits' }],
        time_range: '2024-01-01 : 2024-02-01',
        granularity: 'ds',
        ...extra,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  });

  it('creates, reads, lists and updates layers and their annotations', async () => {
    const created = await admin.post('/api/v1/annotation_layer/', { name: 'Releases', descr: 'Product releases' });
    expect(created.status).toBe(201);
    expect(openApiProblems('post', '/api/v1/annotation_layer/', 201, created.body)).toEqual([]);
    layerId = created.body.id;
    expect((await admin.post('/api/v1/annotation_layer/', { name: 'Releases' })).status).toBe(422);

    const january = await admin.post(`/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'v1.0',
      start_dttm: '2024-01-10T00:00:00',
      end_dttm: '2024-01-10T00:00:00',
      json_metadata: '{"team":"core"}',
    });
    expect(january.status).toBe(201);
    await admin.post(`/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'Freeze',
      long_descr: 'Code freeze',
      start_dttm: '2024-01-25',
      end_dttm: '2024-02-05',
    });
    await admin.post(`/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'v2.0',
      start_dttm: '2024-03-01T09:30:00',
      end_dttm: '2024-03-01T09:30:00',
    });

    const list = await admin.get(`/api/v1/annotation_layer/${layerId}/annotation/?q=(order_column:start_dttm,order_direction:asc)`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(3);
    expect(list.body.result.map((a: { short_descr: string; start_dttm: string }) => [a.short_descr, a.start_dttm])).toEqual([
      ['v1.0', '2024-01-10T00:00:00'],
      ['Freeze', '2024-01-25T00:00:00'],
      ['v2.0', '2024-03-01T09:30:00'],
    ]);
    // Annotation times are naive wall-clock times, as Superset returns them; the reference types them as
    // zoned date-times, which Superset's own answers do not match either.
    const problems = openApiProblems('get', '/api/v1/annotation_layer/{pk}/annotation/', 200, list.body).filter(
      (p) => !p.endsWith('must match format "date-time"'),
    );
    expect(problems).toEqual([]);

    const one = await admin.get(`/api/v1/annotation_layer/${layerId}/annotation/${january.body.id}`);
    expect(one.body.result).toMatchObject({
      short_descr: 'v1.0',
      layer: { id: layerId, name: 'Releases' },
      json_metadata: '{"team":"core"}',
    });
    expect(
      (await admin.put(`/api/v1/annotation_layer/${layerId}/annotation/${january.body.id}`, { long_descr: 'First release' })).status,
    ).toBe(200);
    expect((await admin.get(`/api/v1/annotation_layer/${layerId}/annotation/${january.body.id}`)).body.result.long_descr).toBe(
      'First release',
    );

    const layers = await admin.get('/api/v1/annotation_layer/?q=(filters:!((col:name,opr:ct,value:Rel)))');
    expect(layers.body.count).toBe(1);
    expect(openApiProblems('get', '/api/v1/annotation_layer/', 200, layers.body)).toEqual([]);
    expect((await admin.put(`/api/v1/annotation_layer/${layerId}`, { descr: 'Shipped versions' })).status).toBe(200);
    expect((await admin.get(`/api/v1/annotation_layer/${layerId}`)).body.result).toEqual({
      id: layerId,
      name: 'Releases',
      descr: 'Shipped versions',
    });
  });

  it('refuses bad annotations and layer deletes that would orphan annotations', async () => {
    const backwards = await admin.post(`/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'x',
      start_dttm: '2024-02-01',
      end_dttm: '2024-01-01',
    });
    expect(backwards.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(backwards.body)).toContain('End date must be after start date');
    const missing = await admin.post(`/api/v1/annotation_layer/${layerId}/annotation/`, { short_descr: 'y' });
    expect(JSON.stringify(missing.body)).toContain('Missing data for required field.');
    const badDate = await admin.post(`/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'z',
      start_dttm: 'yesterday',
      end_dttm: '2024-01-01',
    });
    expect(JSON.stringify(badDate.body)).toContain('Not a valid datetime.');
    const duplicate = await admin.post(`/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'v1.0',
      start_dttm: '2024-01-01',
      end_dttm: '2024-01-01',
    });
    expect(JSON.stringify(duplicate.body)).toContain('Short description must be unique for this layer');
    const busy = await admin.delete(`/api/v1/annotation_layer/${layerId}`);
    expect(busy.status).toBe(422);
    expect(busy.body.message).toBe('Annotation layer has associated annotations.');
    expect((await admin.get('/api/v1/annotation_layer/999999')).status).toBe(404);
    expect((await gamma.post('/api/v1/annotation_layer/', { name: 'Mine' })).status).toBe(403);
  });

  it('returns native annotations overlapping the time range with the chart data', async () => {
    const reply = await admin.post(
      '/api/v1/chart/data',
      timeseries({ annotation_layers: [{ name: 'Releases', sourceType: 'NATIVE', value: layerId, annotationType: 'EVENT', show: true }] }),
    );
    expect(reply.status).toBe(200);
    const releases = reply.body.result[0].annotation_data.Releases;
    expect(releases.columns).toEqual(['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata']);
    expect(releases.records.map((r: { short_descr: string }) => r.short_descr)).toEqual(['v1.0', 'Freeze']);
    const hidden = await admin.post(
      '/api/v1/chart/data',
      timeseries({ annotation_layers: [{ name: 'Releases', sourceType: 'NATIVE', value: layerId, show: false }] }),
    );
    expect(hidden.body.result[0].annotation_data).toEqual([]);
    const unknown = await admin.post(
      '/api/v1/chart/data',
      timeseries({ annotation_layers: [{ name: 'Gone', sourceType: 'NATIVE', value: 999999 }] }),
    );
    expect(unknown.status).toBe(400);
  });

  it('returns another chart’s data as an annotation layer, in the annotated chart’s time range', async () => {
    const target = timeseries({ time_range: 'No filter' });
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Weekly visits',
      viz_type: 'echarts_timeseries_line',
      datasource_id: datasetId,
      datasource_type: 'table',
      query_context: JSON.stringify(target),
    });
    expect(chart.status).toBe(201);
    const layer = {
      name: 'Last year',
      sourceType: 'table',
      value: chart.body.id,
      annotationType: 'TIME_SERIES',
      overrides: { time_range: null },
      show: true,
    };
    const reply = await admin.post('/api/v1/chart/data', timeseries({ annotation_layers: [layer] }));
    expect(reply.status).toBe(200);
    const main = reply.body.result[0];
    const annotation = main.annotation_data['Last year'];
    expect(annotation.columns).toEqual(main.colnames);
    expect(annotation.records).toEqual(main.data);
    const withoutOverride = await admin.post('/api/v1/chart/data', timeseries({ annotation_layers: [{ ...layer, overrides: {} }] }));
    expect(withoutOverride.body.result[0].annotation_data['Last year'].records.length).toBeGreaterThan(main.data.length);
  });
});
