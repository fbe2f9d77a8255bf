import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@tessera/platform';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';
import { clientIdSequence, rison, waitForQueryState as waitForState } from './sqllab-test-support';
import type { LooseJson } from '../testing/loose-json';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const MARIADB = 'mysql://root:@127.0.0.1:3306/test';
/** A query that runs for minutes unless stopped, on an SRF in the select list so nothing is materialised. */
const SLOW_QUERY = 'SELECT count(*) FROM (SELECT generate_series(1, 10000000000)) AS s';

/**
 * Contract problems other than three quirks of Superset's generated schema, which Superset's own
 * answers do not follow: it marks no Query field nullable (a pending query has no end time or
 * results key), types the item `id` as a string (it is the integer key) and a saved query's `tags`
 * as an object (it is a list).
 */
function shapeProblems(method: string, path: string, status: number, body: unknown): string[] {
  const valueAt = (pointer: string) =>
    pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], body);
  return openApiProblems(method, path, status, body)
    .filter((problem) => valueAt(problem.split(' ')[0]) !== null)
    .filter((problem) => !(problem === '/id must be string' && Number.isInteger(valueAt('/id'))))
    .filter((problem) => !(/^\/result\/\d+\/tags must be object$/.test(problem) && Array.isArray(valueAt(problem.split(' ')[0]))));
}

describe('SQL editor over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let analyst: ApiSession;
  let databaseId: number;
  let readOnlyDatabaseId: number;
  const nextClientId = clientIdSequence();

  beforeAll(async () => {
    app = await startHttpTestApp({
      limits: { ...loadConfig({}).limits, sqlMaxRow: 100, sqllabTimeoutSeconds: 2 },
    });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(page_size:100)');
    const roleId = (name: string) => roles.body.result.find((r: { name: string }) => r.name === name).id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'Ann',
      last_name: 'Lyst',
      username: 'analyst',
      email: 'analyst@example.com',
      password: 'analystpw',
      roles: [roleId('Alpha'), roleId('sql_lab')],
    });
    analyst = await ApiSession.login(app.url, 'analyst', 'analystpw');
    const writable = await admin.post('/api/v1/database/', {
      database_name: 'pg-dml',
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
      allow_dml: true,
      allow_run_async: true,
      allow_ctas: true,
      extra: JSON.stringify({ cost_estimate_enabled: true }),
    });
    expect(writable.status).toBe(201);
    databaseId = writable.body.id;
    const readOnly = await admin.post('/api/v1/database/', { database_name: 'pg-read', sqlalchemy_uri: PG, expose_in_sqllab: true });
    readOnlyDatabaseId = readOnly.body.id;
  });

  afterAll(() => app?.stop());

  it("runs a SELECT synchronously and answers Superset's shape", async () => {
    const clientId = nextClientId();
    const reply = await admin.post('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: databaseId,
      sql: "SELECT 1 AS one, 'a' AS letter",
      tab: 'Untitled Query 1',
      sql_editor_id: '7',
      schema: 'public',
      json: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'success',
      data: [{ one: 1, letter: 'a' }],
      columns: [
        expect.objectContaining({ column_name: 'one', name: 'one', type_generic: 0 }),
        expect.objectContaining({ name: 'letter', type_generic: 1 }),
      ],
      expanded_columns: [],
      query: {
        id: clientId,
        dbId: databaseId,
        db: 'pg-dml',
        state: 'success',
        rows: 1,
        tab: 'Untitled Query 1',
        sqlEditorId: '7',
        limitingFactor: 'NOT_LIMITED',
        progress: 100,
      },
    });
    expect(reply.body.query_id).toBe(reply.body.query.queryId);
    expect(typeof reply.body.query.resultsKey).toBe('string');
    expect(shapeProblems('post', '/api/v1/sqllab/execute/', 200, reply.body)).toEqual([]);

    const again = await admin.post('/api/v1/sqllab/execute/', { client_id: clientId, database_id: databaseId, sql: 'SELECT 2' });
    expect(again.body).toMatchObject({ query_id: reply.body.query_id, data: [{ one: 1 }] });
  });

  it('applies the dropdown limit, capped by the maximum row count, and reports what limited the rows', async () => {
    const dropdown = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: 'SELECT generate_series(1, 50) AS n',
      queryLimit: 10,
    });
    expect(dropdown.body.data).toHaveLength(10);
    expect(dropdown.body.query).toMatchObject({ limit: 10, limitingFactor: 'DROPDOWN', rows: 10 });
    expect(dropdown.body.query.executedSql).toMatch(/LIMIT 11$/);

    const own = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: 'SELECT generate_series(1, 50) AS n LIMIT 5;',
      queryLimit: 10,
    });
    expect(own.body.query).toMatchObject({ rows: 5, limitingFactor: 'QUERY' });

    const capped = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: 'SELECT generate_series(1, 500) AS n',
      queryLimit: 1000,
    });
    expect(capped.body.data).toHaveLength(100);
    expect(capped.body.query).toMatchObject({ limit: 100, limitingFactor: 'DROPDOWN' });

    const few = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: 'SELECT generate_series(1, 3) AS n',
      queryLimit: 10,
    });
    expect(few.body.query).toMatchObject({ rows: 3, limitingFactor: 'NOT_LIMITED' });
  });

  it('refuses writes on a database without DML and runs scripts in order where allowed', async () => {
    const table = `sqllab_t_${Date.now()}`;
    const refused = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: readOnlyDatabaseId,
      sql: `CREATE TABLE ${table} (x int)`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      error_type: 'DML_NOT_ALLOWED_ERROR',
      message: 'Only SELECT statements are allowed against this database.',
    });
    const hidden = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: readOnlyDatabaseId,
      sql: `WITH d AS (DELETE FROM ${table} RETURNING *) SELECT * FROM d`,
    });
    expect(hidden.body.errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');

    const script = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: `CREATE TABLE ${table} (x int);\nINSERT INTO ${table} VALUES (1), (2), (3);\nSELECT sum(x) AS total FROM ${table};\nDROP TABLE ${table}`,
    });
    expect(script.status).toBe(200);
    expect(script.body.query.executedSql.split(';\n')).toHaveLength(4);
    const sum = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: `CREATE TEMP TABLE IF NOT EXISTS t_${table} AS SELECT 1 AS x; SELECT 40 + 2 AS answer`,
    });
    expect(sum.body.data).toEqual([{ answer: 42 }]);
  });

  it('renders template parameters and names missing ones', async () => {
    const rendered = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: "SELECT '{{ region }}' AS region, {{ current_user_id() }} AS uid",
      templateParams: JSON.stringify({ region: 'EMEA' }),
    });
    expect(rendered.body.data).toEqual([{ region: 'EMEA', uid: 1 }]);
    expect(rendered.body.query.executedSql).toContain("'EMEA'");

    const missing = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: 'SELECT {{ regoin }}',
      templateParams: JSON.stringify({ region: 'EMEA' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({
      error_type: 'MISSING_TEMPLATE_PARAMS_ERROR',
      extra: { undefined_parameters: ['regoin'] },
    });
    expect(missing.body.errors[0].message).toContain('Did you mean "region" instead of "regoin"?');
  });

  it('reports database errors and records failed queries', async () => {
    const clientId = nextClientId();
    const failed = await admin.post('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: databaseId,
      sql: 'SELECT * FROM no_such_table_here',
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.status).toBeLessThan(500);
    expect(failed.body.errors[0].message).toMatch(/no_such_table_here/);
    const history = await admin.get(`/api/v1/query/?q=${rison(`(filters:!((col:sql,opr:ct,value:no_such_table_here)))`)}`);
    expect(history.body.result).toEqual([expect.objectContaining({ status: 'failed', sql: 'SELECT * FROM no_such_table_here' })]);
    const missingDatabase = await admin.post('/api/v1/sqllab/execute/', { database_id: 9999, sql: 'SELECT 1' });
    expect(missingDatabase.status).toBe(404);
    const invalid = await admin.post('/api/v1/sqllab/execute/', { sql: 'SELECT 1' });
    expect(invalid.status).toBe(400);
  });

  it('queues async runs for a worker and serves their results from the results backend', async () => {
    const clientId = nextClientId();
    const queued = await admin.post('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: databaseId,
      sql: 'SELECT n, n * 2 AS twice FROM generate_series(1, 5) AS n ORDER BY n',
      runAsync: true,
      queryLimit: 4,
      schema: 'public',
    });
    expect(queued.status).toBe(202);
    expect(queued.body.query).toMatchObject({ id: clientId, state: 'pending', resultsKey: null });
    expect(shapeProblems('post', '/api/v1/sqllab/execute/', 202, queued.body)).toEqual([]);

    const done = await waitForState(admin, clientId, ['success', 'failed']);
    expect(done).toMatchObject({ state: 'success', rows: 4, limitingFactor: 'DROPDOWN' });
    const results = await admin.get(`/api/v1/sqllab/results/?q=${rison(`(key:'${done.resultsKey}',rows:2)`)}`);
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({
      status: 'success',
      data: [
        { n: 1, twice: 2 },
        { n: 2, twice: 4 },
      ],
      displayLimitReached: true,
      query: { id: clientId },
    });
    expect(shapeProblems('get', '/api/v1/sqllab/results/', 200, results.body)).toEqual([]);

    expect((await analyst.get(`/api/v1/sqllab/results/?q=${rison(`(key:'${done.resultsKey}')`)}`)).status).toBe(403);
    const unknown = await admin.get(`/api/v1/sqllab/results/?q=${rison("(key:'no-such-key')")}`);
    expect(unknown.status).toBe(404);

    const events = await admin.get('/api/v1/async_event/');
    expect(events.body.result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          job_id: clientId,
          status: 'done',
          state: 'success',
          result_url: expect.stringContaining(done.resultsKey!),
        }),
      ]),
    );

    const repeated = await admin.post('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: databaseId,
      sql: 'SELECT 1',
      runAsync: true,
    });
    expect(repeated.body).toMatchObject({ query_id: done.queryId, status: 'success' });
  });

  it('stops a running synchronous query in the database within a second', async () => {
    const clientId = nextClientId();
    // Runs for minutes unless stopped (pg_sleep is refused by the SQL guard).
    const running = admin.post('/api/v1/sqllab/execute/', { client_id: clientId, database_id: databaseId, sql: SLOW_QUERY });
    await waitForState(admin, clientId, ['running']);
    const stopAt = Date.now();
    expect(await admin.post('/api/v1/query/stop', { client_id: clientId })).toMatchObject({ status: 200, body: { result: 'OK' } });
    const reply = await running;
    expect(Date.now() - stopAt).toBeLessThan(1000);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'stopped', data: [], query: { state: 'stopped', errorMessage: 'Query was stopped.' } });
    const stored = await admin.get(`/api/v1/query/${reply.body.query_id}`);
    expect(stored.body.result).toMatchObject({ client_id: clientId, status: 'stopped', error_message: 'Query was stopped.' });
    expect(await analyst.post('/api/v1/query/stop', { client_id: clientId })).toMatchObject({ status: 404 });
  });

  it('stops a queued query while the worker runs it', async () => {
    const clientId = nextClientId();
    const queued = await admin.post('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: databaseId,
      sql: SLOW_QUERY,
      runAsync: true,
    });
    expect(queued.status).toBe(202);
    await waitForState(admin, clientId, ['running']);
    await admin.post('/api/v1/query/stop', { client_id: clientId });
    const stopped = await waitForState(admin, clientId, ['stopped', 'failed', 'success']);
    expect(stopped).toMatchObject({ state: 'stopped', errorMessage: 'Query was stopped.' });
  });

  it('lists the query history: own queries only without all_query_access, with filters and paging', async () => {
    const mine = await analyst.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: 'SELECT 7 AS analyst_marker',
      tab: 'Mine',
    });
    expect(mine.status).toBe(200);
    const own = await analyst.get('/api/v1/query/');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      count: 1,
      result: [
        expect.objectContaining({
          sql: 'SELECT 7 AS analyst_marker',
          tab_name: 'Mine',
          status: 'success',
          user: expect.objectContaining({ first_name: 'Ann' }),
        }),
      ],
    });
    expect(shapeProblems('get', '/api/v1/query/', 200, own.body)).toEqual([]);

    const all = await admin.get(`/api/v1/query/?q=${rison('(order_column:changed_on,order_direction:desc,page:0,page_size:2)')}`);
    expect(all.body.result).toHaveLength(2);
    expect(all.body.count).toBeGreaterThan(5);
    const failedOnly = await admin.get(`/api/v1/query/?q=${rison('(filters:!((col:status,opr:eq,value:failed)))')}`);
    expect(failedOnly.body.result.every((q: { status: string }) => q.status === 'failed')).toBe(true);
    expect(failedOnly.body.count).toBeGreaterThan(0);

    expect((await analyst.get('/api/v1/query/distinct/status')).body).toEqual({
      count: 1,
      result: [{ text: 'success', value: 'success' }],
    });
    const related = await analyst.get(`/api/v1/query/related/database?q=${rison('(filter:dml)')}`);
    expect(related.body).toEqual({ count: 1, result: [{ value: databaseId, text: 'pg-dml' }] });
    expect((await analyst.get('/api/v1/query/related/user')).body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ text: 'Ann Lyst' })]),
    );

    const one = await admin.get(`/api/v1/query/${mine.body.query_id}`);
    expect(one.body.result).toMatchObject({
      id: mine.body.query_id,
      sql: 'SELECT 7 AS analyst_marker',
      database: { id: databaseId },
      rows: 1,
    });
    expect(shapeProblems('get', '/api/v1/query/{pk}', 200, one.body)).toEqual([]);
    const adminQuery = all.body.result.find((q: { user: { first_name: string } | null }) => q.user?.first_name !== 'Ann');
    expect((await analyst.get(`/api/v1/query/${adminQuery.id}`)).status).toBe(404);
  });

  it('saves, reads, lists, updates and deletes saved queries, each user only their own', async () => {
    const created = await analyst.post('/api/v1/saved_query/', {
      db_id: databaseId,
      label: 'Monthly revenue',
      description: 'by region',
      schema: 'public',
      sql: 'SELECT region, sum(amount) FROM public.sales GROUP BY 1',
      template_parameters: '{}',
    });
    expect(created.status).toBe(201);
    expect(shapeProblems('post', '/api/v1/saved_query/', 201, created.body)).toEqual([]);
    const id = created.body.id;
    const second = await analyst.post('/api/v1/saved_query/', { db_id: databaseId, label: 'Scratch', sql: 'SELECT 1' });

    const one = await analyst.get(`/api/v1/saved_query/${id}`);
    expect(one.body.result).toMatchObject({
      id,
      label: 'Monthly revenue',
      database: { id: databaseId, database_name: 'pg-dml' },
      sql_tables: [{ table: 'sales', schema: 'public', catalog: null }],
      created_by: { first_name: 'Ann', last_name: 'Lyst' },
    });
    expect(shapeProblems('get', '/api/v1/saved_query/{pk}', 200, one.body)).toEqual([]);

    const searched = await analyst.get(
      `/api/v1/saved_query/?q=${rison('(filters:!((col:label,opr:all_text,value:revenue)),order_column:label,order_direction:asc)')}`,
    );
    expect(searched.body).toMatchObject({ count: 1, result: [expect.objectContaining({ id, db_id: databaseId, tags: [] })] });
    expect(shapeProblems('get', '/api/v1/saved_query/', 200, searched.body)).toEqual([]);
    expect((await admin.get('/api/v1/saved_query/')).body.count).toBe(0);

    // Another user's saved query is invisible: reading, changing and deleting it are all refused.
    expect((await admin.get(`/api/v1/saved_query/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/v1/saved_query/${id}`, { label: 'Mine now' })).status).toBe(404);
    expect((await admin.delete(`/api/v1/saved_query/${id}`)).status).toBe(404);
    expect((await analyst.get(`/api/v1/saved_query/${id}`)).body.result.label).toBe('Monthly revenue');

    const updated = await analyst.put(`/api/v1/saved_query/${id}`, { label: 'Quarterly revenue' });
    expect(updated).toMatchObject({ status: 200, body: { id, result: { label: 'Quarterly revenue' } } });
    expect((await analyst.get(`/api/v1/saved_query/${id}`)).body.result).toMatchObject({
      label: 'Quarterly revenue',
      description: 'by region',
    });
    expect((await analyst.post('/api/v1/saved_query/', { label: 'x', colour: 'red' })).status).toBe(400);

    expect((await analyst.get('/api/v1/saved_query/distinct/schema')).body).toEqual({
      count: 1,
      result: [{ text: 'public', value: 'public' }],
    });
    const info = await analyst.get('/api/v1/saved_query/_info?q=(keys:!(permissions))');
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));

    expect((await analyst.delete(`/api/v1/saved_query/?q=${rison(`!(${id},${second.body.id})`)}`)).body).toEqual({
      message: 'Deleted 2 saved queries',
    });
    expect((await analyst.get(`/api/v1/saved_query/${id}`)).status).toBe(404);
  });

  it("keeps a scheduled query's schedule_info in extra_json through create, read and list", async () => {
    const scheduleInfo = { schedule_interval: '0 6 * * 1', start_date: '2026-12-01', end_date: '2027-06-30', output_table: 'weekly_sales' };
    const extraJson = JSON.stringify({ schedule_info: scheduleInfo });
    const created = await analyst.post('/api/v1/saved_query/', {
      db_id: databaseId,
      label: 'Weekly sales',
      schema: 'public',
      sql: 'SELECT count(*) FROM public.sales',
      extra_json: extraJson,
    });
    expect(created.status).toBe(201);
    expect(created.body.result.extra_json).toBe(extraJson);
    expect((await analyst.get(`/api/v1/saved_query/${created.body.id}`)).body.result.extra_json).toBe(extraJson);
    const listed = await analyst.get(`/api/v1/saved_query/?q=${rison('(filters:!((col:label,opr:all_text,value:weekly)))')}`);
    expect(listed.body.result).toEqual([expect.objectContaining({ id: created.body.id, extra: { schedule_info: scheduleInfo } })]);
    expect((await analyst.delete(`/api/v1/saved_query/${created.body.id}`)).status).toBe(200);
  });

  it('names the query and tab of a history row, so the editor can remove it from its tab', async () => {
    const tab = await analyst.post('/tabstateview/', { queryEditor: { name: 'History tab', dbId: databaseId, sql: '' } });
    const clientId = nextClientId();
    const ran = await analyst.post('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: databaseId,
      sql: 'SELECT 8 AS removable',
      sql_editor_id: String(tab.body.id),
    });
    const detail = await analyst.get(`/api/v1/query/${ran.body.query_id}`);
    expect(detail.body.result).toMatchObject({ client_id: clientId, sql_editor_id: String(tab.body.id) });
    expect(await analyst.delete(`/tabstateview/${tab.body.id}/query/${clientId}`)).toMatchObject({ status: 200, body: 'OK' });
    expect((await analyst.get(`/api/v1/query/${ran.body.query_id}`)).status).toBe(404);
    expect((await analyst.delete(`/tabstateview/${tab.body.id}/query/${clientId}`)).status).toBe(404);
    await analyst.delete(`/tabstateview/${tab.body.id}`);
  });

  /** The editor's way of posting tab state: a form whose values are JSON-encoded. */
  let analystToken: { access_token: string } | null = null;
  async function formCall(method: string, path: string, fields: Record<string, unknown>): Promise<{ status: number; body: LooseJson }> {
    const token = (analystToken ??= (await fetch(`${app.url}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'analyst', password: 'analystpw', provider: 'db' }),
    }).then((r) => r.json())) as { access_token: string });
    const form = new URLSearchParams(Object.entries(fields).map(([name, value]): [string, string] => [name, JSON.stringify(value)]));
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  it('keeps SQL editor tabs and their table panes per user', async () => {
    const first = await formCall('POST', '/tabstateview/', {
      queryEditor: { name: 'Untitled Query 1', dbId: databaseId, schema: 'public', sql: 'SELECT 1', queryLimit: 100 },
    });
    expect(first.status).toBe(200);
    const second = await formCall('POST', '/tabstateview/', { queryEditor: { name: 'Untitled Query 2', dbId: databaseId, sql: '' } });
    const tabId = first.body.id;

    const updated = await formCall('PUT', `/tabstateview/${tabId}`, {
      sql: 'SELECT 2',
      label: 'Revenue',
      extra_json: JSON.stringify({ updatedAt: 5, version: 1 }),
      hide_left_bar: true,
    });
    expect(updated).toEqual({ status: 200, body: tabId });

    const clientId = nextClientId();
    await analyst.post('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: databaseId,
      sql: 'SELECT 2',
      sql_editor_id: 'local-tab',
    });
    expect(await formCall('POST', `/tabstateview/${tabId}/migrate_query`, { queryId: clientId })).toEqual({ status: 200, body: tabId });
    await formCall('PUT', `/tabstateview/${tabId}`, { latest_query_id: clientId });

    const table = await formCall('POST', '/tableschemaview/', {
      table: { dbId: databaseId, queryEditorId: tabId, schema: 'public', name: 'sales', expanded: true },
    });
    expect(table.status).toBe(200);
    expect(await formCall('POST', `/tableschemaview/${table.body.id}/expanded`, { expanded: false })).toEqual({
      status: 200,
      body: { id: table.body.id, expanded: false },
    });

    expect((await analyst.post(`/tabstateview/${tabId}/activate`)).body).toBe(tabId);
    const tab = await analyst.get(`/tabstateview/${tabId}`);
    expect(tab.body).toMatchObject({
      id: tabId,
      label: 'Revenue',
      active: true,
      database_id: databaseId,
      schema: 'public',
      sql: 'SELECT 2',
      query_limit: 100,
      hide_left_bar: true,
      extra_json: { updatedAt: 5, version: 1 },
      latest_query: { id: clientId, sqlEditorId: String(tabId), state: 'success' },
      table_schemas: [
        { id: table.body.id, table: 'sales', schema: 'public', expanded: false, description: expect.objectContaining({ name: 'sales' }) },
      ],
    });
    expect((await analyst.get(`/tabstateview/${second.body.id}`)).body.active).toBe(false);

    expect((await admin.get(`/tabstateview/${tabId}`)).status).toBe(403);
    expect((await admin.put(`/tabstateview/${tabId}`, { sql: 'DROP TABLE x' })).status).toBe(403);
    expect((await admin.delete(`/tableschemaview/${table.body.id}`)).status).toBe(403);
    expect((await analyst.get('/tabstateview/999999')).status).toBe(404);

    const bootstrap = await analyst.get('/api/v1/sqllab/');
    expect(bootstrap.status).toBe(200);
    expect(bootstrap.body.result).toMatchObject({
      active_tab: { id: tabId, label: 'Revenue' },
      tab_state_ids: [
        [tabId, 'Revenue'],
        [second.body.id, 'Untitled Query 2'],
      ],
      queries: { [clientId]: expect.objectContaining({ id: clientId, sqlEditorId: String(tabId) }) },
      databases: {
        [databaseId]: expect.objectContaining({ id: databaseId, database_name: 'pg-dml', allow_dml: true, expose_in_sqllab: true }),
      },
    });

    expect(await analyst.delete(`/tabstateview/${tabId}/query/${clientId}`)).toMatchObject({ status: 200, body: 'OK' });
    expect((await analyst.get(`/api/v1/query/?q=${rison(`(filters:!((col:sql,opr:eq,value:'SELECT 2')))`)}`)).body.count).toBe(0);
    expect(await analyst.delete(`/tableschemaview/${table.body.id}`)).toMatchObject({ status: 200, body: 'OK' });
    expect(await analyst.delete(`/tabstateview/${tabId}`)).toMatchObject({ status: 200, body: 'OK' });
    expect((await analyst.get(`/tabstateview/${tabId}`)).status).toBe(404);
  });

  it('times out synchronous runs after the SQL editor timeout', async () => {
    const clientId = nextClientId();
    const slow = await admin.post('/api/v1/sqllab/execute/', { client_id: clientId, database_id: databaseId, sql: SLOW_QUERY });
    expect(slow.status).toBe(408);
    expect(slow.body.errors[0].error_type).toBe('SQLLAB_TIMEOUT_ERROR');
    const history = await admin.get(`/api/v1/query/?q=${rison(`(filters:!((col:sql,opr:eq,value:'${SLOW_QUERY}')),page_size:100)`)}`);
    expect(history.body.result).toContainEqual(expect.objectContaining({ sql: SLOW_QUERY, status: 'timed_out' }));
  });

  it('formats SQL per dialect and estimates its cost', async () => {
    expect(await admin.post('/api/v1/sqllab/format_sql/', { sql: 'select a, b from t where x = 1', engine: 'postgresql' })).toMatchObject({
      status: 200,
      body: { result: 'SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1' },
    });
    expect(
      (await admin.post('/api/v1/sqllab/format_sql/', { sql: 'select {{ n }}', database_id: databaseId, template_params: { n: 3 } })).body,
    ).toEqual({ result: 'SELECT\n  3' });
    expect((await admin.post('/api/v1/sqllab/format_sql/', { sql: 'select ( from' })).status).toBe(400);

    const estimate = await admin.post('/api/v1/sqllab/estimate/', {
      database_id: databaseId,
      sql: 'SELECT * FROM generate_series(1, {{ n }})',
      template_params: { n: 10 },
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body.result).toHaveLength(1);
    expect(Object.keys(estimate.body.result[0]).length).toBeGreaterThan(0);
    const unsupported = await admin.post('/api/v1/sqllab/estimate/', { database_id: readOnlyDatabaseId, sql: 'SELECT 1' });
    expect(unsupported).toMatchObject({
      status: 400,
      body: { errors: [expect.objectContaining({ message: 'Database does not support cost estimation' })] },
    });
  });

  it('shares editor content through permalinks', async () => {
    const created = await analyst.post('/api/v1/sqllab/permalink', {
      dbId: databaseId,
      name: 'Shared tab',
      sql: 'SELECT 42',
      schema: 'public',
      catalog: null,
      autorun: false,
      templateParams: '{}',
    });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`${app.url}/sqllab/p/${created.body.key}/`);
    expect(shapeProblems('post', '/api/v1/sqllab/permalink', 201, created.body)).toEqual([]);
    const read = await admin.get(`/api/v1/sqllab/permalink/kv:${created.body.key}`);
    expect(read).toMatchObject({
      status: 200,
      body: {
        dbId: databaseId,
        name: 'Shared tab',
        sql: 'SELECT 42',
        schema: 'public',
        catalog: null,
        autorun: false,
        templateParams: '{}',
      },
    });
    expect((await admin.get('/api/v1/sqllab/permalink/nonexistentkey')).status).toBe(404);
    expect((await admin.post('/api/v1/sqllab/permalink', { name: 'no database', sql: 'SELECT 1' })).status).toBe(400);
  });
  it('downloads results as CSV, running the query again once the results expired', async () => {
    const clientId = nextClientId();
    const ran = await admin.post('/api/v1/sqllab/execute/', {
      client_id: clientId,
      database_id: databaseId,
      tab: 'Export me',
      queryLimit: 3,
      sql: `SELECT n, 'a,"b"' AS text FROM generate_series(1, 5) AS n ORDER BY n`,
    });
    expect(ran.body.query.rows).toBe(3);
    const csv = await admin.get(`/api/v1/sqllab/export/${clientId}/`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="Export_me_\d{8}_\d{6}\.csv"$/);
    const expected = 'n,text\r\n1,"a,""b"""\r\n2,"a,""b"""\r\n3,"a,""b"""\r\n';
    expect(csv.body).toBe(expected);

    // The results backend (files of the data folder in embedded mode) lets results expire; the export then runs
    // the last statement again.
    fs.rmSync(path.join(app.harness.runtime.config.dataDir, 'sql-results', ran.body.query.resultsKey), { force: true });
    expect((await admin.get(`/api/v1/sqllab/results/?q=${rison(`(key:'${ran.body.query.resultsKey}')`)}`)).status).toBe(410);
    expect((await admin.get(`/api/v1/sqllab/export/${clientId}/`)).body).toBe(expected);

    expect((await analyst.get(`/api/v1/sqllab/export/${clientId}/`)).status).toBe(404);
  });
  it('creates a table from the last SELECT with select_as_cta where the database allows it', async () => {
    const table = `ctas_${Date.now().toString(36)}`;
    const created = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: 'SELECT generate_series(1, 4) AS n',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: table,
      schema: 'public',
    });
    expect(created.status).toBe(200);
    expect(created.body.query).toMatchObject({ state: 'success', ctas: true, tempTable: table, tempSchema: 'public' });
    expect(created.body.query.executedSql).toBe(`CREATE TABLE "public"."${table}" AS\nSELECT generate_series(1, 4) AS n`);
    const read = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: `SELECT count(*) AS c FROM public.${table}`,
    });
    expect(read.body.data).toEqual([{ c: 4 }]);
    await admin.post('/api/v1/sqllab/execute/', { client_id: nextClientId(), database_id: databaseId, sql: `DROP TABLE public.${table}` });

    const view = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: 'SELECT 1',
      select_as_cta: true,
      ctas_method: 'VIEW',
      tmp_table_name: `${table}_v`,
    });
    // The database's setting, not the query, refuses it: a command error, not the CVAS issues about the query's shape.
    expect(view).toMatchObject({
      status: 400,
      body: {
        errors: [
          expect.objectContaining({ error_type: 'GENERIC_COMMAND_ERROR', message: 'CREATE VIEW AS is not allowed on this database.' }),
        ],
      },
    });
    const refused = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: readOnlyDatabaseId,
      sql: 'SELECT 1',
      select_as_cta: true,
      tmp_table_name: table,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        errors: [
          expect.objectContaining({ error_type: 'GENERIC_COMMAND_ERROR', message: 'CREATE TABLE AS is not allowed on this database.' }),
        ],
      },
    });
  });
  it('resolves unqualified table names in the schema picked in the editor', async () => {
    const schema = `sqllab_schema_${Date.now().toString(36)}`;
    const setup = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: `CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.only_here AS SELECT 5 AS five`,
    });
    expect(setup.status).toBe(200);
    try {
      const picked = await admin.post('/api/v1/sqllab/execute/', {
        client_id: nextClientId(),
        database_id: databaseId,
        schema,
        sql: 'SELECT five FROM only_here',
      });
      expect(picked.body).toMatchObject({ status: 'success', data: [{ five: 5 }], query: { schema } });
      const elsewhere = await admin.post('/api/v1/sqllab/execute/', {
        client_id: nextClientId(),
        database_id: databaseId,
        schema: 'public',
        sql: 'SELECT five FROM only_here',
      });
      expect(elsewhere.body.errors[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    } finally {
      await admin.post('/api/v1/sqllab/execute/', {
        client_id: nextClientId(),
        database_id: databaseId,
        sql: `DROP SCHEMA ${schema} CASCADE`,
      });
    }
  });
  it('runs MySQL-dialect scripts on MariaDB, with backtick names, limits and the schema as database', async () => {
    const maria = await admin.post('/api/v1/database/', { database_name: 'maria', sqlalchemy_uri: MARIADB, expose_in_sqllab: true });
    expect(maria.status).toBe(201);
    const reply = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: maria.body.id,
      schema: 'information_schema',
      queryLimit: 2,
      sql: "SELECT `TABLE_NAME` AS `name` FROM `TABLES` WHERE TABLE_SCHEMA = 'information_schema' ORDER BY 1 # the catalogue",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(2);
    expect(reply.body.query).toMatchObject({ limitingFactor: 'DROPDOWN', rows: 2 });
    expect(reply.body.query.executedSql).toMatch(/LIMIT 3$/);
    const write = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: maria.body.id,
      sql: 'SELECT 1 INTO OUTFILE "/tmp/x"',
    });
    // Writing a server file is refused whatever the database allows.
    expect(write.body.errors[0].error_type).toBe('QUERY_SECURITY_ACCESS_ERROR');
    const dml = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: maria.body.id,
      sql: 'DELETE FROM `TABLES`',
    });
    expect(dml.body.errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
  });
  it('validates scripts against the database, statement by statement, without running them', async () => {
    const table = `validated_${Date.now().toString(36)}`;
    const sql = `SELECT 1;\nSELECT *\n  FROM no_such_table_at_all;\nCREATE TABLE ${table} (x int);\nDELETE FROM pg_class_missing WHERE {{ cond }}`;
    const checked = await admin.post(`/api/v1/database/${databaseId}/validate_sql/`, {
      sql,
      schema: 'public',
      template_params: { cond: 'true' },
    });
    expect(checked.status).toBe(200);
    // Each marked where the database points: at the table name, on its own line.
    expect(checked.body.result).toEqual([
      expect.objectContaining({ line_number: 3, start_column: 8, message: expect.stringContaining('no_such_table_at_all') }),
      expect.objectContaining({ line_number: 5, start_column: 13, message: expect.stringContaining('pg_class_missing') }),
    ]);
    const stillMissing = await admin.post('/api/v1/sqllab/execute/', {
      client_id: nextClientId(),
      database_id: databaseId,
      sql: `SELECT * FROM ${table}`,
    });
    expect(stillMissing.body.errors[0].error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect((await admin.post(`/api/v1/database/${databaseId}/validate_sql/`, { sql: 'SELECT 1' })).body).toEqual({ result: [] });
  });
});
