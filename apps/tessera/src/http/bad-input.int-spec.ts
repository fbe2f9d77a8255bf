import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { DATABASE_ERROR_MARKERS } from '../testing/database-error-markers';

/** The message of a `{message}`, `{errors: [{message}]}` or `{message: {field: [...]}}` answer. */
const messageOf = (body: { message?: unknown; errors?: { message?: string }[] } | null) => body?.message ?? body?.errors?.[0]?.message;

const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** The reproductions of the review's malformed requests: each is a 4xx with a message, never a 500. */
describe('bad input is answered with 4xx and a message', () => {
  let app: HttpTestApp;
  let admin: ApiSession;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  });

  afterAll(async () => {
    await app?.stop();
  });

  const raw = (method: string, path: string, body: string) =>
    admin.fetch(path, { method, headers: { 'content-type': 'application/json' }, body });

  const expectNoDatabaseText = (body: unknown) => {
    const text = JSON.stringify(body);
    for (const marker of DATABASE_ERROR_MARKERS) expect(text).not.toMatch(marker);
  };

  it('refuses JSON nested 10,000 deep on chart data and login before parsing it', async () => {
    for (const path of ['/api/v1/chart/data', '/api/v1/security/login', '/api/v1/dashboard/']) {
      const response = await raw('POST', path, deep(10_000));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0].message).toContain('JSON body is nested too deeply');
    }
    const arrays = await raw('POST', '/api/v1/chart/data', `{"queries":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(arrays.status).toBe(400);
  });

  it('bounds the depth of JSON held in string fields too', async () => {
    const text = deep(10_000);
    const answers = await Promise.all([
      admin.post('/api/v1/dashboard/', { dashboard_title: 'Deep layout', position_json: text }),
      admin.post('/api/v1/dashboard/', { dashboard_title: 'Deep metadata', json_metadata: text }),
      admin.get(`/api/v1/explore/?form_data=${encodeURIComponent(deep(1_500))}`),
      admin.get(`/api/v1/chart/data?form_data=${encodeURIComponent(deep(1_500))}`),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(answers[0].body.message.position_json[0]).toContain('nested too deeply');
    expect(answers[1].body.message.json_metadata[0]).toContain('nested too deeply');
  });

  it('still reads ordinary nesting and brackets inside strings', async () => {
    const login = await raw('POST', '/api/v1/security/login', JSON.stringify({ username: 'admin', password: '[[[[{{{{', provider: 'db' }));
    expect(login.status).toBe(401);
  });

  it.each(['1e10', '1e308', '-1', '0x10', '9999999999', '0', '2147483648'])('answers id %s with 400 or 404 on every family', async (id) => {
    const calls = [
      admin.get(`/api/v1/chart/${id}`),
      admin.get(`/api/v1/dashboard/${id}`),
      admin.get(`/api/v1/dataset/${id}`),
      admin.get(`/api/v1/database/${id}`),
      admin.get(`/api/v1/saved_query/${id}`),
      admin.get(`/api/v1/tag/${id}`),
      admin.get(`/api/v1/chart/${id}/data/`),
      admin.get(`/api/v1/dashboard/${id}/charts`),
      admin.put(`/api/v1/chart/${id}`, { slice_name: 'x' }),
      admin.delete(`/api/v1/dataset/${id}`),
      admin.get(`/api/v1/chart/?q=!(${id})`),
      admin.delete(`/api/v1/chart/?q=!(${id})`),
      admin.post(`/api/v1/chart/${id}/favorites/`),
      admin.get(`/api/v1/security/users/${id}`),
      admin.get(`/api/v1/explore/?slice_id=${id}`),
    ];
    for (const answer of await Promise.all(calls)) {
      expect([400, 404]).toContain(answer.status);
      expect(messageOf(answer.body)).toBeTruthy();
      expectNoDatabaseText(answer.body);
    }
  });

  it('refuses a list as the value of a one-value filter, and values of the wrong type', async () => {
    const list = await admin.get(`/api/v1/chart/?q=(filters:!((col:slice_name,opr:eq,value:!(a,b))))`);
    expect(list.status).toBe(400);
    expect(list.body.message).toContain('needs a single value');
    const wrongType = await admin.get(`/api/v1/dashboard/?q=(filters:!((col:id,opr:eq,value:abc)))`);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('needs an integer id');
    for (const q of [
      '(filters:!((col:id,opr:in,value:!(1e10))))',
      '(filters:!((col:owners,opr:rel_m_m,value:x)))',
      "(filters:!((col:uuid,opr:eq,value:'not-a-uuid')))",
      '(filters:!((col:published,opr:eq,value:(a:1))))',
    ]) {
      const answer = await admin.get(`/api/v1/${q.includes('owners') ? 'chart' : 'dashboard'}/?q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(400);
      expectNoDatabaseText(answer.body);
    }
  });

  it('answers ids out of range inside bodies without database text', async () => {
    const answers = await Promise.all([
      admin.post('/api/v1/chart/', { slice_name: 'x', datasource_id: 9_999_999_999, datasource_type: 'table', viz_type: 'table' }),
      admin.post('/api/v1/dashboard/', { dashboard_title: 'x', owners: [9_999_999_999] }),
      admin.post('/api/v1/chart/data', { datasource: { id: 9_999_999_999, type: 'table' }, queries: [{}] }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expectNoDatabaseText(answer.body);
    }
  });
});
