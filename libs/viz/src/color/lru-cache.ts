import { invalidChartConfig } from '../core/viz-error';

/** A least-recently-used map with string keys; the oldest entry goes when capacity is exceeded. */
export class LRUCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(readonly capacity: number = 100) {
    if (!(capacity >= 1)) throw invalidChartConfig('The capacity in LRU must be greater than 0.');
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Reads an entry and marks it as the most recently used. */
  get(key: string): T | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as T;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: T): this {
    if (typeof key !== 'string') throw invalidChartConfig('The LRUCache key must be string.');
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return this;
  }

  clear(): void {
    this.entries.clear();
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }
}
