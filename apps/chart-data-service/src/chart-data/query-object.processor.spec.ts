import { ErrorCode, SupersetErrorType, type Caller } from '@tessera/contracts';
import type { EngineDatabase, QueryResult } from '@tessera/engines';
import {
  KV_STORE,
  loadConfig,
  LOCK_SERVICE,
  MemoryKeyValueStore,
  MemoryLockService,
  MetricsRegistry,
  TESSERA_CONFIG,
} from '@tessera/platform';
import { newServiceTest } from '@tessera/platform/testing';
import { normalizeQueryObject, type DatasetDefinition } from '@tessera/query-engine';
import { DatabaseConnections } from '../connections/database-connections';
import { DatabaseEntity } from '../connections/database.entity';
import { DatasetEntity } from '../datasets/dataset.entity';
import type { ChartDataset } from './chart-dataset.loader';
import { CacheMiss, QueryObjectProcessor, type ProcessOptions } from './query-object.processor';

const config = loadConfig();
const alice = { userId: 1, username: 'alice', roles: ['Alpha'] } as Caller;

function chartDataset(sql: string | null = null): ChartDataset {
  const database = Object.assign(new DatabaseEntity(), { id: 2, engine: 'postgresql', extra: '{}' });
  const definition: DatasetDefinition = {
    id: 5,
    engine: 'postgresql',
    schema: 'public',
    tableName: 'sales',
    sql,
    columns: [
      { columnName: 'region', type: 'TEXT', isDttm: false, filterable: true, groupby: true },
      { columnName: 'sold_at', type: 'TIMESTAMP', isDttm: true, filterable: true, groupby: true },
    ],
    metrics: [{ metricName: 'count', expression: 'COUNT(*)' }],
  };
  return { database, definition, entity: Object.assign(new DatasetEntity(), { id: 5, version: 3 }) };
}

const byRegion = (extra: Record<string, unknown> = {}) => normalizeQueryObject({ columns: ['region'], metrics: ['count'], ...extra });

const options = (extra: Partial<ProcessOptions> = {}): ProcessOptions => ({
  resultType: 'full',
  force: false,
  rlsClauses: [],
  cacheTimeout: 60,
  caller: alice,
  ...extra,
});

function setup() {
  // The cache and locks are the in-memory ones the embedded mode runs on: caching is the rule under test.
  const store = new MemoryKeyValueStore();
  const metrics = new MetricsRegistry({ defaultMetrics: false });
  const test = newServiceTest(
    QueryObjectProcessor,
    new Map<unknown, unknown>([
      [KV_STORE, store],
      [LOCK_SERVICE, new MemoryLockService()],
      [TESSERA_CONFIG, config],
      [MetricsRegistry, metrics],
    ]),
  );
  const result: QueryResult = {
    columns: [
      { name: 'region', genericType: 1 },
      { name: 'count', genericType: 0 },
    ] as QueryResult['columns'],
    rows: [{ region: 'EU', count: 3 }],
    rowcount: 1,
    truncated: false,
  };
  const engine = { execute: jest.fn<Promise<QueryResult>, [string, unknown[], unknown]>(async () => result) };
  test.mock(DatabaseConnections).forDatabase.mockReturnValue(engine as unknown as EngineDatabase);
  return { ...test, store, engine, metrics };
}

describe('QueryObjectProcessor', () => {
  let close: () => Promise<void> = async () => undefined;
  afterEach(() => close());
  const start = () => {
    const test = setup();
    close = () => test.store.close();
    return test;
  };

  it('runs the compiled query and answers rows, columns and their types, with the SQL shown', async () => {
    const { sut, engine } = start();
    const item = await sut.process(byRegion(), chartDataset(), options());
    expect(engine.execute).toHaveBeenCalledTimes(1);
    expect(engine.execute.mock.calls[0]).toEqual([
      expect.stringMatching(/SELECT .*region.*COUNT\(\*\)/s),
      expect.any(Array),
      expect.objectContaining({ timeoutMs: 60_000 }),
    ]);
    expect(item).toMatchObject({
      status: 'success',
      is_cached: false,
      cached_dttm: null,
      cache_timeout: 60,
      rowcount: 1,
      sql_rowcount: 1,
      colnames: ['region', 'count'],
      coltypes: [1, 0],
    });
    expect(item.data).toEqual([{ region: 'EU', count: 3 }]);
    expect(item.label_map).toEqual({ region: ['region'], count: ['count'] });
    expect(item.query).toContain('sales');
  });

  it('answers the same query from the cache the second time, saying when it was cached', async () => {
    const { sut, engine, metrics } = start();
    const first = await sut.process(byRegion(), chartDataset(), options());
    const second = await sut.process(byRegion(), chartDataset(), options());
    expect(engine.execute).toHaveBeenCalledTimes(1);
    expect(second).toMatchObject({ is_cached: true, cache_key: first.cache_key, cached_dttm: expect.any(String) });
    // Operators see one miss that wrote the result and one hit that read it back, byte for byte.
    const counts = async (name: string) =>
      (await metrics.registry.getSingleMetric(name)!.get()).values.map((v) => [v.labels.outcome, v.value]);
    expect(await counts('tessera_chart_data_cache_total')).toEqual(
      expect.arrayContaining([
        ['miss', 1],
        ['hit', 1],
      ]),
    );
    const bytes = Object.fromEntries(await counts('tessera_chart_data_cache_bytes_total'));
    expect(bytes.hit).toBeGreaterThan(0);
    expect(bytes.hit).toBe(bytes.miss);
  });

  it('runs again when forced, and keeps callers with different RLS clauses apart', async () => {
    const { sut, engine } = start();
    const first = await sut.process(byRegion(), chartDataset(), options());
    await sut.process(byRegion(), chartDataset(), options({ force: true }));
    expect(engine.execute).toHaveBeenCalledTimes(2);
    const restricted = await sut.process(byRegion(), chartDataset(), options({ rlsClauses: ["region = 'EU'"] }));
    expect(engine.execute).toHaveBeenCalledTimes(3);
    expect(restricted.cache_key).not.toBe(first.cache_key);
    expect(engine.execute.mock.calls[2][0]).toContain("region = 'EU'");
  });

  it('a new dataset version or result type is a new cache entry', async () => {
    const { sut } = start();
    const first = await sut.process(byRegion(), chartDataset(), options());
    const edited = chartDataset();
    edited.entity.version = 4;
    expect((await sut.process(byRegion(), edited, options())).cache_key).not.toBe(first.cache_key);
    expect((await sut.process(byRegion(), chartDataset(), options({ resultType: 'results' }))).cache_key).not.toBe(first.cache_key);
  });

  it('answers only from the cache when asked to, and never a forced query', async () => {
    const { sut, engine } = start();
    await expect(sut.process(byRegion(), chartDataset(), options({ cacheOnly: true }))).rejects.toBeInstanceOf(CacheMiss);
    expect(engine.execute).not.toHaveBeenCalled();
    await sut.process(byRegion(), chartDataset(), options());
    await expect(sut.process(byRegion(), chartDataset(), options({ cacheOnly: true }))).resolves.toMatchObject({ is_cached: true });
    await expect(sut.process(byRegion(), chartDataset(), options({ cacheOnly: true, force: true }))).rejects.toBeInstanceOf(CacheMiss);
    expect(engine.execute).toHaveBeenCalledTimes(1);
  });

  it('runs each time offset as its own query and joins it to the main rows shifted back by the offset', async () => {
    const { sut, engine } = start();
    const year = (y: number) => Date.UTC(y, 0, 1);
    const columns = [
      { name: 'sold_at', genericType: 2 },
      { name: 'count', genericType: 0 },
    ] as QueryResult['columns'];
    engine.execute
      .mockResolvedValueOnce({
        columns,
        rows: [
          { sold_at: new Date(year(2024)), count: 5 },
          { sold_at: new Date(year(2025)), count: 7 },
        ],
        rowcount: 2,
        truncated: false,
      })
      .mockResolvedValueOnce({
        columns,
        rows: [
          { sold_at: new Date(year(2023)), count: 4 },
          { sold_at: new Date(year(2024)), count: 5 },
        ],
        rowcount: 2,
        truncated: false,
      });
    const query = normalizeQueryObject({
      columns: [{ label: 'sold_at', sqlExpression: 'sold_at', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }],
      metrics: ['count'],
      time_offsets: ['1 year ago'],
    });
    const item = await sut.process(query, chartDataset(), options());
    expect(engine.execute).toHaveBeenCalledTimes(2);
    expect(item.colnames).toEqual(['sold_at', 'count', 'count__1 year ago']);
    expect(item.coltypes).toEqual([2, 0, 0]);
    expect(item.data).toEqual([
      { sold_at: year(2024), count: 5, 'count__1 year ago': 4 },
      { sold_at: year(2025), count: 7, 'count__1 year ago': 5 },
    ]);
    expect(item.sql_rowcount).toBe(2);
  });

  it('leaves the SQL out for an embedded-dashboard guest', async () => {
    const { sut } = start();
    const guest = { ...alice, guestScope: { resources: [{ type: 'dashboard', id: '9' }], rls: [] } } as Caller;
    const item = await sut.process(byRegion(), chartDataset(), options({ caller: guest }));
    expect(item).not.toHaveProperty('query');
    expect(item.data).toEqual([{ region: 'EU', count: 3 }]);
  });

  it('caps the row limit at the configured maximum', async () => {
    const { sut } = start();
    const compiled = sut.compile(byRegion({ row_limit: config.limits.sqlMaxRow + 1000 }), chartDataset(), { rlsClauses: [] });
    expect(compiled.sql).toMatch(new RegExp(`LIMIT ${config.limits.sqlMaxRow}\\b`));
  });

  it('does not send SQL the guard refuses to the warehouse', async () => {
    const { sut, engine } = start();
    const error = await sut.process(byRegion(), chartDataset('SELECT region, pg_sleep(3600) FROM sales'), options()).catch((e) => e);
    expect(error).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: 'The function pg_sleep is not allowed in SQL Lab queries.',
      explicitErrorType: SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR,
    });
    expect(engine.execute).not.toHaveBeenCalled();
  });
});
