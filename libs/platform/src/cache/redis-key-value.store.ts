import type Redis from 'ioredis';
import type { KeyValueStore } from './key-value-store';

/** Redis expires in whole seconds, at least one. */
const expirySeconds = (ttlSeconds: number) => Math.max(1, Math.ceil(ttlSeconds));

/** {@link KeyValueStore} on Redis; keys are namespaced with `prefix`. */
export class RedisKeyValueStore implements KeyValueStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'tessera:',
  ) {}

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    await this.write(key, value, ttlSeconds);
  }

  async getBytes(key: string): Promise<Buffer | null> {
    return this.redis.getBuffer(this.prefix + key);
  }

  async setBytes(key: string, value: Buffer, ttlSeconds?: number): Promise<void> {
    await this.write(key, value, ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const result = await this.redis.set(this.prefix + key, value, 'EX', expirySeconds(ttlSeconds), 'NX');
    return result === 'OK';
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const [[, count]] = (await this.redis
      .multi()
      .incr(this.prefix + key)
      .expire(this.prefix + key, expirySeconds(ttlSeconds), 'NX')
      .exec()) as [[Error | null, number]];
    return count;
  }

  async ttl(key: string): Promise<number | null> {
    const seconds = await this.redis.ttl(this.prefix + key);
    return seconds >= 0 ? seconds : null;
  }

  async close(): Promise<void> {
    // The connection is shared and owned by the runtime.
  }

  /** Text and bytes are written alike; Redis keeps either as the same bytes. */
  private async write(key: string, value: string | Buffer, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds) await this.redis.set(this.prefix + key, value, 'EX', expirySeconds(ttlSeconds));
    else await this.redis.set(this.prefix + key, value);
  }
}
