import { ErrorCode, RlsClauses, type Caller, type ChartDataItem } from '@tessera/contracts';
import { loadConfig, TESSERA_CONFIG } from '@tessera/platform';
import { FakeBus, newServiceTest } from '@tessera/platform/testing';
import { ChartEntity } from '../charts/chart.entity';
import { RlsClient } from '../clients/rls.client';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetColumnEntity } from '../datasets/dataset-column.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import { AnnotationDataLoader } from './annotation-data.loader';
import { ChartDatasetLoader, type ChartDataset } from './chart-dataset.loader';
import { ChartDataService } from './chart-data.service';
import { QueryObjectProcessor } from './query-object.processor';

const alice = { userId: 1, username: 'alice', roles: ['Alpha'] } as Caller;
const config = loadConfig();

function chartDataset(cacheTimeouts: { dataset?: number | null; database?: number | null } = {}): ChartDataset {
  const database = Object.assign(new DatabaseEntity(), { id: 2, engine: 'postgresql', cacheTimeout: cacheTimeouts.database ?? null });
  const columns = [Object.assign(new DatasetColumnEntity(), { columnName: 'region', verboseName: 'Region', type: 'TEXT' })];
  const entity = Object.assign(new DatasetEntity(), { id: 5, database, columns, cacheTimeout: cacheTimeouts.dataset ?? null });
  return { entity, database, definition: { id: 5 } as ChartDataset['definition'] };
}

const context = (extra: Record<string, unknown> = {}, query: Record<string, unknown> = {}) => ({
  datasource: { id: 5, type: 'table' },
  queries: [{ metrics: ['count'], ...query }],
  ...extra,
});

const item = (data: Record<string, unknown>[]) =>
  ({
    data,
    colnames: ['region'],
    coltypes: [1],
    rowcount: data.length,
    sql_rowcount: data.length,
    from_dttm: null,
    to_dttm: null,
    query: 'SELECT …',
  }) as unknown as ChartDataItem;

function setup(dataset = chartDataset()) {
  // Row-level security comes over the bus from the gateway: the real client over a recording bus.
  const security = new FakeBus().answer(RlsClauses, () => ({ clauses: ["region = 'EU'"] }));
  const test = newServiceTest(
    ChartDataService,
    new Map<unknown, unknown>([
      [RlsClient, new RlsClient(security.client)],
      [TESSERA_CONFIG, config],
    ]),
  );
  test.mock(ChartDatasetLoader).load.mockResolvedValue(dataset);
  const processor = test.mock(QueryObjectProcessor);
  processor.process.mockResolvedValue(item([{ region: 'EU' }]));
  test.mock(AnnotationDataLoader).load.mockResolvedValue(null);
  const charts = test.repository(ChartEntity);
  charts.findOne.mockResolvedValue(null);
  return { ...test, security, processor, charts };
}

describe('ChartDataService', () => {
  it('rejects a query context without a datasource before loading anything', async () => {
    const { sut, mock } = setup();
    const error = await sut.run({ queries: [] }, alice).catch((e) => e);
    expect(error).toMatchObject({ code: ErrorCode.BAD_REQUEST, fields: { datasource: ['Missing data for required field.'] } });
    expect(mock(ChartDatasetLoader).load).not.toHaveBeenCalled();
  });

  it('loads the named dataset for the caller and runs each query under the caller’s RLS clauses', async () => {
    const { sut, mock, security, processor } = setup();
    const reply = await sut.run(context({}, { row_limit: 10 }), alice, { receivedAt: 1234 });
    expect(mock(ChartDatasetLoader).load).toHaveBeenCalledWith({ id: 5, type: 'table' }, alice);
    expect(security.sent(RlsClauses)).toEqual([{ datasetId: 5 }]);
    expect(processor.process).toHaveBeenCalledWith(
      expect.objectContaining({ row_limit: 10 }),
      expect.anything(),
      expect.objectContaining({
        rlsClauses: ["region = 'EU'"],
        resultType: 'full',
        force: false,
        receivedAt: 1234,
        caller: alice,
        mode: undefined,
      }),
    );
    expect(reply).toEqual({ result: [item([{ region: 'EU' }])] });
  });

  it('takes the cache timeout from the request, then the chart, the dataset, the database, the default', async () => {
    const timeoutOf = async (dataset: ChartDataset, extra: Record<string, unknown>, chartTimeout: number | null = null) => {
      const { sut, processor, charts } = setup(dataset);
      charts.findOne.mockResolvedValue(Object.assign(new ChartEntity(), { id: 9, cacheTimeout: chartTimeout }));
      await sut.run(context(extra), alice);
      return processor.process.mock.calls[0][2].cacheTimeout;
    };
    expect(await timeoutOf(chartDataset({ dataset: 30 }), { custom_cache_timeout: 5, form_data: { slice_id: 9 } }, 20)).toBe(5);
    expect(await timeoutOf(chartDataset({ dataset: 30 }), { form_data: { slice_id: 9 } }, 20)).toBe(20);
    expect(await timeoutOf(chartDataset({ dataset: 30, database: 40 }), { form_data: { slice_id: 9 } })).toBe(30);
    expect(await timeoutOf(chartDataset({ database: 40 }), {})).toBe(40);
    expect(await timeoutOf(chartDataset(), {})).toBe(config.limits.cacheDefaultTimeoutSeconds);
  });

  it('answers result type "query" with the compiled SQL without running it', async () => {
    const { sut, processor } = setup();
    processor.compile.mockReturnValue({ displaySql: 'SELECT region FROM sales' } as never);
    const reply = await sut.run(context({ result_type: 'query' }), alice);
    expect(reply).toEqual({ result: [{ query: 'SELECT region FROM sales', language: 'sql' }] });
    expect(processor.compile).toHaveBeenCalledWith(expect.anything(), expect.anything(), { rlsClauses: ["region = 'EU'"] });
    expect(processor.process).not.toHaveBeenCalled();
  });

  it('answers "columns" from the dataset and runs samples in samples mode', async () => {
    const { sut, processor } = setup();
    expect(await sut.run(context({ result_type: 'columns' }), alice)).toEqual({
      result: [{ data: [{ column_name: 'region', verbose_name: 'Region', dtype: 'TEXT' }] }],
    });
    expect(processor.process).not.toHaveBeenCalled();
    await sut.run(context({ result_type: 'samples' }), alice);
    expect(processor.process.mock.calls[0][2]).toMatchObject({ mode: 'samples', resultType: 'samples' });
  });

  it('keeps only the rows and their description for result type "results"', async () => {
    const { sut } = setup();
    const reply = await sut.run(context({ result_type: 'results' }), alice);
    expect(reply).toEqual({ result: [{ data: [{ region: 'EU' }], colnames: ['region'], coltypes: [1], rowcount: 1, sql_rowcount: 1 }] });
  });

  it('attaches the annotation layers’ data to the query they belong to', async () => {
    const { sut, mock, processor } = setup();
    const layers = [{ name: 'Releases', sourceType: 'NATIVE', value: 3 }];
    processor.process.mockResolvedValue({ ...item([{ region: 'EU' }]), from_dttm: 1000, to_dttm: 2000 });
    mock(AnnotationDataLoader).load.mockResolvedValue({ Releases: { records: [] } } as never);
    const reply = await sut.run(context({}, { annotation_layers: layers, time_range: 'Last week' }), alice);
    expect(mock(AnnotationDataLoader).load).toHaveBeenCalledWith(
      layers,
      { from: 1000, to: 2000, timeRange: 'Last week' },
      alice,
      expect.any(Function),
    );
    expect(reply).toMatchObject({ result: [{ annotation_data: { Releases: { records: [] } } }] });
  });

  it('refuses a file of nothing, and names a file after the chart', async () => {
    const { sut, processor, charts } = setup();
    processor.process.mockResolvedValueOnce(item([]));
    await expect(sut.run(context({ result_format: 'csv' }), alice)).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: 'Empty query result',
    });

    charts.findOne.mockResolvedValue(Object.assign(new ChartEntity(), { id: 9, sliceName: 'Sales / region' }));
    const reply = await sut.run(context({ result_format: 'csv', form_data: { slice_id: 9 } }), alice);
    expect(reply).toMatchObject({
      file: { name: expect.stringMatching(/^Sales_region_\d{8}T\d{6}\.csv$/), contentType: 'text/csv; charset=utf-8' },
    });
    expect(Buffer.from((reply as { file: { base64: string } }).file.base64, 'base64').toString('utf8')).toContain('EU');
  });
});
