import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('keeps entries until the TTL passes', () => {
    const cache = new TtlCache<string, number>(100, clock);
    cache.set('a', 1);
    now += 99;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('loads once on a miss and reuses the value', async () => {
    const cache = new TtlCache<string, number>(100, clock);
    const load = jest.fn(async () => 42);
    expect(await cache.getOrLoad('k', load)).toBe(42);
    expect(await cache.getOrLoad('k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    now += 100;
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not store a load that overlapped an invalidation', async () => {
    const cache = new TtlCache<string, number>(100, clock);
    let release: (value: number) => void = () => undefined;
    const pending = cache.getOrLoad('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.delete('k');
    release(1);
    expect(await pending).toBe(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops single entries or everything', () => {
    const cache = new TtlCache<string, number>(100, clock);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the oldest entry beyond its capacity', () => {
    const cache = new TtlCache<string, number>(100, clock, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });
});
