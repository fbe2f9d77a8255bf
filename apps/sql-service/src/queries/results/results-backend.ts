import fs from 'node:fs/promises';
import path from 'node:path';
import type { KeyValueStore } from '@tessera/platform';

/** Where the results backend keeps its pieces (a result's manifest and its chunks), each with an expiry. */
export interface ResultsBackend {
  put(name: string, value: string, ttlSeconds: number): Promise<void>;
  /** Null when absent or expired. */
  get(name: string): Promise<string | null>;
}

/** Cluster mode: the shared key/value store (Redis), so any replica can page through any result. */
export class KeyValueResultsBackend implements ResultsBackend {
  constructor(private readonly store: KeyValueStore) {}

  put(name: string, value: string, ttlSeconds: number): Promise<void> {
    return this.store.set(`sql-results:${name}`, value, ttlSeconds);
  }

  get(name: string): Promise<string | null> {
    return this.store.get(`sql-results:${name}`);
  }
}

/** How often at most the file backend looks for expired files to delete. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Embedded mode: files in the data folder, so a result far larger than memory never sits in the one process.
 * A file expires `ttlSeconds` after it was written (its modification time); expired files are deleted when read
 * and by a sweep that runs at most every ten minutes, on a write.
 */
export class FileResultsBackend implements ResultsBackend {
  private lastSweep = 0;

  constructor(
    private readonly folder: string,
    private readonly ttlSeconds: number,
  ) {}

  async put(name: string, value: string): Promise<void> {
    await fs.mkdir(this.folder, { recursive: true });
    const file = this.fileOf(name);
    // Written aside and renamed, so a reader never sees half a chunk.
    const partial = `${file}.partial`;
    await fs.writeFile(partial, value);
    await fs.rename(partial, file);
    if (Date.now() - this.lastSweep > SWEEP_INTERVAL_MS) {
      this.lastSweep = Date.now();
      void this.sweep();
    }
  }

  async get(name: string): Promise<string | null> {
    const file = this.fileOf(name);
    try {
      const stat = await fs.stat(file);
      if (this.expired(stat.mtimeMs)) {
        await fs.rm(file, { force: true });
        return null;
      }
      return await fs.readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private expired(writtenMs: number): boolean {
    return this.ttlSeconds > 0 && Date.now() - writtenMs > this.ttlSeconds * 1000;
  }

  private async sweep(): Promise<void> {
    const names = await fs.readdir(this.folder).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(this.folder, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && this.expired(stat.mtimeMs)) await fs.rm(file, { force: true });
    }
  }

  /** Results keys are UUIDs chosen here; anything else in a name is refused rather than reach the file system. */
  private fileOf(name: string): string {
    if (!/^[\w.-]+$/.test(name)) throw new Error(`Not a results backend name: ${name}`);
    return path.join(this.folder, name);
  }
}
