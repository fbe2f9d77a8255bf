import { RoleService } from '@tessera/security';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { seedDataset } from '../testing/dataset-seed';
import { openApiProblems } from '../testing/openapi-validator';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const schema = `tessera_cd_${Date.now()}`;

describe('chart data over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let datasetId: number;
  let probeId: number;
  const pg = new Client({ connectionString: PG });

  const context = (overrides: Record<string, unknown> = {}, query: Record<string, unknown> = {}) => ({
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [
      {
        columns: ['gender'],
        metrics: ['count', { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'total' }],
        orderby: [['total', false]],
        row_limit: 100,
        ...query,
      },
    ],
    result_format: 'json',
    result_type: 'full',
    ...overrides,
  });

  beforeAll(async () => {
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.births (ds timestamp, gender text, name text, num int)`);
    await pg.query(
      `INSERT INTO ${schema}.births VALUES ('2001-01-01','boy','Aaron',10),('2001-06-01','girl','Amy',7),('2002-01-01','boy','Bob',5),('2002-03-01','girl','Cleo',1)`,
    );
    await pg.query(`CREATE TABLE ${schema}.probe_counter (n int)`);
    await pg.query(`INSERT INTO ${schema}.probe_counter VALUES (0)`);
    await pg.query(`CREATE FUNCTION ${schema}.probe_rows() RETURNS TABLE(x int) LANGUAGE plpgsql VOLATILE AS $$
      BEGIN UPDATE ${schema}.probe_counter SET n = n + 1; PERFORM pg_sleep(2); RETURN QUERY SELECT generate_series(1, 3); END $$`);

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
    const database = await admin.post('/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: PG });
    const columns = [
      { name: 'ds', type: 'TIMESTAMP', isDttm: true },
      { name: 'gender', type: 'TEXT' },
      { name: 'name', type: 'TEXT' },
      { name: 'num', type: 'INTEGER' },
    ];
    datasetId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: database.body.id,
      tableName: 'births',
      schema,
      mainDttmCol: 'ds',
      columns,
      metrics: [{ name: 'sum__num', expression: 'SUM(num)' }],
    });
    probeId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: database.body.id,
      tableName: 'probe',
      sql: `SELECT x FROM ${schema}.probe_rows()`,
      columns: [{ name: 'x', type: 'INTEGER' }],
    });
  });

  afterAll(async () => {
    await app?.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  it('answers a grouped query with the same numbers as SQL, in the reference shape, then from the cache', async () => {
    const first = await admin.post('/api/v1/chart/data', context());
    expect(first.status).toBe(200);
    expect(openApiProblems('post', '/api/v1/chart/data', 200, first.body)).toEqual([]);
    const [item] = first.body.result;
    expect(item).toMatchObject({
      colnames: ['gender', 'count', 'total'],
      coltypes: [1, 0, 0],
      rowcount: 2,
      is_cached: false,
      status: 'success',
    });
    const expected = await pg.query(
      `SELECT gender, COUNT(*)::int AS count, SUM(num)::int AS total FROM ${schema}.births GROUP BY gender ORDER BY total DESC`,
    );
    expect(item.data.map((r: Record<string, unknown>) => [r.gender, Number(r.count), Number(r.total)])).toEqual(
      expected.rows.map((r) => [r.gender, r.count, r.total]),
    );
    expect(item.query).toMatch(/GROUP BY/);
    const second = await admin.post('/api/v1/chart/data', context());
    expect(second.body.result[0]).toMatchObject({ is_cached: true, cache_key: item.cache_key });
    expect(typeof second.body.result[0].cached_dttm).toBe('string');
    const forced = await admin.post('/api/v1/chart/data', context({ force: true }));
    expect(forced.body.result[0].is_cached).toBe(false);
  });

  it('returns time series with epoch-ms timestamps, a time grain, a filter and post-processing', async () => {
    const response = await admin.post(
      '/api/v1/chart/data',
      context(
        {},
        {
          columns: [{ label: 'ds', sqlExpression: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }],
          metrics: ['sum__num'],
          filters: [
            { col: 'gender', op: '==', val: 'boy' },
            { col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2003-01-01' },
          ],
          orderby: [],
          post_processing: [{ operation: 'cum', options: { operator: 'sum', columns: { sum__num: 'sum__num' } } }],
        },
      ),
    );
    expect(response.status).toBe(200);
    const [item] = response.body.result;
    expect(item.data).toEqual([
      { ds: Date.UTC(2001, 0, 1), sum__num: 10 },
      { ds: Date.UTC(2002, 0, 1), sum__num: 15 },
    ]);
    expect(item.from_dttm).toBe(Date.UTC(2000, 0, 1));
    expect(item.applied_filters.map((f: { column: string }) => f.column)).toEqual(expect.arrayContaining(['gender', 'ds']));
  });

  it('answers the other result types', async () => {
    const query = await admin.post('/api/v1/chart/data', context({ result_type: 'query' }));
    expect(query.body.result[0]).toMatchObject({ language: 'sql', query: expect.stringContaining('SELECT') });
    const samples = await admin.post('/api/v1/chart/data', context({ result_type: 'samples' }));
    expect(samples.body.result[0].colnames).toEqual(expect.arrayContaining(['ds', 'gender', 'name', 'num']));
    expect(samples.body.result[0].rowcount).toBe(4);
    const grains = await admin.post('/api/v1/chart/data', context({ result_type: 'timegrains' }));
    expect(grains.body.result[0].data.map((g: { duration: string }) => g.duration)).toEqual(expect.arrayContaining(['P1D', 'P1M', 'P1Y']));
    const results = await admin.post('/api/v1/chart/data', context({ result_type: 'results' }));
    expect(Object.keys(results.body.result[0]).sort()).toEqual(['colnames', 'coltypes', 'data', 'rowcount', 'sql_rowcount']);
  });

  it('downloads CSV as a file (with can_csv) and from a form post', async () => {
    const csv = await admin.call('POST', '/api/v1/chart/data', context({ result_format: 'csv' }));
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="chart_\d+T\d+\.csv"/);
    expect(
      String(csv.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toBe('gender,count,total');
    const token = (admin as unknown as { token: string }).token;
    const form = await fetch(`${app.url}/api/v1/chart/data`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form_data: JSON.stringify(context({ result_format: 'csv' })) }).toString(),
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('gender,count,total');
  });

  it('exports a pivot table chart pivoted: post_processed CSV has the pivoted header, values and totals', async () => {
    const sum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' };
    const formData = {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['name'],
      groupbyColumns: ['gender'],
      metrics: [sum],
      aggregateFunction: 'Sum',
      metricsLayout: 'COLUMNS',
      colTotals: true,
      rowTotals: true,
    };
    const pivoted = context(
      { result_format: 'csv', result_type: 'post_processed', form_data: formData },
      { columns: ['name', 'gender'], metrics: [sum], orderby: [] },
    );
    const csv = await admin.call('POST', '/api/v1/chart/data', pivoted);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(
      String(csv.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n'),
    ).toEqual([
      ',SUM(num) boy,SUM(num) girl,SUM(num) Subtotal,Total (Sum)',
      'Aaron,10,,10,10',
      'Amy,,7,7,7',
      'Bob,5,,5,5',
      'Cleo,,1,1,1',
      'Total (Sum),15,8,23,23',
      '',
    ]);
    const flat = await admin.call('POST', '/api/v1/chart/data', { ...pivoted, result_type: 'full' });
    expect(
      String(flat.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toBe('name,gender,SUM(num)');
  });

  it('refuses callers without access to the dataset, and bad payloads, with Superset errors', async () => {
    const denied = await gamma.post('/api/v1/chart/data', context());
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0].error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
    const badColumn = await admin.post('/api/v1/chart/data', context({}, { columns: ['nope'] }));
    expect(badColumn.status).toBe(400);
    expect(badColumn.body.errors[0].error_type).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
    const badSchema = await admin.post('/api/v1/chart/data', { datasource: { id: datasetId, type: 'table' }, queries: 'all of them' });
    expect(badSchema.status).toBe(400);
    expect(badSchema.body.errors[0].error_type).toBe('INVALID_PAYLOAD_SCHEMA_ERROR');
    const injection = await admin.post('/api/v1/chart/data', context({}, { extras: { where: '1=1; DROP TABLE births' } }));
    expect(injection.status).toBe(400);
    const missing = await admin.post('/api/v1/chart/data', context({ datasource: { id: 99999, type: 'table' } }));
    expect(missing.status).toBe(404);
  });

  it('runs 50 concurrent identical requests against the warehouse once', async () => {
    // Not forced: these are cache misses. The 2 s query keeps them overlapping even on a loaded machine,
    // so most replies share the one computation rather than reading the cache after it.
    const probe = {
      datasource: { id: probeId, type: 'table' },
      force: false,
      queries: [{ columns: ['x'], metrics: [], row_limit: 10 }],
      result_format: 'json',
      result_type: 'full',
    };
    const replies = await Promise.all(Array.from({ length: 50 }, () => admin.post('/api/v1/chart/data', probe)));
    expect(replies.every((r) => r.status === 200 && r.body.result[0].rowcount === 3)).toBe(true);
    expect(replies.filter((r) => r.body.result[0].is_cached === false).length).toBeGreaterThan(25);
    const { rows } = await pg.query(`SELECT n FROM ${schema}.probe_counter`);
    expect(rows[0].n).toBe(1);
  });

  it('applies row-level security per role, and users under different rules never share cache entries', async () => {
    const roleService = app.gateway.app.get(RoleService);
    const role = await admin.post('/api/v1/security/roles/', { name: 'Births reader' });
    await roleService.grant(role.body.id, [
      { permission: 'datasource_access', viewMenu: `[pg].[births](id:${datasetId})` },
      { permission: 'can_read', viewMenu: 'Chart' },
    ]);
    await admin.post('/api/v1/security/users/', {
      first_name: 'R',
      last_name: 'R',
      username: 'reader',
      email: 'r@example.com',
      password: 'rpassword',
      roles: [role.body.id],
    });
    const reader = await ApiSession.login(app.url, 'reader', 'rpassword');
    const rule = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'girls only',
      filter_type: 'Regular',
      clause: "gender = 'girl'",
      tables: [datasetId],
      roles: [role.body.id],
    });
    expect(rule.status).toBe(201);
    const badRule = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'bad',
      filter_type: 'Regular',
      clause: '1=1; DROP TABLE x',
      tables: [datasetId],
    });
    expect(badRule.status).toBe(400);

    const asReader = await reader.post('/api/v1/chart/data', context());
    expect(asReader.status).toBe(200);
    expect(asReader.body.result[0].data.map((r: { gender: string }) => r.gender)).toEqual(['girl']);
    const asAdmin = await admin.post('/api/v1/chart/data', context());
    expect(asAdmin.body.result[0].data.map((r: { gender: string }) => r.gender).sort()).toEqual(['boy', 'girl']);
    expect(asReader.body.result[0].cache_key).not.toBe(asAdmin.body.result[0].cache_key);
  });
});
