import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

export interface Lock {
  /** Releases the lock if this holder still owns it. */
  release(): Promise<void>;
  /** Pushes the expiry `ttlMs` from now if this holder still owns it; false when it was lost. */
  extend(ttlMs: number): Promise<boolean>;
}

/**
 * Mutual exclusion across everything sharing the store: single-flight chart queries, scheduler ticks.
 * A lock expires after `ttlMs` so a crashed holder cannot block others forever.
 */
export interface LockService {
  tryAcquire(key: string, ttlMs: number): Promise<Lock | null>;
}

export class MemoryLockService implements LockService {
  private readonly held = new Map<string, { token: string; expiresAt: number }>();

  async tryAcquire(key: string, ttlMs: number): Promise<Lock | null> {
    const current = this.held.get(key);
    if (current && current.expiresAt > Date.now()) return null;
    const token = randomUUID();
    this.held.set(key, { token, expiresAt: Date.now() + ttlMs });
    return {
      release: async () => {
        if (this.held.get(key)?.token === token) this.held.delete(key);
      },
      extend: async (extension) => {
        const entry = this.held.get(key);
        if (entry?.token !== token) return false;
        entry.expiresAt = Date.now() + extension;
        return true;
      },
    };
  }
}

const RELEASE_IF_OWNER = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND_IF_OWNER = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export class RedisLockService implements LockService {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'tessera:lock:',
  ) {}

  async tryAcquire(key: string, ttlMs: number): Promise<Lock | null> {
    const token = randomUUID();
    const ok = await this.redis.set(this.prefix + key, token, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
    if (ok !== 'OK') return null;
    return {
      release: async () => {
        await this.redis.eval(RELEASE_IF_OWNER, 1, this.prefix + key, token);
      },
      extend: async (extension) =>
        (await this.redis.eval(EXTEND_IF_OWNER, 1, this.prefix + key, token, String(Math.max(1, Math.ceil(extension))))) === 1,
    };
  }
}
