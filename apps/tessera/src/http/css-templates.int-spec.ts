import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';
import { roleIds } from './sqllab-test-support';

const rison = (value: string) => encodeURIComponent(value);

/** Dashboard CSS templates over Superset's CssTemplateRestApi: stored by the dashboard service, listed with rison `q`. */
describe('CSS templates', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  const suffix = Date.now().toString(36);

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  }, 120_000);

  afterAll(() => app?.stop());

  it('creates, shows, lists with filters and order, changes and deletes templates', async () => {
    const created = await admin.post('/api/v1/css_template/', { template_name: `Dark ${suffix}`, css: '.dashboard { background: #111; }' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      result: { template_name: `Dark ${suffix}`, css: '.dashboard { background: #111; }' },
    });
    const second = await admin.post('/api/v1/css_template/', { template_name: `Airy ${suffix}`, css: '.dashboard { padding: 24px; }' });
    const id = created.body.id;

    const shown = await admin.get(`/api/v1/css_template/${id}`);
    expect(shown.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/css_template/{pk}', 200, shown.body)).toEqual([]);
    expect(shown.body.result).toMatchObject({
      id,
      template_name: `Dark ${suffix}`,
      css: '.dashboard { background: #111; }',
      created_by: expect.objectContaining({ first_name: expect.any(String) }),
    });

    const q = rison(`(filters:!((col:template_name,opr:ct,value:'${suffix}')),order_column:template_name,order_direction:asc)`);
    const listed = await admin.get(`/api/v1/css_template/?q=${q}`);
    expect(listed.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/css_template/', 200, listed.body)).toEqual([]);
    expect(listed.body.count).toBe(2);
    expect(listed.body.result.map((row: { template_name: string }) => row.template_name)).toEqual([`Airy ${suffix}`, `Dark ${suffix}`]);

    const changed = await admin.put(`/api/v1/css_template/${id}`, { css: '.dashboard { background: #000; }' });
    expect(changed).toMatchObject({
      status: 200,
      body: { id, result: { template_name: `Dark ${suffix}`, css: '.dashboard { background: #000; }' } },
    });

    expect(await admin.delete(`/api/v1/css_template/${id}`)).toMatchObject({ status: 200, body: { message: 'OK' } });
    expect((await admin.get(`/api/v1/css_template/${id}`)).status).toBe(404);
    // A bulk delete naming one missing template deletes nothing.
    expect((await admin.delete(`/api/v1/css_template/?q=${rison(`!(${second.body.id},999999)`)}`)).status).toBe(404);
    expect(await admin.delete(`/api/v1/css_template/?q=${rison(`!(${second.body.id})`)}`)).toMatchObject({
      status: 200,
      body: { message: 'Deleted 1 css template' },
    });
    expect((await admin.get(`/api/v1/css_template/?q=${q}`)).body.count).toBe(0);
  });

  it("refuses a template without a name with Superset's field error, and callers without the permission", async () => {
    const nameless = await admin.post('/api/v1/css_template/', { css: '.x {}' });
    expect(nameless).toMatchObject({ status: 400, body: { message: { template_name: [expect.any(String)] } } });
    expect((await admin.post('/api/v1/css_template/', { template_name: 5 })).status).toBe(400);

    const role = await roleIds(admin);
    await admin.post('/api/v1/security/users/', {
      first_name: 'Gus',
      last_name: 'Gamma',
      username: `gamma_css_${suffix}`,
      email: `gamma_css_${suffix}@example.com`,
      password: 'gamma-css-pw',
      roles: [role('Gamma')],
    });
    const gamma = await ApiSession.login(app.url, `gamma_css_${suffix}`, 'gamma-css-pw');
    expect((await gamma.get('/api/v1/css_template/')).status).toBe(403);
    expect((await gamma.post('/api/v1/css_template/', { template_name: 'nope' })).status).toBe(403);
  });
});
