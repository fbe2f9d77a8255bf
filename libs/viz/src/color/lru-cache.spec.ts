import { LRUCache } from './lru-cache';

describe('LRUCache', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const cache = new LRUCache<number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('holds 100 entries by default', () => {
    const cache = new LRUCache<number>();
    for (let i = 0; i < 101; i += 1) cache.set(`k${i}`, i);
    expect(cache.size).toBe(100);
    expect(cache.has('k0')).toBe(false);
  });

  it('requires a positive capacity and string keys', () => {
    expect(() => new LRUCache(0)).toThrow('The capacity in LRU must be greater than 0.');
    expect(() => new LRUCache<number>(1).set(1 as unknown as string, 1)).toThrow('The LRUCache key must be string.');
  });
});
