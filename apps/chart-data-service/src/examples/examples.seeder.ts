import { Inject, Injectable } from '@nestjs/common';
import { JsonLogger, LOCK_SERVICE, TESSERA_CONFIG, type Lock, type LockService, type TesseraConfig } from '@tessera/platform';
import { EXAMPLE_CHARTS } from './example-charts';
import { ExampleCatalogWriter } from './example-catalog.writer';
import { EXAMPLE_DASHBOARDS } from './example-dashboards';
import { ExampleDashboardsClient } from './example-dashboards.client';
import { ExampleOwnerClient } from './example-owner.client';
import { SeedingStopped } from './example-retry';
import { ExampleWarehouse } from './example-warehouse';

const LOCK_KEY = 'examples:seed';
/** Held while seeding and extended every third of it, so a crashed replica frees it soon. */
const LOCK_TTL_MS = 5 * 60_000;

/**
 * Loads the examples once per installation: the generated warehouse, the `examples` database and its
 * datasets, the example charts and dashboards, owned by the first administrator. One replica seeds
 * (a cluster-wide lock); a failed seeding removes what it registered so the next start tries again.
 */
@Injectable()
export class ExamplesSeeder {
  constructor(
    private readonly warehouse: ExampleWarehouse,
    private readonly catalog: ExampleCatalogWriter,
    private readonly owners: ExampleOwnerClient,
    private readonly dashboards: ExampleDashboardsClient,
    @Inject(LOCK_SERVICE) private readonly locks: LockService,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    private readonly logger: JsonLogger,
  ) {}

  /** The lock to seed under, or null when the examples exist or another replica is loading them. */
  async claim(): Promise<Lock | null> {
    if (await this.catalog.examplesDatabaseExists()) return null;
    const lock = await this.locks.tryAcquire(LOCK_KEY, LOCK_TTL_MS);
    if (!lock) {
      this.logger.info('Another replica is loading the examples');
      return null;
    }
    // Another replica may have finished between the first check and the lock.
    if (await this.catalog.examplesDatabaseExists()) {
      await lock.release();
      return null;
    }
    return lock;
  }

  async seed(lock: Lock, signal: AbortSignal): Promise<void> {
    const keepAlive = setInterval(() => void lock.extend(LOCK_TTL_MS).catch(() => undefined), LOCK_TTL_MS / 3);
    try {
      await this.load(signal);
    } finally {
      clearInterval(keepAlive);
      await lock.release().catch(() => undefined);
    }
  }

  private async load(signal: AbortSignal): Promise<void> {
    // Nothing is written before the owner exists: without a gateway (tests of one service) nothing happens.
    const owner = await this.owners.waitForAdmin(signal);
    const started = Date.now();
    const location = this.warehouse.location();
    this.logger.info(`Loading the example data into ${location.description} (scale ${this.config.examplesScale})`);
    await this.warehouse.load((progress) => {
      if (progress.done) this.logger.info(`Example table ${progress.table} loaded: ${progress.rows} rows`);
    }, signal);
    const reader = await this.warehouse.handOver(location).catch((error: Error) => {
      this.logger.warn(
        `Could not hand the examples over to a role of their own (${error.message}); they connect as the metadata store's user`,
      );
      return location;
    });
    const columns = await this.catalog.introspect(reader);
    if (signal.aborted) throw new SeedingStopped();
    const registered = await this.catalog.register(reader, columns, owner.userId);
    try {
      await this.dashboards.ensure(registered, owner, signal);
    } catch (error) {
      await this.catalog.remove(registered);
      throw error;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    this.logger.info(
      `Examples ready in ${seconds} s: database "examples", ${columns.size} datasets, ${EXAMPLE_CHARTS.length} charts, ${EXAMPLE_DASHBOARDS.length} dashboards`,
    );
  }
}
