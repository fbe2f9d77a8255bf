import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/**
 * Dynamic chart plugins (`DYNAMIC_PLUGINS`): an administrator registers `{name, key, bundle_url}`
 * and every user who sees charts reads the list the SPA loads bundles from (`GET /dynamic-plugins/api/read`).
 */
describe('dynamic chart plugins', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  const suffix = Date.now().toString(36);

  beforeAll(async () => {
    app = await startHttpTestApp({ featureFlags: { DYNAMIC_PLUGINS: true } });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = (await admin.get(`/api/v1/security/roles/?q=${encodeURIComponent("(filter:'Gamma')")}`)).body.result as {
      id: number;
      name: string;
    }[];
    const user = await admin.post('/api/v1/security/users/', {
      first_name: 'Plug',
      last_name: 'Gamma',
      username: `plug_${suffix}`,
      email: `plug_${suffix}@example.com`,
      password: 'plugins-pw',
      roles: [roles.find((role) => role.name === 'Gamma')?.id],
    });
    expect(user.status).toBe(201);
    gamma = await ApiSession.login(app.url, `plug_${suffix}`, 'plugins-pw');
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('registers, lists, changes and removes a plugin', async () => {
    expect(await gamma.get('/dynamic-plugins/api/read')).toMatchObject({ status: 200, body: { count: 0, result: [] } });
    const created = await admin.post('/dynamic-plugins/api/create', {
      name: 'Hello World',
      key: 'superset-chart-hello-world',
      bundle_url: 'https://plugins.example.com/hello/main.js',
    });
    expect(created.status).toBe(201);
    const id: number = created.body.id;
    expect(created.body.result).toMatchObject({ id, name: 'Hello World', key: 'superset-chart-hello-world' });

    const listed = await gamma.get('/dynamic-plugins/api/read');
    expect(listed.body).toEqual({
      count: 1,
      result: [
        {
          id,
          name: 'Hello World',
          key: 'superset-chart-hello-world',
          bundle_url: 'https://plugins.example.com/hello/main.js',
          created_on: expect.any(String),
          changed_on: expect.any(String),
        },
      ],
    });
    expect((await gamma.get(`/dynamic-plugins/api/get/${id}`)).body.result.key).toBe('superset-chart-hello-world');

    const changed = await admin.put(`/dynamic-plugins/api/update/${id}`, { bundle_url: '/static/plugins/hello.js' });
    expect(changed).toMatchObject({ status: 200, body: { result: { name: 'Hello World', bundle_url: '/static/plugins/hello.js' } } });

    expect((await admin.delete(`/dynamic-plugins/api/delete/${id}`)).status).toBe(200);
    expect((await gamma.get('/dynamic-plugins/api/read')).body.count).toBe(0);
    expect((await admin.get(`/dynamic-plugins/api/get/${id}`)).status).toBe(404);
    expect((await admin.delete(`/dynamic-plugins/api/delete/${id}`)).status).toBe(404);
  });

  it('refuses duplicates and malformed plugins, and keeps writes to administrators', async () => {
    const plugin = { name: `Sankey ${suffix}`, key: `sankey_${suffix}`, bundle_url: `/static/sankey-${suffix}.js` };
    expect((await admin.post('/dynamic-plugins/api/create', plugin)).status).toBe(201);
    const sameKey = await admin.post('/dynamic-plugins/api/create', { ...plugin, name: 'Other', bundle_url: '/static/other.js' });
    expect(sameKey.status).toBe(422);
    expect(JSON.stringify(sameKey.body)).toContain('key');
    expect(
      (await admin.post('/dynamic-plugins/api/create', { ...plugin, key: 'x', name: 'y', bundle_url: 'javascript:alert(1)' })).status,
    ).toBe(400);
    expect((await admin.post('/dynamic-plugins/api/create', { name: 'no key', bundle_url: '/static/a.js' })).status).toBe(400);
    expect((await gamma.post('/dynamic-plugins/api/create', { ...plugin, key: 'gamma' })).status).toBe(403);
  });

  it("admits the registered bundles' origins, and only those, for scripts on the app's pages", async () => {
    const origin = `https://cdn-${suffix}.example.com`;
    const policy = async () => (await fetch(`${app.url}/superset/welcome/`)).headers.get('content-security-policy') ?? '';
    const created = await admin.post('/dynamic-plugins/api/create', {
      name: `Remote ${suffix}`,
      key: `remote_${suffix}`,
      bundle_url: `${origin}/dots/main.js`,
    });
    expect(created.status).toBe(201);
    expect(await policy()).toMatch(new RegExp(`script-src 'self'[^;]* ${origin.replace(/\./g, '\\.')}[ ;]`));
    expect(await policy()).not.toMatch(/unsafe-eval|script-src[^;]*\*/);
    expect((await admin.delete(`/dynamic-plugins/api/delete/${created.body.id}`)).status).toBe(200);
    expect(await policy()).not.toContain(origin);
  });

  it('is not there without the DYNAMIC_PLUGINS flag', async () => {
    const plain = await startHttpTestApp();
    try {
      const session = await ApiSession.login(plain.url, 'admin', 'admin');
      expect((await session.get('/dynamic-plugins/api/read')).status).toBe(404);
      expect((await session.post('/dynamic-plugins/api/create', { name: 'a', key: 'a', bundle_url: '/a.js' })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  }, 120_000);
});
