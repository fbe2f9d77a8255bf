import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

/**
 * The SQL editor's calls as Superset's own client makes them: SupersetClient's `postPayload` (a
 * multipart form of JSON-encoded values), validation marks on the line the error is on, and cost
 * estimates decided by each database's `cost_estimate_enabled` with no global switch.
 */
describe('SQL editor calls as SupersetClient sends them', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let estimatingId: number;
  let plainId: number;

  beforeAll(async () => {
    // No ESTIMATE_QUERY_COST flag: each database decides.
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const suffix = Date.now().toString(36);
    const estimating = await admin.post('/api/v1/database/', {
      database_name: `pg-estimating-${suffix}`,
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
      extra: JSON.stringify({ cost_estimate_enabled: true }),
    });
    expect(estimating.status).toBe(201);
    estimatingId = estimating.body.id;
    plainId = (await admin.post('/api/v1/database/', { database_name: `pg-plain-${suffix}`, sqlalchemy_uri: PG, expose_in_sqllab: true }))
      .body.id;
  }, 120_000);

  afterAll(() => app?.stop());

  /** SupersetClient's `postPayload`: a FormData whose every value is JSON-encoded. */
  function postPayload(method: string, path: string, payload: Record<string, unknown>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(payload)) form.append(name, JSON.stringify(value));
    return admin.fetch(path, { method, body: form });
  }

  it('creates and updates a tab from the multipart form postPayload sends', async () => {
    const created = await postPayload('POST', '/tabstateview/', {
      queryEditor: { name: 'Untitled Query 1', dbId: estimatingId, schema: 'public', sql: 'SELECT 1', queryLimit: 100, autorun: false },
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };
    expect(id).toEqual(expect.any(Number));

    const updated = await postPayload('PUT', `/tabstateview/${id}`, { sql: 'SELECT 2', label: 'Multipart', hide_left_bar: true });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toBe(id);
    expect((await admin.get(`/tabstateview/${id}`)).body).toMatchObject({
      id,
      label: 'Multipart',
      sql: 'SELECT 2',
      database_id: estimatingId,
      schema: 'public',
      query_limit: 100,
      hide_left_bar: true,
    });

    const table = await postPayload('POST', '/tableschemaview/', {
      table: { dbId: estimatingId, queryEditorId: id, schema: 'pg_catalog', name: 'pg_class', expanded: true },
    });
    expect(table.status).toBe(200);
    expect(await admin.delete(`/tabstateview/${id}`)).toMatchObject({ status: 200, body: 'OK' });
  });

  it('refuses a multipart form carrying a file, or a queryEditor that is not a JSON object, with 400', async () => {
    const withFile = new FormData();
    withFile.append('queryEditor', new Blob(['{}'], { type: 'application/json' }), 'editor.json');
    expect((await admin.fetch('/tabstateview/', { method: 'POST', body: withFile })).status).toBe(400);
    const notAnObject = await postPayload('POST', '/tabstateview/', { queryEditor: 'SELECT 1' });
    expect(notAnObject.status).toBe(400);
    expect(await notAnObject.json()).toEqual({ message: expect.stringMatching(/^queryEditor /) });
  });

  it('marks an error the database finds on line 3 on line 3, at its column', async () => {
    const sql = 'SELECT 1 AS a,\n  2 AS b\nFROM pg_class WHERE nope = 1';
    const validated = await admin.post(`/api/v1/database/${plainId}/validate_sql/`, { sql, schema: 'public' });
    expect(validated.status).toBe(200);
    expect(validated.body.result).toEqual([
      expect.objectContaining({
        line_number: 3,
        start_column: 'FROM pg_class WHERE '.length + 1,
        message: expect.stringContaining('nope'),
      }),
    ]);
    // The second statement's error, on the script's line 4.
    const second = await admin.post(`/api/v1/database/${plainId}/validate_sql/`, {
      sql: 'SELECT 1;\nSELECT oid\nFROM pg_class\nWHERE nope',
    });
    expect(second.body.result).toEqual([expect.objectContaining({ line_number: 4, start_column: 7 })]);
    // A syntax error the parser finds, on line 3.
    const syntax = await admin.post(`/api/v1/database/${plainId}/validate_sql/`, { sql: 'SELECT a,\n  b\nFROM t WHERE x = = 1' });
    expect(syntax.body.result).toEqual([expect.objectContaining({ line_number: 3, start_column: 18 })]);
  });

  it('estimates costs where the database has cost_estimate_enabled, without a global flag', async () => {
    const estimate = await admin.post('/api/v1/sqllab/estimate/', { database_id: estimatingId, sql: 'SELECT * FROM pg_class' });
    expect(estimate.status).toBe(200);
    expect(estimate.body.result).toHaveLength(1);
    const listed = await admin.get(`/api/v1/database/${estimatingId}`);
    expect(listed.body.result.allows_cost_estimate).toBe(true);
    const refused = await admin.post('/api/v1/sqllab/estimate/', { database_id: plainId, sql: 'SELECT 1' });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ message: 'Database does not support cost estimation' })] },
    });
  });
});
