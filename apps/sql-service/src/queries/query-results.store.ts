import type { ResultColumnView } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { KV_STORE, TESSERA_CONFIG, type KeyValueStore, type TesseraConfig } from '@tessera/platform';

/** The rows of one finished query as the results backend keeps them. */
export interface StoredResults {
  columns: ResultColumnView[];
  data: Record<string, unknown>[];
}

/** The results backend of the SQL editor: the shared key/value store, so any replica can serve any result. */
@Injectable()
export class QueryResultsStore {
  constructor(
    @Inject(KV_STORE) private readonly store: KeyValueStore,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  async save(key: string, results: StoredResults): Promise<void> {
    await this.store.set(this.storeKey(key), JSON.stringify(results), this.config.limits.cacheDefaultTimeoutSeconds);
  }

  /** Null once the results expired. */
  async load(key: string): Promise<StoredResults | null> {
    const stored = await this.store.get(this.storeKey(key));
    return stored === null ? null : (JSON.parse(stored) as StoredResults);
  }

  private storeKey(key: string): string {
    return `sql-results:${key}`;
  }
}
