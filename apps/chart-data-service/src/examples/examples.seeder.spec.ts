import { JsonLogger, MemoryLockService, type TesseraConfig } from '@tessera/platform';
import type { ExampleCatalogWriter, RegisteredExamples } from './example-catalog.writer';
import { EXAMPLE_CHARTS } from './example-charts';
import { EXAMPLE_DASHBOARDS } from './example-dashboards';
import type { ExampleDashboardsClient } from './example-dashboards.client';
import type { ExampleOwnerClient } from './example-owner.client';
import type { ExampleWarehouse } from './example-warehouse';
import { SeedingStopped } from './example-retry';
import { ExamplesSeeder } from './examples.seeder';

function setup(options: { exists?: boolean; dashboardsFail?: boolean; noAdmin?: boolean } = {}) {
  const registered: RegisteredExamples = {
    databaseId: 3,
    datasets: new Map(),
    charts: new Map(),
    created: { database: true, datasetIds: [1], chartIds: [2] },
  };
  const calls: string[] = [];
  const lines: string[] = [];
  const warehouse = {
    location: () => ({ engine: 'duckdb', uri: 'duckdb:///x', schema: 'main', description: '/data/examples.duckdb' }),
    load: jest.fn(async (onProgress: (p: object) => void) => {
      calls.push('load');
      onProgress({ table: 'birth_names', rows: 10, expectedRows: 10, done: true });
      return { birth_names: 10 };
    }),
    handOver: jest.fn(async (location: object) => location),
  };
  const catalog = {
    examplesDatabaseExists: jest.fn(async () => options.exists ?? false),
    introspect: jest.fn(async () => new Map([['birth_names', []]])),
    register: jest.fn(async () => (calls.push('register'), registered)),
    remove: jest.fn(async () => void calls.push('remove')),
  };
  const owners = {
    waitForAdmin: jest.fn(async () => {
      if (options.noAdmin) throw new SeedingStopped();
      return { userId: 1, username: 'admin', roles: ['Admin'] };
    }),
  };
  const dashboards = {
    ensure: jest.fn(async () => {
      calls.push('dashboards');
      if (options.dashboardsFail) throw new Error('dashboard service said no');
      return 2;
    }),
  };
  const locks = new MemoryLockService();
  const logger = new JsonLogger('test', 'info', (line) => lines.push(JSON.parse(line).msg));
  const seeder = new ExamplesSeeder(
    warehouse as unknown as ExampleWarehouse,
    catalog as unknown as ExampleCatalogWriter,
    owners as unknown as ExampleOwnerClient,
    dashboards as unknown as ExampleDashboardsClient,
    locks,
    { examplesScale: 1 } as TesseraConfig,
    logger,
  );
  return { seeder, locks, catalog, calls, lines, registered };
}

describe('ExamplesSeeder', () => {
  it('does nothing when the examples database exists', async () => {
    const { seeder, locks } = setup({ exists: true });
    expect(await seeder.claim()).toBeNull();
    expect(await locks.tryAcquire('examples:seed', 1000)).not.toBeNull();
  });

  it('leaves the seeding to the replica holding the lock', async () => {
    const { seeder, locks, lines } = setup();
    await locks.tryAcquire('examples:seed', 60_000);
    expect(await seeder.claim()).toBeNull();
    expect(lines).toContain('Another replica is loading the examples');
  });

  it('loads the data, registers the catalog, creates the dashboards, logs progress and frees the lock', async () => {
    const { seeder, locks, calls, lines } = setup();
    const lock = await seeder.claim();
    expect(lock).not.toBeNull();
    expect(await locks.tryAcquire('examples:seed', 1000)).toBeNull();
    await seeder.seed(lock!, new AbortController().signal);
    expect(calls).toEqual(['load', 'register', 'dashboards']);
    expect(lines).toEqual([
      'Loading the example data into /data/examples.duckdb (scale 1)',
      'Example table birth_names loaded: 10 rows',
      expect.stringMatching(
        new RegExp(
          `^Examples ready in \\d+\\.\\d s: database "examples", 1 datasets, ${EXAMPLE_CHARTS.length} charts, ${EXAMPLE_DASHBOARDS.length} dashboards$`,
        ),
      ),
    ]);
    expect(await locks.tryAcquire('examples:seed', 1000)).not.toBeNull();
  });

  it('writes nothing while there is no administrator to own the examples', async () => {
    const { seeder, locks, calls } = setup({ noAdmin: true });
    const lock = await seeder.claim();
    await expect(seeder.seed(lock!, new AbortController().signal)).rejects.toBeInstanceOf(SeedingStopped);
    expect(calls).toEqual([]);
    expect(await locks.tryAcquire('examples:seed', 1000)).not.toBeNull();
  });

  it('removes what it registered when the dashboards cannot be created, so the next start tries again', async () => {
    const { seeder, locks, catalog, calls, registered } = setup({ dashboardsFail: true });
    const lock = await seeder.claim();
    await expect(seeder.seed(lock!, new AbortController().signal)).rejects.toThrow('dashboard service said no');
    expect(calls).toEqual(['load', 'register', 'dashboards', 'remove']);
    expect(catalog.remove).toHaveBeenCalledWith(registered);
    expect(await locks.tryAcquire('examples:seed', 1000)).not.toBeNull();
  });
});
