import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

describe('chart and dashboard favourites over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  const ids: Record<'chart' | 'dashboard', number[]> = { chart: [], dashboard: [] };

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
    const database = await admin.post('/api/v1/database/', { database_name: 'favorites-pg', sqlalchemy_uri: PG });
    const dataset = await admin.post('/api/v1/dataset/', { database: database.body.id, schema: 'pg_catalog', table_name: 'pg_tables' });
    expect(dataset.status).toBe(201);
    for (const name of ['Tables by schema', 'Table count']) {
      const chart = await admin.post('/api/v1/chart/', {
        slice_name: name,
        viz_type: 'table',
        datasource_id: dataset.body.id,
        datasource_type: 'table',
      });
      expect(chart.status).toBe(201);
      ids.chart.push(chart.body.id);
    }
    for (const title of ['Catalogue', 'Operations']) {
      const dashboard = await admin.post('/api/v1/dashboard/', { dashboard_title: title, published: true });
      expect(dashboard.status).toBe(201);
      ids.dashboard.push(dashboard.body.id);
    }
  });

  afterAll(() => app?.stop());

  describe.each(['chart', 'dashboard'] as const)('%s', (resource) => {
    it('stars and unstars, with the status per user', async () => {
      const [first, second] = ids[resource];
      const statusOf = async (session: ApiSession) => {
        const status = await session.get(`/api/v1/${resource}/favorite_status/?q=!(${first},${second})`);
        expect(status.status).toBe(200);
        expect(openApiProblems('get', `/api/v1/${resource}/favorite_status/`, 200, status.body)).toEqual([]);
        return status.body.result;
      };
      expect(await statusOf(admin)).toEqual([
        { id: first, value: false },
        { id: second, value: false },
      ]);

      const starred = await admin.post(`/api/v1/${resource}/${first}/favorites/`);
      // Superset answers `{"result":"OK"}` (superset-api.md), though its generated schema says `result` is an object.
      expect(starred).toMatchObject({ status: 200, body: { result: 'OK' } });
      expect((await admin.post(`/api/v1/${resource}/${first}/favorites/`)).status).toBe(200);
      expect(await statusOf(admin)).toEqual([
        { id: first, value: true },
        { id: second, value: false },
      ]);
      expect(await statusOf(gamma)).toEqual([
        { id: first, value: false },
        { id: second, value: false },
      ]);

      const listed = await admin.get(`/api/v1/${resource}/?q=(filters:!((col:id,opr:${resource}_is_favorite,value:!t)))`);
      expect(listed.body.ids).toEqual([first]);

      const unstarred = await admin.delete(`/api/v1/${resource}/${first}/favorites/`);
      expect(unstarred).toMatchObject({ status: 200, body: { result: 'OK' } });
      expect(await statusOf(admin)).toEqual([
        { id: first, value: false },
        { id: second, value: false },
      ]);
    });

    it('answers a missing object with 404 and bad rison with 400', async () => {
      const missingStar = await admin.post(`/api/v1/${resource}/999999/favorites/`);
      expect(missingStar).toMatchObject({ status: 404, body: { message: 'Not found' } });
      const missingUnstar = await admin.delete(`/api/v1/${resource}/999999/favorites/`);
      expect(missingUnstar).toMatchObject({ status: 404, body: { message: 'Not found' } });
      const badRison = await admin.get(`/api/v1/${resource}/favorite_status/?q=!(1,`);
      expect(badRison.status).toBe(400);
      expect(badRison.body.message).toEqual(expect.any(String));
      const notIds = await admin.get(`/api/v1/${resource}/favorite_status/?q=(id:1)`);
      expect(notIds.status).toBe(400);
      expect(notIds.body.message).toEqual(expect.any(String));
    });
  });

  it('refuses anonymous callers', async () => {
    const anonymous = new ApiSession(app.url);
    expect((await anonymous.get(`/api/v1/chart/favorite_status/?q=!(${ids.chart[0]})`)).status).toBe(401);
    expect((await anonymous.post(`/api/v1/dashboard/${ids.dashboard[0]}/favorites/`)).status).toBe(401);
  });
});
