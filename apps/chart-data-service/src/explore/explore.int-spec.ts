import {
  Charts,
  ErrorCode,
  Explore,
  EXPLORE_FORM_DATA_TTL_SECONDS,
  ExploreFormData,
  ExplorePermalinks,
  SupersetErrorType,
  type Caller,
  type ExploreContextRequest,
} from '@tessera/contracts';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { DataSource } from 'typeorm';
import { as, eventually, serveChartStandIns, type ChartStandInState } from '../testing/chart-stand-ins';
import { chartsTestDefinition, seedDatasets, type SeededDatasets } from '../testing/chart-test.definition';

const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as { code: string; message: string; fields?: Record<string, string[]>; errorType?: string },
  );

describe('explore state over the bus', () => {
  let harness: ServiceHarness;
  let stand: ChartStandInState;
  let data: SeededDatasets;
  let alice: Caller;
  let bob: Caller;
  let chartId: number;
  const carol: Caller = { userId: 4, username: 'carol', roles: ['Gamma'] };
  const admin: Caller = { userId: 3, username: 'ada', roles: ['Admin'] };
  const capabilities = { canWriteChart: true, canCsv: false };

  const formData = (datasetId: number, extra: Record<string, unknown> = {}, chart?: number) => ({
    datasource_id: datasetId,
    datasource_type: 'table' as const,
    ...(chart !== undefined ? { chart_id: chart } : {}),
    form_data: JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'table', ...extra }),
  });
  const createFormData = (caller: Caller, fields: ReturnType<typeof formData>, tabId?: number) =>
    as(caller, () => harness.bus.request(ExploreFormData.create, { tabId, fields }));
  const context = (caller: Caller, request: Omit<ExploreContextRequest, 'capabilities'>, caps = capabilities) =>
    as(caller, () => harness.bus.request(Explore.context, { ...request, capabilities: caps }));

  beforeAll(async () => {
    harness = await startServicesForTest([chartsTestDefinition]);
    stand = await serveChartStandIns(harness.runtime);
    data = await seedDatasets(harness.services[0].app.get(DataSource));
    alice = {
      userId: 1,
      username: 'alice',
      roles: ['Gamma'],
      accessPermissions: [`datasource_access|[examples].[sales](id:${data.sales.id})`],
    };
    bob = { ...alice, userId: 2, username: 'bob' };
    const params = JSON.stringify({ viz_type: 'bar', metric: 'count', row_limit: 100, where: 'revenue > 0' });
    chartId = (
      await as(alice, () =>
        harness.bus.request(Charts.create, {
          fields: { slice_name: 'Revenue', datasource_id: data.sales.id, datasource_type: 'table', params, description: 'Hi' },
        }),
      )
    ).id;
    stand.links.set(chartId, [50]);
  });

  afterAll(() => harness.stop());

  it('keeps form data per key; a tab keeps its key; only its owner changes or deletes it', async () => {
    const { key } = await createFormData(alice, formData(data.sales.id, { row_limit: 5 }, chartId), 1);
    expect(key).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(await harness.runtime.kv.ttl(`charts:explore-form-data:${key}`)).toBeGreaterThan(EXPLORE_FORM_DATA_TTL_SECONDS - 60);
    expect((await createFormData(alice, formData(data.sales.id, { row_limit: 6 }, chartId), 1)).key).toBe(key);
    expect((await createFormData(alice, formData(data.sales.id, { row_limit: 6 }, chartId))).key).not.toBe(key);
    expect(JSON.parse((await as(bob, () => harness.bus.request(ExploreFormData.get, { key }))).form_data)).toMatchObject({ row_limit: 6 });
    expect(await fail(as(carol, () => harness.bus.request(ExploreFormData.get, { key })))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: "You don't have access to this dataset.",
    });
    expect(
      await fail(as(bob, () => harness.bus.request(ExploreFormData.update, { key, tabId: 1, fields: formData(data.sales.id) }))),
    ).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(await fail(as(bob, () => harness.bus.request(ExploreFormData.delete, { key })))).toMatchObject({ code: ErrorCode.FORBIDDEN });

    expect(
      await as(alice, () =>
        harness.bus.request(ExploreFormData.update, { key, tabId: 1, fields: formData(data.sales.id, { row_limit: 7 }, chartId) }),
      ),
    ).toEqual({ key });
    const moved = await as(alice, () =>
      harness.bus.request(ExploreFormData.update, { key, fields: formData(data.sales.id, { row_limit: 8 }, chartId) }),
    );
    expect(moved.key).not.toBe(key);
    expect(JSON.parse((await as(alice, () => harness.bus.request(ExploreFormData.get, { key: moved.key }))).form_data).row_limit).toBe(8);

    expect(await as(alice, () => harness.bus.request(ExploreFormData.delete, { key }))).toEqual({ deleted: true });
    expect(await fail(as(alice, () => harness.bus.request(ExploreFormData.get, { key })))).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(
      await fail(as(alice, () => harness.bus.request(ExploreFormData.update, { key, fields: formData(data.sales.id) }))),
    ).toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('refuses form data that is not JSON, or names datasets and charts that are missing or out of reach', async () => {
    expect(await fail(createFormData(alice, { ...formData(data.sales.id), form_data: '{nope' }))).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { form_data: ['JSON not valid'] },
    });
    expect(await fail(createFormData(alice, formData(99_999)))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: 'Dataset does not exist',
    });
    expect(await fail(createFormData(alice, formData(data.secrets.id)))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: "You don't have access to this dataset.",
    });
    expect(await fail(createFormData(alice, formData(data.sales.id, {}, 99_999)))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: 'Chart not found',
    });
    expect(await fail(createFormData(alice, { ...formData(data.sales.id), datasource_type: 'query' as never }))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });

  it('makes permalinks with short url-safe keys that only readers of the dataset may open', async () => {
    const state = {
      formData: { datasource: `${data.sales.id}__table`, slice_id: chartId, viz_type: 'bar' },
      urlParams: [['country', 'FR']],
    };
    const { key } = await as(alice, () => harness.bus.request(ExplorePermalinks.create, { state }));
    expect(key).toMatch(/^[A-Za-z0-9_-]{11,64}$/);
    expect(await as(bob, () => harness.bus.request(ExplorePermalinks.get, { key }))).toEqual({
      chartId,
      datasourceId: data.sales.id,
      datasourceType: 'table',
      datasource: `${data.sales.id}__table`,
      state,
    });
    expect(await fail(as(carol, () => harness.bus.request(ExplorePermalinks.get, { key })))).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(await fail(as(alice, () => harness.bus.request(ExplorePermalinks.get, { key: 'missing-key-1' })))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect(
      await fail(as(alice, () => harness.bus.request(ExplorePermalinks.create, { state: { formData: { viz_type: 'bar' } } }))),
    ).toMatchObject({ fields: { formData: [expect.any(String)] } });
    expect(
      await fail(as(alice, () => harness.bus.request(ExplorePermalinks.create, { state: { ...state, urlParams: ['a=1'] } }))),
    ).toMatchObject({ fields: { urlParams: [expect.any(String)] } });
    expect(await fail(as(carol, () => harness.bus.request(ExplorePermalinks.create, { state })))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
  });

  it("opens a saved chart: merged form data, the dataset, the slice, its metadata and the caller's capabilities", async () => {
    const opened = await context(alice, { sliceId: chartId });
    expect(opened.form_data).toMatchObject({
      slice_id: chartId,
      viz_type: 'bar',
      row_limit: 100,
      datasource: `${data.sales.id}__table`,
      applied_time_extras: {},
    });
    expect(opened.form_data).not.toHaveProperty('where');
    expect(opened.form_data.adhoc_filters).toEqual([
      expect.objectContaining({ clause: 'WHERE', expressionType: 'SQL', sqlExpression: 'revenue > 0' }),
    ]);
    expect(opened.dataset).toMatchObject({
      id: data.sales.id,
      name: 'public.sales',
      columns: expect.any(Array),
      database: { name: 'examples' },
    });
    expect(opened.slice).toMatchObject({
      slice_id: chartId,
      slice_name: 'Revenue',
      datasource: 'public.sales',
      description_markeddown: '<p>Hi</p>',
      owners: [1],
      form_data: { slice_id: chartId },
    });
    expect(opened.metadata).toEqual({
      created_on_humanized: 'a few seconds ago',
      changed_on_humanized: 'a few seconds ago',
      owners: ['Alice Smith'],
      dashboards: [{ id: 50, dashboard_title: 'Sales board' }],
      created_by: 'Alice Smith',
      changed_by: 'Alice Smith',
    });
    expect(opened).toMatchObject({ message: null, can_add: true, can_download: false, can_overwrite: true });
    expect(await context(bob, { sliceId: chartId }, { canWriteChart: false, canCsv: true })).toMatchObject({
      can_add: false,
      can_download: true,
      can_overwrite: false,
    });
    expect((await context(admin, { sliceId: chartId })).can_overwrite).toBe(true);
    await eventually(() => stand.logs.some((entry) => entry.userId === 2));
    expect(stand.logs).toContainEqual(expect.objectContaining({ action: 'explore', userId: 1, sliceId: chartId }));
  });

  it('opens form data keys, permalinks and bare datasets, and says when a key has expired', async () => {
    const { key } = await createFormData(
      alice,
      formData(data.sales.id, { slice_id: chartId, row_limit: 3, url_params: { x: '1' } }, chartId),
    );
    const fromKey = await context(alice, { formDataKey: key, sliceId: chartId });
    expect(fromKey.form_data).toMatchObject({ row_limit: 3, metric: 'count', viz_type: 'table' });
    expect(fromKey.form_data).not.toHaveProperty('url_params');
    expect(fromKey.slice?.slice_id).toBe(chartId);

    const expired = await context(alice, { formDataKey: 'expired-key', sliceId: chartId });
    expect(expired).toMatchObject({ message: 'Form data not found in cache, reverting to chart metadata.', form_data: { row_limit: 100 } });
    expect((await context(alice, { formDataKey: 'expired-key', datasourceId: data.sales.id, datasourceType: 'table' })).message).toBe(
      'Form data not found in cache, reverting to dataset metadata.',
    );

    const bare = await context(alice, { datasourceId: data.sales.id, datasourceType: 'table' });
    expect(bare).toMatchObject({ slice: null, metadata: null, can_overwrite: false, form_data: { datasource: `${data.sales.id}__table` } });

    const { key: permalink } = await as(alice, () =>
      harness.bus.request(ExplorePermalinks.create, {
        state: { formData: { datasource: `${data.sales.id}__table`, viz_type: 'pie' }, urlParams: [['country', 'FR']] },
      }),
    );
    expect((await context(bob, { permalinkKey: permalink })).form_data).toMatchObject({ viz_type: 'pie', url_params: { country: 'FR' } });
  });

  it('refuses charts and datasets out of reach, and shows a missing dataset as such', async () => {
    expect(await fail(context(carol, { sliceId: chartId }))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: "You don't have access to this chart.",
    });
    expect(await fail(context(alice, { datasourceId: data.secrets.id, datasourceType: 'table' }))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      errorType: SupersetErrorType.DATASOURCE_SECURITY_ACCESS_ERROR,
    });
    expect(await fail(context(alice, { sliceId: 99_999 }))).toMatchObject({ code: ErrorCode.NOT_FOUND });
    const missing = await context(admin, { datasourceId: 99_999, datasourceType: 'table' });
    expect(missing.dataset).toEqual({
      type: 'table',
      name: '[Missing Dataset]',
      columns: [],
      metrics: [],
      database: { id: 0, backend: '' },
    });
  });
});
