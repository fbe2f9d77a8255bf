import { MemoryKeyValueStore } from '@tessera/platform';
import { RefreshRotation } from './refresh-rotation';

describe('RefreshRotation', () => {
  let store: MemoryKeyValueStore;
  beforeEach(() => {
    store = new MemoryKeyValueStore();
  });
  afterEach(() => store.close());

  it('lets each refresh token be exchanged once', async () => {
    const rotation = new RefreshRotation(store, 60);
    await expect(rotation.use({ jti: 'a', family: 'f' })).resolves.toBe('rotated');
    await expect(rotation.use({ jti: 'b', family: 'f' })).resolves.toBe('rotated');
  });

  it('revokes the whole family when a used token comes back', async () => {
    const rotation = new RefreshRotation(store, 60);
    await rotation.use({ jti: 'a', family: 'f' });
    await rotation.use({ jti: 'b', family: 'f' });
    await expect(rotation.use({ jti: 'a', family: 'f' })).resolves.toBe('reused');
    await expect(rotation.use({ jti: 'c', family: 'f' })).resolves.toBe('family-revoked');
    await expect(rotation.use({ jti: 'd', family: 'other' })).resolves.toBe('rotated');
  });

  it('keeps its state in the store it is given, so another replica on the same store agrees', async () => {
    await new RefreshRotation(store, 60).use({ jti: 'a', family: 'f' });
    await expect(new RefreshRotation(store, 60).use({ jti: 'a', family: 'f' })).resolves.toBe('reused');
    expect(await store.ttl('auth:refresh:used:a')).toBeGreaterThan(0);
  });

  it('treats a token without a family as a family of one', async () => {
    const rotation = new RefreshRotation(store, 60);
    await expect(rotation.use({ jti: 'legacy' })).resolves.toBe('rotated');
    await expect(rotation.use({ jti: 'legacy' })).resolves.toBe('reused');
  });
});
