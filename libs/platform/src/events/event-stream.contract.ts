import type { EventStreamStore, StreamEvent } from './event-stream';

/** Behaviour both stream stores must share; run by the memory unit test and the Redis integration test. */
export function eventStreamContract(label: string, create: () => Promise<EventStreamStore>, uniqueChannel: () => string): void {
  describe(`event streams: ${label}`, () => {
    let store: EventStreamStore;
    beforeEach(async () => {
      store = await create();
    });
    afterEach(() => store.close());

    it("returns a channel's events after the last id, in order", async () => {
      const channel = uniqueChannel();
      const first = await store.append(channel, { job_id: 'a', status: 'done' });
      const second = await store.append(channel, { job_id: 'b', status: 'error' });
      expect((await store.readAfter(channel, null)).map((e) => e.job_id)).toEqual(['a', 'b']);
      expect(await store.readAfter(channel, first)).toEqual([expect.objectContaining({ id: second, job_id: 'b', status: 'error' })]);
      expect(await store.readAfter(channel, second)).toEqual([]);
    });

    it('keeps channels apart', async () => {
      const mine = uniqueChannel();
      const theirs = uniqueChannel();
      await store.append(theirs, { job_id: 'x' });
      expect(await store.readAfter(mine, null)).toEqual([]);
    });

    it('tells subscribers about new events', async () => {
      const channel = uniqueChannel();
      const seen: StreamEvent[] = [];
      const unsubscribe = store.subscribe((c, event) => c === channel && seen.push(event));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const id = await store.append(channel, { job_id: 'live' });
      for (let i = 0; i < 50 && seen.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      unsubscribe();
      expect(seen).toEqual([expect.objectContaining({ id, job_id: 'live' })]);
    });
  });
}
