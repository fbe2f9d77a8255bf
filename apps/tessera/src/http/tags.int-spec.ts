import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

type TaggedObject = { id: number; type: string; name: string; tags: { name: string }[] };

describe('tags over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let datasetId: number;
  let adminDashboardId: number;
  let gammaDashboardId: number;

  /** `get_objects/` answer as sorted `type:id` pairs, for compact comparisons. */
  async function taggedWith(query: string): Promise<string[]> {
    const response = await admin.get(`/api/v1/tag/get_objects/?${query}`);
    expect(response.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/tag/get_objects/', 200, response.body)).toEqual([]);
    return response.body.result.map((o: TaggedObject) => `${o.type}:${o.id}`).sort();
  }

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaRole = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'G',
      last_name: 'G',
      username: 'g',
      email: 'g@example.com',
      password: 'gpassword',
      roles: [gammaRole],
    });
    gamma = await ApiSession.login(app.url, 'g', 'gpassword');
    const database = await admin.post('/api/v1/database/', { database_name: 'tags-pg', sqlalchemy_uri: PG });
    const dataset = await admin.post('/api/v1/dataset/', { database: database.body.id, schema: 'pg_catalog', table_name: 'pg_tables' });
    expect(dataset.status).toBe(201);
    datasetId = dataset.body.id;
    const adminBoard = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Admin board' });
    expect(adminBoard.status).toBe(201);
    adminDashboardId = adminBoard.body.id;
    const gammaBoard = await gamma.post('/api/v1/dashboard/', { dashboard_title: 'Gamma board' });
    expect(gammaBoard.status).toBe(201);
    gammaDashboardId = gammaBoard.body.id;
  });

  afterAll(() => app?.stop());

  it('creates a tag with objects, reads it and finds its objects', async () => {
    const created = await admin.post('/api/v1/tag/', {
      name: 'finance',
      description: 'Money matters',
      objects_to_tag: [
        ['dataset', datasetId],
        ['dashboard', adminDashboardId],
      ],
    });
    expect(created.status).toBe(201);
    expect(openApiProblems('post', '/api/v1/tag/', 201, created.body)).toEqual([]);

    const one = await admin.get(`/api/v1/tag/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({ id: created.body.id, name: 'finance', description: 'Money matters' });
    // The reference's show schema requires the creator's username and email; Tessera shares only names.
    const problems = openApiProblems('get', '/api/v1/tag/{pk}', 200, one.body);
    expect(problems.filter((p) => !/^\/result\/created_by must have required property '(email|username)'$/.test(p))).toEqual([]);
    expect(one.body.result.created_by).toMatchObject({ first_name: expect.any(String), last_name: expect.any(String) });

    expect(await taggedWith('tags=finance')).toEqual([`dashboard:${adminDashboardId}`, `dataset:${datasetId}`].sort());
    expect(await taggedWith(`tagIds=${created.body.id}&types=dashboard`)).toEqual([`dashboard:${adminDashboardId}`]);
    const objects = await admin.get('/api/v1/tag/get_objects/?tags=finance&types=dataset');
    expect(objects.body.result[0]).toMatchObject({
      id: datasetId,
      type: 'dataset',
      name: expect.stringContaining('pg_tables'),
      tags: [{ id: created.body.id, name: 'finance', type: 'custom' }],
    });
    expect(await taggedWith('tags=nobody-uses-this')).toEqual([]);
  });

  it('lists tags with filters and ordering', async () => {
    await admin.post('/api/v1/tag/', { name: 'marketing' });
    await admin.post('/api/v1/tag/', { name: 'finance-q1' });
    const filtered = await admin.get('/api/v1/tag/?q=(filters:!((col:name,opr:ct,value:fin)),order_column:name,order_direction:asc)');
    expect(filtered.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/tag/', 200, filtered.body)).toEqual([]);
    expect(filtered.body.count).toBe(2);
    expect(filtered.body.result.map((t: { name: string }) => t.name)).toEqual(['finance', 'finance-q1']);

    const custom = await admin.get(
      '/api/v1/tag/?q=(filters:!((col:type,opr:eq,value:custom)),page:0,page_size:2,order_column:name,order_direction:desc)',
    );
    expect(custom.body.count).toBe(3);
    expect(custom.body.result.map((t: { name: string }) => t.name)).toEqual(['marketing', 'finance-q1']);
    expect((await admin.get('/api/v1/tag/?q=(filters:!((col:type,opr:eq,value:owner)))')).body.count).toBe(0);
  });

  it('answers _info and related/ in the reference shapes', async () => {
    const info = await admin.get('/api/v1/tag/_info?q=(keys:!(permissions))');
    expect(info.status).toBe(200);
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect(openApiProblems('get', '/api/v1/tag/_info', 200, info.body)).toEqual([]);
    const creators = await admin.get('/api/v1/tag/related/created_by?q=(filter:admin)');
    expect(creators.status).toBe(200);
    expect(creators.body.result.map((u: { value: number }) => u.value)).toContain(1);
    expect(openApiProblems('get', '/api/v1/tag/related/{column_name}', 200, creators.body)).toEqual([]);
    const byCreator = await admin.get('/api/v1/tag/?q=(filters:!((col:created_by,opr:rel_o_m,value:1)))');
    expect(byCreator.body.count).toBe(3);
    expect((await admin.get('/api/v1/tag/related/colour')).status).toBe(404);
  });

  it('updates a tag, replacing its objects', async () => {
    const tag = await admin.post('/api/v1/tag/', { name: 'to-rename', objects_to_tag: [['dataset', datasetId]] });
    const updated = await admin.put(`/api/v1/tag/${tag.body.id}`, {
      name: 'renamed',
      description: 'Now about dashboards',
      objects_to_tag: [['dashboard', adminDashboardId]],
    });
    expect(updated.status).toBe(200);
    expect(openApiProblems('put', '/api/v1/tag/{pk}', 200, updated.body)).toEqual([]);
    expect((await admin.get(`/api/v1/tag/${tag.body.id}`)).body.result).toMatchObject({
      name: 'renamed',
      description: 'Now about dashboards',
    });
    expect(await taggedWith('tags=renamed')).toEqual([`dashboard:${adminDashboardId}`]);
    expect(await taggedWith('tags=to-rename')).toEqual([]);

    const clash = await admin.put(`/api/v1/tag/${tag.body.id}`, { name: 'finance' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('A tag named "finance" already exists');
    expect((await admin.put('/api/v1/tag/999999', { name: 'ghost' })).status).toBe(404);
  });

  it('tags and untags one object by its numeric type', async () => {
    const tagged = await admin.post(`/api/v1/tag/4/${datasetId}/`, { properties: { tags: ['alpha', 'beta'] } });
    expect(tagged.status).toBe(201);
    expect(await taggedWith('tags=alpha,beta&types=dataset')).toEqual([`dataset:${datasetId}`]);
    const untagged = await admin.delete(`/api/v1/tag/4/${datasetId}/alpha/`);
    expect(untagged.status).toBe(200);
    expect(openApiProblems('delete', '/api/v1/tag/{object_type}/{object_id}/{tag}/', 200, untagged.body)).toEqual([]);
    expect(await taggedWith('tags=alpha')).toEqual([]);
    expect(await taggedWith('tags=beta')).toEqual([`dataset:${datasetId}`]);
    const unknownType = await admin.post(`/api/v1/tag/9/${datasetId}/`, { properties: { tags: ['x'] } });
    expect(unknownType).toMatchObject({ status: 400, body: { message: expect.stringContaining('Unknown object type 9') } });
  });

  it('bulk-tags what the caller may edit and reports the rest as skipped', async () => {
    const asAdmin = await admin.post('/api/v1/tag/bulk_create', {
      tags: [
        {
          name: 'bulk',
          objects_to_tag: [
            ['dataset', datasetId],
            ['dashboard', adminDashboardId],
          ],
        },
      ],
    });
    expect(asAdmin.status).toBe(200);
    expect(openApiProblems('post', '/api/v1/tag/bulk_create', 200, asAdmin.body)).toEqual([]);
    expect(asAdmin.body.result).toEqual({
      objects_tagged: [
        ['dataset', datasetId],
        ['dashboard', adminDashboardId],
      ],
      objects_skipped: [],
    });

    // Gamma owns its own dashboard but may edit neither the admin's dataset nor the admin's dashboard.
    const asGamma = await gamma.post('/api/v1/tag/bulk_create', {
      tags: [
        {
          name: 'gamma-bulk',
          objects_to_tag: [
            ['dashboard', gammaDashboardId],
            ['dataset', datasetId],
            ['dashboard', adminDashboardId],
          ],
        },
      ],
    });
    expect(asGamma.status).toBe(200);
    expect(openApiProblems('post', '/api/v1/tag/bulk_create', 200, asGamma.body)).toEqual([]);
    expect(asGamma.body.result.objects_tagged).toEqual([['dashboard', gammaDashboardId]]);
    expect(asGamma.body.result.objects_skipped).toEqual(
      expect.arrayContaining([
        ['dataset', datasetId],
        ['dashboard', adminDashboardId],
      ]),
    );
    expect(asGamma.body.result.objects_skipped).toHaveLength(2);
    expect(await taggedWith('tags=gamma-bulk')).toEqual([`dashboard:${gammaDashboardId}`]);
  });

  it('refuses Gamma tagging an object it cannot edit', async () => {
    const refused = await gamma.post('/api/v1/tag/', { name: 'gamma-own', objects_to_tag: [['dataset', datasetId]] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`You cannot tag dataset ${datasetId}: it does not exist or you may not edit it`);
    expect((await admin.get('/api/v1/tag/?q=(filters:!((col:name,opr:eq,value:gamma-own)))')).body.count).toBe(0);
    const single = await gamma.post(`/api/v1/tag/4/${datasetId}/`, { properties: { tags: ['sneaky'] } });
    expect(single.status).toBe(403);
    expect(await taggedWith('tags=sneaky')).toEqual([]);
  });

  it('stars tags and reports favourite status', async () => {
    const tag = await admin.post('/api/v1/tag/', { name: 'starred' });
    const other = await admin.post('/api/v1/tag/', { name: 'unstarred' });
    const starred = await admin.post(`/api/v1/tag/${tag.body.id}/favorites/`);
    // Superset answers `{"result":"OK"}` (superset-api.md), though its generated schema says `result` is an object.
    expect(starred).toMatchObject({ status: 200, body: { result: 'OK' } });

    const status = await admin.get(`/api/v1/tag/favorite_status/?q=!(${tag.body.id},${other.body.id})`);
    expect(status.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/tag/favorite_status/', 200, status.body)).toEqual([]);
    expect(status.body.result).toEqual([
      { id: tag.body.id, value: true },
      { id: other.body.id, value: false },
    ]);
    // Favourites are per user.
    expect((await gamma.get(`/api/v1/tag/favorite_status/?q=!(${tag.body.id})`)).body.result).toEqual([{ id: tag.body.id, value: false }]);

    const unstarred = await admin.delete(`/api/v1/tag/${tag.body.id}/favorites/`);
    expect(unstarred).toMatchObject({ status: 200, body: { result: 'OK' } });
    expect((await admin.get(`/api/v1/tag/favorite_status/?q=!(${tag.body.id})`)).body.result).toEqual([{ id: tag.body.id, value: false }]);
    expect((await admin.post('/api/v1/tag/999999/favorites/')).status).toBe(404);
  });

  it('deletes one tag by id and several by name', async () => {
    const single = await admin.post('/api/v1/tag/', { name: 'short-lived', objects_to_tag: [['dataset', datasetId]] });
    const deleted = await admin.delete(`/api/v1/tag/${single.body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'OK' } });
    expect(openApiProblems('delete', '/api/v1/tag/{pk}', 200, deleted.body)).toEqual([]);
    expect((await admin.get(`/api/v1/tag/${single.body.id}`)).status).toBe(404);
    expect(await taggedWith('tags=short-lived')).toEqual([]);
    expect((await admin.delete(`/api/v1/tag/${single.body.id}`)).status).toBe(404);

    await admin.post('/api/v1/tag/', { name: 'drop-a' });
    await admin.post('/api/v1/tag/', { name: 'drop-b' });
    const bulk = await admin.delete('/api/v1/tag/?q=!(drop-a,drop-b)');
    expect(bulk).toMatchObject({ status: 200, body: { message: 'Deleted 2 tags' } });
    expect(openApiProblems('delete', '/api/v1/tag/', 200, bulk.body)).toEqual([]);
    expect((await admin.get('/api/v1/tag/?q=(filters:!((col:name,opr:sw,value:drop-)))')).body.count).toBe(0);
  });

  it('answers bad input with 4xx and a message', async () => {
    const noName = await admin.post('/api/v1/tag/', { description: 'nameless' });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body.message)).toMatch(/name/);
    const badObjects = await admin.post('/api/v1/tag/', { name: 'odd', objects_to_tag: [['spaceship', 1]] });
    expect(badObjects.status).toBe(400);
    expect(JSON.stringify(badObjects.body.message)).toMatch(/spaceship|objects_to_tag/);
    const duplicate = await admin.post('/api/v1/tag/', { name: 'finance' });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'A tag named "finance" already exists' } });
    const badListRison = await admin.get('/api/v1/tag/?q=(filters:!((col:name');
    expect(badListRison.status).toBe(400);
    expect(JSON.stringify(badListRison.body.message)).toMatch(/rison/i);
    const badDeleteRison = await admin.delete('/api/v1/tag/?q=(name:x)');
    expect(badDeleteRison).toMatchObject({ status: 400, body: { message: expect.stringContaining('expected a list of tag names') } });
    const badStatusRison = await admin.get('/api/v1/tag/favorite_status/?q=!(x');
    expect(badStatusRison.status).toBe(400);
    expect(badStatusRison.body.message).toEqual(expect.any(String));
    const badTypes = await admin.get('/api/v1/tag/get_objects/?tags=finance&types=spaceship');
    expect(badTypes).toMatchObject({ status: 400, body: { message: expect.stringContaining('Unknown object type spaceship') } });
    const badIds = await admin.get('/api/v1/tag/get_objects/?tagIds=one');
    expect(badIds).toMatchObject({ status: 400, body: { message: expect.stringContaining('comma-separated list of numbers') } });
    const badBulk = await admin.post('/api/v1/tag/bulk_create', { tags: [{ name: 'x' }] });
    expect(badBulk.status).toBe(400);
    expect(JSON.stringify(badBulk.body.message)).toMatch(/objects_to_tag/);
  });
});
