import { type CanActivate, type ExecutionContext, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ErrorCode, Explore, ExploreFormData, ExplorePermalinks, TesseraError, type RequestDescriptor } from '@tessera/contracts';
import { BusClient, JsonLogger } from '@tessera/platform';
import request from 'supertest';
import type { Principal } from '../../auth/principal';
import { HttpExceptionFilter } from '../../errors/http-exception.filter';
import { createBodyValidationPipe } from '../../http/body-validation.pipe';
import { ExploreStateController } from './explore-state.controller';
import { ExploreController } from './explore.controller';

/** A stand-in service's answer to one request subject. */
type Answer<Req = unknown> = (payload: Req) => unknown;

/** Stands in for the guard: every request comes from a user holding `permissions` (and `roles`). */
class FixedPrincipal implements CanActivate {
  permissions = new Set<string>(['can_write|Chart']);
  roles = ['Gamma'];
  canActivate(context: ExecutionContext): boolean {
    const principal: Partial<Principal> = { kind: 'user', userId: 1, username: 'alice', roles: this.roles, permissions: this.permissions };
    context.switchToHttp().getRequest().principal = principal;
    return true;
  }
}

describe('explore REST routes', () => {
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
      controllers: [ExploreController, ExploreStateController],
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

  it("opens Explore with the query's references and the caller's capabilities", async () => {
    answer(Explore.context, (payload) => ({ form_data: {}, echoed: payload }));
    const opened = await http().get('/api/v1/explore/?slice_id=7&form_data_key=abc&datasource_id=3&datasource_type=table').expect(200);
    expect(opened.body.result.echoed).toEqual({
      sliceId: 7,
      formDataKey: 'abc',
      datasourceId: 3,
      datasourceType: 'table',
      capabilities: { canWriteChart: true, canCsv: false },
    });
    principal.roles = ['Admin'];
    try {
      await http().get('/api/v1/explore/?permalink_key=xyz').expect(200);
      expect(calls.at(-1)?.payload).toMatchObject({ permalinkKey: 'xyz', capabilities: { canWriteChart: true, canCsv: true } });
    } finally {
      principal.roles = ['Gamma'];
    }
    calls.length = 0;
    await http().get('/api/v1/explore/?slice_id=seven').expect(400);
    expect(calls).toEqual([]);
  });

  it('stores, reads, updates and deletes form data with tab ids', async () => {
    const body = { datasource_id: 3, datasource_type: 'table', chart_id: 7, form_data: '{"viz_type":"bar"}' };
    answer(ExploreFormData.create, () => ({ key: 'k1' }));
    answer(ExploreFormData.get, () => ({ form_data: '{"viz_type":"bar"}' }));
    answer(ExploreFormData.update, () => ({ key: 'k2' }));
    answer(ExploreFormData.delete, () => ({ deleted: true }));
    expect((await http().post('/api/v1/explore/form_data?tab_id=2').send(body).expect(201)).body).toEqual({ key: 'k1' });
    expect(calls.at(-1)?.payload).toEqual({ tabId: 2, fields: body });
    expect((await http().get('/api/v1/explore/form_data/k1').expect(200)).body).toEqual({ form_data: '{"viz_type":"bar"}' });
    expect((await http().put('/api/v1/explore/form_data/k1').send(body).expect(200)).body).toEqual({
      key: 'k2',
      message: 'Value updated successfully.',
    });
    expect(calls.at(-1)?.payload).toEqual({ key: 'k1', tabId: undefined, fields: body });
    expect((await http().delete('/api/v1/explore/form_data/k2').expect(200)).body).toEqual({ message: 'Deleted successfully' });
    calls.length = 0;
    await http().post('/api/v1/explore/form_data').send({ datasource_id: 3, form_data: '{}' }).expect(400);
    await http().post('/api/v1/explore/form_data?tab_id=x').send(body).expect(400);
    expect(calls).toEqual([]);
    answer(ExploreFormData.get, () => {
      throw new TesseraError(ErrorCode.FORBIDDEN, "You don't have access to this dataset.");
    });
    expect((await http().get('/api/v1/explore/form_data/k1').expect(403)).body).toEqual({
      message: "You don't have access to this dataset.",
    });
  });

  it('creates permalinks with an absolute url and reads them back', async () => {
    answer(ExplorePermalinks.create, () => ({ key: 'abcdefghijkl' }));
    answer(ExplorePermalinks.get, ({ key }) => ({
      chartId: null,
      datasourceId: 3,
      datasourceType: 'table',
      datasource: '3__table',
      state: { formData: {}, key },
    }));
    const state = { formData: { datasource: '3__table' }, urlParams: [['a', '1']] };
    const created = await http().post('/api/v1/explore/permalink').set('Host', 'bi.example').send(state).expect(201);
    expect(created.body).toEqual({ key: 'abcdefghijkl', url: 'http://bi.example/superset/explore/p/abcdefghijkl/' });
    expect(calls.at(-1)?.payload).toEqual({ state });
    expect((await http().get('/api/v1/explore/permalink/abcdefghijkl').expect(200)).body).toMatchObject({
      datasource: '3__table',
      state: { key: 'abcdefghijkl' },
    });
    await http().post('/api/v1/explore/permalink').send({ urlParams: [] }).expect(400);
  });
});
