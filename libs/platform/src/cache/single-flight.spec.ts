import { MemoryLockService } from './lock-service';
import { MemoryKeyValueStore } from './memory-key-value.store';
import { singleFlightContract } from './single-flight.contract';

let n = 0;
const store = new MemoryKeyValueStore();
const locks = new MemoryLockService();
afterAll(() => store.close());

singleFlightContract(
  'memory (embedded)',
  async () => ({ store, locks }),
  () => `key-${++n}`,
);
