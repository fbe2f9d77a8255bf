import { Inject, Injectable } from '@nestjs/common';
import { KV_STORE, type KeyValueStore } from '@tessera/platform';

const LOADING_KEY = 'examples:loading';
/** Renewed every third of it while loading, so a replica that dies mid-load stops claiming it soon. */
const LOADING_TTL_SECONDS = 90;

/**
 * Whether some replica is loading the examples, in the shared store so that every replica (and through
 * them the gateway) can tell a newcomer that the empty lists are about to fill.
 */
@Injectable()
export class ExamplesProgress {
  constructor(@Inject(KV_STORE) private readonly store: KeyValueStore) {}

  /** Marks the examples as loading until `loading` settles, whichever way. */
  async during(loading: Promise<void>): Promise<void> {
    const mark = () => this.store.set(LOADING_KEY, '1', LOADING_TTL_SECONDS).catch(() => undefined);
    await mark();
    const renewal = setInterval(() => void mark(), (LOADING_TTL_SECONDS * 1000) / 3);
    try {
      await loading;
    } finally {
      clearInterval(renewal);
      await this.store.delete(LOADING_KEY).catch(() => undefined);
    }
  }

  async loading(): Promise<boolean> {
    return (await this.store.get(LOADING_KEY)) !== null;
  }
}
