import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { JsonLogger, TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { setTimeout as sleep } from 'node:timers/promises';
import { SeedingStopped } from './example-retry';
import { ExamplesProgress } from './examples.progress';
import { ExamplesSeeder } from './examples.seeder';

/** How long shutdown waits for a seeding to stop (a table load in progress is rolled back). */
const SHUTDOWN_WAIT_MS = 10_000;

/**
 * At start (after migrations) decides whether this replica loads the examples, then loads them in the
 * background: the service takes messages meanwhile, and the seeding itself needs other services
 * (the administrator from the gateway, the dashboard service). A failure is logged, never fatal.
 */
@Injectable()
export class ExamplesBootstrap implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly stopping = new AbortController();
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly seeder: ExamplesSeeder,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    private readonly logger: JsonLogger,
    private readonly progress: ExamplesProgress,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.loadExamples) return;
    try {
      const lock = await this.seeder.claim();
      if (lock) this.running = this.progress.during(this.seeder.seed(lock, this.stopping.signal)).catch((error) => this.report(error));
    } catch (error) {
      this.report(error);
    }
  }

  /** Stops the seeding at its next step and gives it a moment to undo its work before the pools close. */
  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await Promise.race([this.running, sleep(SHUTDOWN_WAIT_MS, undefined, { ref: false })]);
  }

  private report(error: unknown): void {
    if (error instanceof SeedingStopped) {
      this.logger.warn(`${error.message}; they will be loaded at the next start`);
      return;
    }
    this.logger.error(
      `Could not load the examples: ${(error as Error).message}. The service runs without them; they will be loaded at the next start.`,
      error,
    );
  }
}
