import { MemoryEventStreamStore } from '@tessera/platform';
import { ChannelSockets } from './channel-sockets';

describe('ChannelSockets', () => {
  it('replays what a socket missed after last_id, then live events, each once and in order', async () => {
    const store = new MemoryEventStreamStore();
    const sockets = new ChannelSockets(store);
    store.subscribe((channel, event) => sockets.publish(channel, event));
    const first = await store.append('c1', { job_id: 'j1' });
    await store.append('c1', { job_id: 'j2' });
    await store.append('c2', { job_id: 'other channel' });
    const received: string[] = [];
    const detach = await sockets.attach('c1', (event) => received.push(event.job_id as string), first);
    await store.append('c1', { job_id: 'j3' });
    expect(received).toEqual(['j2', 'j3']);
    detach();
    await store.append('c1', { job_id: 'j4' });
    expect(received).toEqual(['j2', 'j3']);
    expect(sockets.channelCount).toBe(0);
  });

  it('does not lose or repeat events that arrive during the replay', async () => {
    const store = new MemoryEventStreamStore();
    const sockets = new ChannelSockets(store);
    const first = await store.append('c', { n: 1 });
    const second = await store.append('c', { n: 2 });
    const received: number[] = [];
    const attaching = sockets.attach('c', (event) => received.push(event.n as number), first);
    // Delivered live while the backlog read is still pending: the second event twice, and a third.
    sockets.publish('c', { id: second, n: 2 });
    const thirdId = await store.append('c', { n: 3 });
    sockets.publish('c', { id: thirdId, n: 3 });
    await attaching;
    expect(received).toEqual([2, 3]);
  });

  it('without last_id only live events are sent', async () => {
    const store = new MemoryEventStreamStore();
    const sockets = new ChannelSockets(store);
    await store.append('c', { n: 1 });
    const received: number[] = [];
    await sockets.attach('c', (event) => received.push(event.n as number), null);
    sockets.publish('c', { id: await store.append('c', { n: 2 }), n: 2 });
    expect(received).toEqual([2]);
  });
});
