import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JsonLogger } from '@tessera/platform';
import { ObjectPermissionsSync } from './object-permissions.sync';

const ATTEMPTS = 10;
const RETRY_DELAY_MS = 3_000;

/**
 * Once per start, in the background, reconciles the permission views of every database: this covers
 * objects created before permission views followed them, and changes made while no gateway listened.
 * In cluster mode the chart-data service may start later, so failures are retried a few times;
 * start-up never waits for it.
 */
@Injectable()
export class ObjectPermissionsBootstrap implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly stopped = new AbortController();
  private running: Promise<void> | null = null;

  constructor(
    private readonly sync: ObjectPermissionsSync,
    private readonly logger: JsonLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.reconcile();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped.abort();
    await this.running;
  }

  private async reconcile(): Promise<void> {
    for (let attempt = 1; attempt <= ATTEMPTS && !this.stopped.signal.aborted; attempt++) {
      try {
        await this.sync.all(this.stopped.signal);
        return;
      } catch (error) {
        if (this.stopped.signal.aborted) return;
        const last = attempt === ATTEMPTS;
        this.logger.warn(
          `Could not reconcile the database and dataset permissions${last ? '' : ', retrying'}: ${(error as Error).message}`,
        );
        if (!last) await this.pause(RETRY_DELAY_MS);
      }
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const signal = this.stopped.signal;
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    });
  }
}
