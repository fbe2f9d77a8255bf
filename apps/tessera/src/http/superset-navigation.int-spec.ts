import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/**
 * Superset's navigation and security-catalogue routes: the menu the navbar shows each user, the
 * domains chart data may be spread over, the `_info` of the permission catalogue and a role's members.
 */
describe('Superset navigation and security catalogue routes', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let gammaUserId: number;
  const suffix = Date.now().toString(36);
  const password = 'navigation-pw';

  beforeAll(async () => {
    app = await startHttpTestApp({ webserverDomains: ['charts1.example.com', 'charts2.example.com:8443'] });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = (await admin.get(`/api/v1/security/roles/?q=${encodeURIComponent("(filter:'Gamma')")}`)).body.result as {
      id: number;
      name: string;
    }[];
    const user = await admin.post('/api/v1/security/users/', {
      first_name: 'Nav',
      last_name: 'Gamma',
      username: `nav_${suffix}`,
      email: `nav_${suffix}@example.com`,
      password,
      roles: [roles.find((role) => role.name === 'Gamma')?.id],
    });
    expect(user.status).toBe(201);
    gammaUserId = user.body.id;
    gamma = await ApiSession.login(app.url, `nav_${suffix}`, password);
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('answers the menu each user may open, in Superset shape', async () => {
    const adminMenu = await admin.get('/api/v1/menu/');
    expect(adminMenu.status).toBe(200);
    const names = (adminMenu.body.result as { name: string }[]).map((item) => item.name);
    expect(names).toEqual(['Data', 'Dashboards', 'Charts', 'Datasets', 'Security', 'Manage', 'SQL Lab']);
    expect(adminMenu.body.result[1]).toEqual({ name: 'Dashboards', label: 'Dashboards', icon: 'fa-dashboard', url: '/dashboard/list/' });
    const gammaMenu = (await gamma.get('/api/v1/menu/')).body.result as { name: string; childs?: { name: string }[] }[];
    expect(gammaMenu.map((item) => item.name)).toEqual(expect.arrayContaining(['Dashboards', 'Charts']));
    expect(gammaMenu.map((item) => item.name)).not.toContain('Security');
    expect(gammaMenu.map((item) => item.name)).not.toContain('SQL Lab');
    expect((await new ApiSession(app.url).get('/api/v1/menu/')).status).toBe(401);
  });

  it('lists the domains chart data may be spread over, from the setting', async () => {
    expect(await gamma.get('/api/v1/available_domains/')).toMatchObject({
      status: 200,
      body: { result: { domains: ['charts1.example.com', 'charts2.example.com:8443'] } },
    });
  });

  it("answers the permission catalogue's _info to administrators only", async () => {
    for (const kind of ['permissions', 'resources', 'permissions-resources']) {
      const info = await admin.get(`/api/v1/security/${kind}/_info`);
      expect(info.status).toBe(200);
      expect(info.body).toMatchObject({ add_columns: [], edit_columns: [], permissions: ['can_read'] });
      const keyed = await admin.get(`/api/v1/security/${kind}/_info?q=${encodeURIComponent('(keys:!(permissions))')}`);
      expect(keyed.body).toEqual({ permissions: ['can_read'] });
      expect((await gamma.get(`/api/v1/security/${kind}/_info`)).status).toBe(403);
    }
    expect((await admin.get('/api/v1/security/permissions-resources/_info')).body.filters).toEqual({
      permission: [{ name: 'Contains', operator: 'ct' }],
      view_menu: [{ name: 'Contains', operator: 'ct' }],
    });
    expect((await admin.get(`/api/v1/security/permissions/_info?q=${encodeURIComponent('(nope:1)')}`)).status).toBe(400);
  });

  it("sets a role's users, refusing unknown users and roles", async () => {
    const role = await admin.post('/api/v1/security/roles/', { name: `Navigation members ${suffix}` });
    expect(role.status).toBe(201);
    const roleId: number = role.body.id;
    const me = (await admin.get('/api/v1/me/')).body.result as { id: number };

    const set = await admin.put(`/api/v1/security/roles/${roleId}/users`, { user_ids: [gammaUserId, me.id] });
    expect(set).toMatchObject({ status: 200, body: { result: { user_ids: [gammaUserId, me.id] } } });
    expect((await admin.get(`/api/v1/security/roles/${roleId}`)).body.result.user_ids).toEqual([me.id, gammaUserId].sort((a, b) => a - b));
    const roleNames = ((await admin.get(`/api/v1/security/users/${gammaUserId}`)).body.result.roles as { name: string }[]).map(
      (r) => r.name,
    );
    expect(roleNames).toEqual(expect.arrayContaining(['Gamma', `Navigation members ${suffix}`]));

    const unknown = await admin.put(`/api/v1/security/roles/${roleId}/users`, { user_ids: [gammaUserId, 999999] });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('999999');
    expect((await admin.get(`/api/v1/security/roles/${roleId}`)).body.result.user_ids).toHaveLength(2);
    expect((await admin.put(`/api/v1/security/roles/999999/users`, { user_ids: [] })).status).toBe(404);
    expect((await admin.put(`/api/v1/security/roles/${roleId}/users`, { user_ids: ['x'] })).status).toBe(400);
    expect((await gamma.put(`/api/v1/security/roles/${roleId}/users`, { user_ids: [] })).status).toBe(403);

    expect((await admin.put(`/api/v1/security/roles/${roleId}/users`, { user_ids: [] })).status).toBe(200);
    expect((await admin.get(`/api/v1/security/roles/${roleId}`)).body.result.user_ids).toEqual([]);
  });
});
