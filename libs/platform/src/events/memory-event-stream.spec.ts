import { eventStreamContract } from './event-stream.contract';
import { MemoryEventStreamStore } from './memory-event-stream';

let n = 0;
eventStreamContract(
  'memory',
  async () => new MemoryEventStreamStore(),
  () => `channel-${++n}`,
);

describe('MemoryEventStreamStore', () => {
  it('keeps at most maxLength events per channel', async () => {
    const store = new MemoryEventStreamStore(3);
    for (let i = 0; i < 5; i += 1) await store.append('c', { i });
    expect((await store.readAfter('c', null)).map((e) => e.i)).toEqual([2, 3, 4]);
  });
});
