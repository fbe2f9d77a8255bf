import { type CanActivate, type ExecutionContext, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  DashboardFilterStates,
  DashboardPermalinks,
  Dashboards,
  EmbeddedDashboards,
  notFound,
  type RequestDescriptor,
} from '@tessera/contracts';
import { BusClient, JsonLogger } from '@tessera/platform';
import request from 'supertest';
import type { Principal } from '../../auth/principal';
import { HttpExceptionFilter } from '../../errors/http-exception.filter';
import { createBodyValidationPipe } from '../../http/body-validation.pipe';
import { DashboardSharingController } from './dashboard-sharing.controller';
import { DashboardsController } from './dashboards.controller';
import { EmbeddedDashboardController } from './embedded-dashboard.controller';

/** A stand-in service's answer to one request subject. */
type Answer<Req = unknown> = (payload: Req) => unknown;

/** Stands in for the guard: every request comes from a user holding `permissions`. */
class FixedPrincipal implements CanActivate {
  permissions = new Set<string>(['can_write|Chart']);
  canActivate(context: ExecutionContext): boolean {
    const principal: Partial<Principal> = { kind: 'user', userId: 1, username: 'alice', roles: ['Gamma'], permissions: this.permissions };
    context.switchToHttp().getRequest().principal = principal;
    return true;
  }
}

describe('dashboard REST routes', () => {
  let app: INestApplication;
  const answers = new Map<string, Answer>();
  const calls: { subject: string; payload: unknown }[] = [];
  const principal = new FixedPrincipal();
  const answer = <Req, Rep>(descriptor: RequestDescriptor<Req, Rep>, reply: Answer<Req>) =>
    answers.set(descriptor.subject, reply as Answer);

  beforeAll(async () => {
    const bus = {
      request: async (descriptor: RequestDescriptor<unknown, unknown>, payload: unknown) => {
        calls.push({ subject: descriptor.subject, payload });
        const reply = answers.get(descriptor.subject);
        if (!reply) throw new Error(`unexpected ${descriptor.subject}`);
        return reply(payload);
      },
    };
    const module = await Test.createTestingModule({
      controllers: [DashboardSharingController, DashboardsController, EmbeddedDashboardController],
      providers: [{ provide: BusClient, useValue: bus }],
    }).compile();
    app = module.createNestApplication({ logger: false });
    app.useGlobalPipes(createBodyValidationPipe());
    app.useGlobalFilters(new HttpExceptionFilter(new JsonLogger('test', 'error', () => undefined)));
    app.useGlobalGuards(principal);
    await app.init();
  });

  afterAll(() => app.close());

  beforeEach(() => {
    calls.length = 0;
    answers.clear();
  });

  const http = () => request(app.getHttpServer());

  it('reads by id or slug and answers only {result}', async () => {
    answer(Dashboards.get, ({ idOrSlug }) => ({ id: 4, slug: idOrSlug }));
    const response = await http().get('/api/v1/dashboard/world-health').expect(200);
    expect(response.body).toEqual({ result: { id: 4, slug: 'world-health' } });
    answer(Dashboards.get, () => {
      throw notFound();
    });
    expect((await http().get('/api/v1/dashboard/missing').expect(404)).body).toEqual({ message: 'Not found' });
  });

  it('routes the specific paths before {id_or_slug}', async () => {
    answer(DashboardPermalinks.get, ({ key }) => ({ dashboardId: '4', state: { key } }));
    answer(Dashboards.charts, () => [{ id: 1 }]);
    answer(Dashboards.datasets, () => [{ id: 7 }]);
    answer(Dashboards.tabs, () => ({ all_tabs: {}, tab_tree: [] }));
    expect((await http().get('/api/v1/dashboard/permalink/abcdefghijkl').expect(200)).body).toEqual({
      dashboardId: '4',
      state: { key: 'abcdefghijkl' },
    });
    expect((await http().get('/api/v1/dashboard/sales/charts').expect(200)).body).toEqual({ result: [{ id: 1 }] });
    expect((await http().get('/api/v1/dashboard/sales/datasets').expect(200)).body).toEqual({ result: [{ id: 7 }] });
    expect((await http().get('/api/v1/dashboard/sales/tabs').expect(200)).body).toEqual({ result: { all_tabs: {}, tab_tree: [] } });
  });

  it('creates and saves, echoing the body, with last_modified_time on PUT', async () => {
    answer(Dashboards.create, () => ({ id: 9, last_modified_time: 1 }));
    answer(Dashboards.update, () => ({ id: 9, last_modified_time: 1721469600.5 }));
    expect((await http().post('/api/v1/dashboard/').send({ dashboard_title: 'Sales' }).expect(201)).body).toEqual({
      id: 9,
      result: { dashboard_title: 'Sales' },
    });
    const saved = await http().put('/api/v1/dashboard/9').send({ published: true }).expect(200);
    expect(saved.body).toEqual({ id: 9, result: { published: true }, last_modified_time: 1721469600.5 });
    expect(calls.at(-1)).toEqual({ subject: Dashboards.update.subject, payload: { id: 9, fields: { published: true } } });
  });

  it('refuses unknown fields and JSON-string fields that are not JSON, before any bus call', async () => {
    expect((await http().post('/api/v1/dashboard/').send({ dashboard_title: 'x', rocket: 1 }).expect(400)).body).toEqual({
      message: { rocket: ['Unknown field.'] },
    });
    const bad = await http().put('/api/v1/dashboard/9').send({ json_metadata: '{oops' }).expect(400);
    expect(bad.body.message.json_metadata[0]).toMatch(/^Not a valid JSON document/);
    expect((await http().post('/api/v1/dashboard/').send({ position_json: 5 }).expect(400)).body.message).toHaveProperty('position_json');
    expect(calls).toEqual([]);
  });

  it('deletes one and many', async () => {
    answer(Dashboards.delete, ({ ids }) => ({ deleted: ids.length }));
    expect((await http().delete('/api/v1/dashboard/3').expect(200)).body).toEqual({ message: 'OK' });
    expect((await http().delete('/api/v1/dashboard/?q=!(1,2)').expect(200)).body).toEqual({ message: 'Deleted 2 dashboards' });
    expect((await http().delete('/api/v1/dashboard/?q=!(1)').expect(200)).body).toEqual({ message: 'Deleted 1 dashboard' });
    await http().delete('/api/v1/dashboard/?q=(a:1)').expect(400);
  });

  it('copies, asking for chart write permission to duplicate charts', async () => {
    answer(Dashboards.copy, () => ({ id: 10, last_modified_time: 2 }));
    const copied = await http().post('/api/v1/dashboard/4/copy/').send({ json_metadata: '{}', duplicate_slices: true }).expect(200);
    expect(copied.body).toEqual({ result: { id: 10, last_modified_time: 2 } });
    principal.permissions = new Set();
    try {
      await http().post('/api/v1/dashboard/4/copy/').send({ json_metadata: '{}', duplicate_slices: true }).expect(403);
    } finally {
      principal.permissions = new Set(['can_write|Chart']);
    }
    expect((await http().post('/api/v1/dashboard/4/copy/').send({ dashboard_title: 'x' }).expect(400)).body).toEqual({
      message: { json_metadata: ['Missing data for required field.'] },
    });
  });

  it('passes mark_updated and filter changes through', async () => {
    answer(Dashboards.colors, () => ({}));
    answer(Dashboards.filters, ({ modified }) => modified);
    await http().put('/api/v1/dashboard/4/colors?mark_updated=false').send({ color_scheme: 'bnbColors' }).expect(200);
    expect(calls.at(-1)?.payload).toEqual({ id: 4, markUpdated: false, colors: { color_scheme: 'bnbColors' } });
    await http().put('/api/v1/dashboard/4/colors?mark_updated=maybe').send({}).expect(400);
    const filters = await http()
      .put('/api/v1/dashboard/4/filters')
      .send({ modified: [{ id: 'NATIVE_FILTER-a' }], deleted: [], reordered: [] })
      .expect(200);
    expect(filters.body).toEqual({ result: [{ id: 'NATIVE_FILTER-a' }] });
  });

  it('creates permalinks with an absolute url, and serves embedding and filter state', async () => {
    answer(DashboardPermalinks.create, () => ({ key: 'abcdefghijkl' }));
    const permalink = await http()
      .post('/api/v1/dashboard/4/permalink')
      .set('Host', 'bi.example')
      .send({ activeTabs: ['TAB-1'] })
      .expect(201);
    expect(permalink.body).toEqual({ key: 'abcdefghijkl', url: 'http://bi.example/superset/dashboard/p/abcdefghijkl/' });
    answer(EmbeddedDashboards.set, ({ allowed_domains }) => ({ uuid: 'u', allowed_domains }));
    answer(EmbeddedDashboards.delete, () => ({ deleted: true }));
    answer(EmbeddedDashboards.byUuid, ({ uuid }) => ({ uuid }));
    expect(
      (
        await http()
          .put('/api/v1/dashboard/4/embedded')
          .send({ allowed_domains: ['https://a'] })
          .expect(200)
      ).body,
    ).toEqual({ result: { uuid: 'u', allowed_domains: ['https://a'] } });
    await http().post('/api/v1/dashboard/4/embedded').send({}).expect(400);
    expect((await http().delete('/api/v1/dashboard/4/embedded').expect(200)).body).toEqual({ message: 'OK' });
    expect((await http().get('/api/v1/embedded_dashboard/u').expect(200)).body).toEqual({ result: { uuid: 'u' } });
    answer(DashboardFilterStates.create, () => ({ key: 'k' }));
    answer(DashboardFilterStates.delete, () => ({ deleted: true }));
    expect((await http().post('/api/v1/dashboard/4/filter_state?tab_id=2').send({ value: '{}' }).expect(201)).body).toEqual({ key: 'k' });
    expect(calls.at(-1)?.payload).toEqual({ id: 4, tabId: 2, value: '{}' });
    expect((await http().delete('/api/v1/dashboard/4/filter_state/k').expect(200)).body).toEqual({ message: 'Deleted successfully' });
  });
});
