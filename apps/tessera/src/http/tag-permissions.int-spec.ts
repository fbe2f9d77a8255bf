import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/**
 * Finding 8: a Gamma user renamed and deleted any tag, including tags on objects it cannot see, and
 * listed every tag name. A tag is seen through the objects it is on and changed only by someone who
 * may edit all of them (or, untagged, by its creator); administrators see and change every tag.
 */
describe('tag permissions over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let adminBoard: number;
  let gammaBoard: number;

  const tagNames = async (session: ApiSession) => {
    const response = await session.get('/api/v1/tag/?q=(page_size:100)');
    expect(response.status).toBe(200);
    return (response.body.result as { name: string }[]).map((tag) => tag.name).sort();
  };

  async function createTag(name: string, objects: [string, number][]): Promise<number> {
    const created = await admin.post('/api/v1/tag/', { name, objects_to_tag: objects });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaRole = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    const user = await admin.post('/api/v1/security/users/', {
      first_name: 'G',
      last_name: 'G',
      username: 'tagger',
      email: 'tagger@example.com',
      password: 'gpassword',
      roles: [gammaRole],
    });
    expect(user.status).toBe(201);
    gamma = await ApiSession.login(app.url, 'tagger', 'gpassword');
    // A draft dashboard of the administrator: Gamma cannot see it.
    adminBoard = (await admin.post('/api/v1/dashboard/', { dashboard_title: 'Board review' })).body.id;
    gammaBoard = (await gamma.post('/api/v1/dashboard/', { dashboard_title: 'Gamma board' })).body.id;
    expect((await gamma.get(`/api/v1/dashboard/${adminBoard}`)).status).toBe(403);
  });

  afterAll(() => app?.stop());

  it('hides, and refuses to rename or delete, a tag on objects the user cannot see', async () => {
    const secret = await createTag('layoffs-2026', [['dashboard', adminBoard]]);
    expect(await tagNames(gamma)).not.toContain('layoffs-2026');
    expect((await gamma.get(`/api/v1/tag/${secret}`)).status).toBe(404);
    expect((await gamma.put(`/api/v1/tag/${secret}`, { name: 'renamed' })).status).toBe(404);
    expect((await gamma.delete(`/api/v1/tag/${secret}`)).status).toBe(404);
    expect((await gamma.delete(`/api/v1/tag/?q=!('layoffs-2026')`)).status).toBe(404);
    const kept = await admin.get(`/api/v1/tag/${secret}`);
    expect(kept.status).toBe(200);
    expect(kept.body.result.name).toBe('layoffs-2026');
  });

  it('shows a tag on an object the user can see, but refuses changes while it is on objects they cannot edit', async () => {
    const shared = await createTag('quarterly', [
      ['dashboard', adminBoard],
      ['dashboard', gammaBoard],
    ]);
    expect(await tagNames(gamma)).toContain('quarterly');
    expect((await gamma.get(`/api/v1/tag/${shared}`)).status).toBe(200);
    const rename = await gamma.put(`/api/v1/tag/${shared}`, { name: 'mine-now' });
    expect(rename.status).toBe(403);
    expect((await gamma.delete(`/api/v1/tag/${shared}`)).status).toBe(403);
    expect((await admin.get(`/api/v1/tag/${shared}`)).body.result.name).toBe('quarterly');
  });

  it('lets the user rename and delete a tag only on objects they may edit', async () => {
    const own = await createTag('gamma-work', [['dashboard', gammaBoard]]);
    const renamed = await gamma.put(`/api/v1/tag/${own}`, { name: 'gamma-done' });
    expect(renamed.status).toBe(200);
    expect((await admin.get(`/api/v1/tag/${own}`)).body.result.name).toBe('gamma-done');
    expect((await gamma.delete(`/api/v1/tag/${own}`)).status).toBe(200);
    expect((await admin.get(`/api/v1/tag/${own}`)).status).toBe(404);
  });

  it('refuses tagging an object the user may not edit, and shows untagged tags to administrators and their creator', async () => {
    expect((await gamma.post(`/api/v1/tag/3/${adminBoard}/`, { properties: { tags: ['sneaky'] } })).status).toBe(403);
    expect(
      (await gamma.post('/api/v1/tag/bulk_create', { tags: [{ name: 'sneaky', objects_to_tag: [['dashboard', adminBoard]] }] })).body.result
        .objects_skipped,
    ).toEqual([['dashboard', adminBoard]]);
    await createTag('admin-empty', []);
    const created = await gamma.post('/api/v1/tag/', { name: 'gamma-empty' });
    expect(created.status).toBe(201);
    expect(await tagNames(gamma)).toEqual(expect.arrayContaining(['gamma-empty']));
    expect(await tagNames(gamma)).not.toContain('admin-empty');
    expect(await tagNames(admin)).toEqual(expect.arrayContaining(['admin-empty', 'gamma-empty', 'layoffs-2026']));
    expect((await gamma.delete(`/api/v1/tag/${created.body.id}`)).status).toBe(200);
  });
});
