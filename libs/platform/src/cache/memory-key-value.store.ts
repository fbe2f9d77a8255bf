import type { KeyValueStore } from './key-value-store';

interface Entry {
  value: string | Buffer;
  expiresAt: number | null;
}

/** In-memory {@link KeyValueStore} for the embedded mode; bounded so a busy process cannot grow without limit. */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref?.();
  }

  async get(key: string): Promise<string | null> {
    return this.getNow(key);
  }

  getNow(key: string): string | null {
    const value = this.live(key)?.value;
    return value === undefined ? null : value.toString();
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.put(key, value, ttlSeconds);
  }

  async getBytes(key: string): Promise<Buffer | null> {
    const value = this.live(key)?.value;
    return value === undefined ? null : typeof value === 'string' ? Buffer.from(value) : value;
  }

  async setBytes(key: string, value: Buffer, ttlSeconds?: number): Promise<void> {
    this.put(key, value, ttlSeconds);
  }

  private put(key: string, value: string | Buffer, ttlSeconds?: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: ttlSeconds ? this.now() + ttlSeconds * 1000 : null });
    this.evictOverflow();
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.put(key, value, ttlSeconds);
    return true;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const entry = this.live(key);
    const next = (entry ? Number(entry.value.toString()) : 0) + 1;
    this.entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? this.now() + ttlSeconds * 1000 });
    return next;
  }

  async ttl(key: string): Promise<number | null> {
    const entry = this.live(key);
    return entry?.expiresAt ? Math.ceil((entry.expiresAt - this.now()) / 1000) : null;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    for (const key of this.entries.keys()) this.live(key);
  }

  /** Oldest-written entries go first once the bound is reached. */
  private evictOverflow(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
