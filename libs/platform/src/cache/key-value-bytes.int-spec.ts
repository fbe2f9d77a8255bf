import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { loadConfig } from '../config/load-config';
import type { KeyValueStore } from './key-value-store';
import { MemoryKeyValueStore } from './memory-key-value.store';
import { RedisKeyValueStore } from './redis-key-value.store';

const redis = new Redis(loadConfig().redisUrl);
const prefix = `test-bytes-${randomUUID()}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.each([
  ['memory (embedded)', () => new MemoryKeyValueStore()],
  ['Redis (cluster)', () => new RedisKeyValueStore(redis, prefix)],
])('key/value bytes in %s', (_name, open: () => KeyValueStore) => {
  it('keeps bytes exactly, a UTF-8 character cut in half and bytes that are no text included', async () => {
    const store = open();
    const halfCharacter = Buffer.from('東').subarray(0, 2);
    const bytes = Buffer.concat([Buffer.from('a,b\r\n'), halfCharacter, Buffer.from([0xff, 0x00, 0x0a])]);
    await store.setBytes('chunk', bytes, 60);
    expect(Buffer.compare((await store.getBytes('chunk')) as Buffer, bytes)).toBe(0);
    expect(await store.ttl('chunk')).toBeGreaterThan(0);
    expect(await store.getBytes('missing')).toBeNull();
    await store.delete('chunk');
    expect(await store.getBytes('chunk')).toBeNull();
  });

  it('reads text written as text as its UTF-8 bytes, and bytes of text as the text', async () => {
    const store = open();
    await store.set('text', 'été');
    expect((await store.getBytes('text'))?.toString('utf8')).toBe('été');
    await store.setBytes('bytes', Buffer.from('東京'));
    expect(await store.get('bytes')).toBe('東京');
  });
});
