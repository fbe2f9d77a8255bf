import { MemoryKeyValueStore } from '../cache/memory-key-value.store';
import { ClaimCheckCodec } from './nats-claim-check';

describe('ClaimCheckCodec', () => {
  const store = new MemoryKeyValueStore();
  afterAll(() => store.close());

  it('sends small messages inline', async () => {
    const codec = new ClaimCheckCodec(store, 1024);
    const encoded = await codec.encode({ a: 1 });
    expect(new TextDecoder().decode(encoded)).toBe('{"a":1}');
    expect(await codec.decode(encoded)).toEqual({ a: 1 });
  });

  it('parks large messages in the store and resolves them once', async () => {
    const codec = new ClaimCheckCodec(store, 64);
    const big = { rows: Array.from({ length: 100 }, (_, i) => ({ i })) };
    const encoded = await codec.encode(big);
    expect(encoded.byteLength).toBeLessThan(100);
    expect(await codec.decode(encoded)).toEqual(big);
    await expect(codec.decode(encoded)).rejects.toThrow(/expired/);
  });

  it('refuses large messages when no store is configured', async () => {
    await expect(new ClaimCheckCodec(undefined, 8).encode({ long: 'x'.repeat(20) })).rejects.toThrow(/too large/);
  });
});
