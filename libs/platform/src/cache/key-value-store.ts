/**
 * Shared key/value storage with expiry: the chart-data cache, results backend, bus claim checks,
 * rate limits. Redis in cluster mode, memory in embedded mode.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  /**
   * `get` answered at once, offered only by a store in this process (memory): a per-request check
   * on the serving hot path then costs no promise. Stores across the network leave it out.
   */
  getNow?(key: string): string | null;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Bytes kept as they are (no text decoding on either side): large binary or already-encoded values. */
  getBytes(key: string): Promise<Buffer | null>;
  setBytes(key: string, value: Buffer, ttlSeconds?: number): Promise<void>;
  /** Sets only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Atomically adds one; the expiry is set when the key is created. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Seconds until `key` expires, null when absent or without expiry. */
  ttl(key: string): Promise<number | null>;
  close(): Promise<void>;
}
