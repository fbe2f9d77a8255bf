import { type CanActivate, type ExecutionContext, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Charts, ErrorCode, forbidden, notFound, TesseraError, type RequestDescriptor } from '@tessera/contracts';
import { BusClient, JsonLogger } from '@tessera/platform';
import request from 'supertest';
import type { Principal } from '../../auth/principal';
import { HttpExceptionFilter } from '../../errors/http-exception.filter';
import { createBodyValidationPipe } from '../../http/body-validation.pipe';
import { RestResourceRegistry } from '../../rest/resource-registry';
import { ChartsController } from './charts.controller';
import { ChartsRestModule } from './charts.module';

/** A stand-in service's answer to one request subject. */
type Answer<Req = unknown> = (payload: Req) => unknown;

/** Stands in for the guard: every request comes from one user. */
class FixedPrincipal implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal: Partial<Principal> = {
      kind: 'user',
      userId: 1,
      username: 'alice',
      roles: ['Gamma'],
      permissions: new Set(['can_read|Chart', 'can_write|Chart']),
    };
    context.switchToHttp().getRequest().principal = principal;
    return true;
  }
}

const CHART = {
  id: 7,
  uuid: 'u',
  slice_name: 'Revenue',
  viz_type: 'bar',
  params: '{}',
  query_context: null,
  owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
  dashboards: [{ id: 3, dashboard_title: 'Sales', json_metadata: '{}' }],
  tags: [],
};

describe('chart REST routes', () => {
  let app: INestApplication;
  const registry = new RestResourceRegistry();
  const answers = new Map<string, Answer>();
  const calls: { subject: string; payload: unknown }[] = [];
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
      controllers: [ChartsController],
      providers: [{ provide: BusClient, useValue: bus }, { provide: RestResourceRegistry, useValue: registry }, ChartsRestModule],
    }).compile();
    app = module.createNestApplication({ logger: false });
    app.useGlobalPipes(createBodyValidationPipe());
    app.useGlobalFilters(new HttpExceptionFilter(new JsonLogger('test', 'error', () => undefined)));
    app.useGlobalGuards(new FixedPrincipal());
    await app.init();
    module.get(ChartsRestModule).onModuleInit();
  });

  afterAll(() => app.close());

  beforeEach(() => {
    calls.length = 0;
    answers.clear();
  });

  const http = () => request(app.getHttpServer());

  it('registers the chart resource for the shared routes', () => {
    expect(registry.get('chart')).toMatchObject({
      viewMenu: 'Chart',
      favoriteType: 'chart',
      userRelatedFields: ['owners', 'created_by', 'changed_by'],
      related: Charts.related,
      distinct: Charts.distinct,
    });
  });

  it('lists with a validated q and the metadata blocks', async () => {
    answer(Charts.list, () => ({ count: 1, ids: [7], result: [{ id: 7, slice_name: 'Revenue', viz_type: 'bar' }] }));
    const listed = await http()
      .get('/api/v1/chart/?q=(columns:!(id,slice_name),filters:!((col:slice_name,opr:chart_all_text,value:rev)),keys:!(list_title))')
      .expect(200);
    expect(listed.body).toEqual({ count: 1, ids: [7], result: [{ id: 7, slice_name: 'Revenue' }], list_title: 'List Slice' });
    expect(calls[0].payload).toMatchObject({
      query: { filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'rev' }], orderColumn: 'changed_on_delta_humanized' },
    });
    await http().get('/api/v1/chart/?q=(filters:!((col:params,opr:eq,value:x)))').expect(400);
  });

  it('reads one chart with Flask-AppBuilder metadata, pruned to the asked columns', async () => {
    answer(Charts.get, ({ idOrUuid }) => ({ ...CHART, uuid: idOrUuid }));
    const full = await http().get('/api/v1/chart/7').expect(200);
    expect(full.body).toMatchObject({
      id: 7,
      show_title: 'Show Slice',
      description_columns: {},
      result: { slice_name: 'Revenue', dashboards: [{ id: 3, dashboard_title: 'Sales', json_metadata: '{}' }] },
    });
    expect(full.body.result).not.toHaveProperty('uuid');
    expect(full.body.label_columns['owners.first_name']).toBe('Owners First Name');
    const pruned = await http().get('/api/v1/chart/7?q=(columns:!(dashboards.id,owners.first_name),keys:!(none))').expect(200);
    expect(pruned.body).toEqual({ id: 7, result: { dashboards: [{ id: 3 }], owners: [{ first_name: 'Alice' }] } });
    await http().get('/api/v1/chart/7?q=(columns:!(secret))').expect(400);
    answer(Charts.get, () => {
      throw notFound();
    });
    expect((await http().get('/api/v1/chart/99').expect(404)).body).toEqual({ message: 'Not found' });
  });

  it('creates and saves, echoing the body, and refuses bad bodies before any bus call', async () => {
    answer(Charts.create, () => ({ id: 9 }));
    answer(Charts.update, () => ({ id: 9 }));
    const body = { slice_name: 'Revenue', datasource_id: 3, datasource_type: 'table', params: '{}', dashboards: [3] };
    expect((await http().post('/api/v1/chart/').send(body).expect(201)).body).toEqual({ id: 9, result: body });
    expect(calls.at(-1)).toEqual({ subject: Charts.create.subject, payload: { fields: body } });
    expect(
      (
        await http()
          .put('/api/v1/chart/9')
          .send({ slice_name: 'Renamed', tags: [1] })
          .expect(200)
      ).body,
    ).toEqual({ id: 9, result: { slice_name: 'Renamed', tags: [1] } });
    calls.length = 0;
    expect((await http().post('/api/v1/chart/').send({ datasource_id: 3, datasource_type: 'table' }).expect(400)).body).toEqual({
      message: { slice_name: expect.any(Array) },
    });
    expect(
      (
        await http()
          .post('/api/v1/chart/')
          .send({ ...body, datasource_type: 'cube' })
          .expect(400)
      ).body.message,
    ).toHaveProperty('datasource_type');
    expect((await http().put('/api/v1/chart/9').send({ rocket: 1 }).expect(400)).body).toEqual({ message: { rocket: ['Unknown field.'] } });
    await http()
      .post('/api/v1/chart/')
      .send({ ...body, tags: [1] })
      .expect(400);
    expect(calls).toEqual([]);
  });

  it("renders the service's refusals as Superset does", async () => {
    answer(Charts.update, () => {
      throw forbidden('Forbidden');
    });
    expect((await http().put('/api/v1/chart/9').send({ slice_name: 'x' }).expect(403)).body).toEqual({ message: 'Forbidden' });
    answer(Charts.create, () => {
      throw new TesseraError(ErrorCode.BAD_REQUEST, 'datasource_id: Datasource does not exist', {
        fields: { datasource_id: ['Datasource does not exist'] },
      });
    });
    const missing = await http().post('/api/v1/chart/').send({ slice_name: 'x', datasource_id: 99, datasource_type: 'table' }).expect(400);
    expect(missing.body).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
  });

  it('deletes one and many', async () => {
    answer(Charts.delete, ({ ids }) => ({ deleted: ids.length }));
    expect((await http().delete('/api/v1/chart/3').expect(200)).body).toEqual({ message: 'OK' });
    expect((await http().delete('/api/v1/chart/?q=!(1,2)').expect(200)).body).toEqual({ message: 'Deleted 2 charts' });
    expect((await http().delete('/api/v1/chart/?q=!(1)').expect(200)).body).toEqual({ message: 'Deleted 1 chart' });
    await http().delete('/api/v1/chart/?q=(a:1)').expect(400);
  });
});
