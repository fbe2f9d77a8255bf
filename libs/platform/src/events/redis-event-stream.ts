import type Redis from 'ioredis';
import type { EventStreamStore, StreamEvent } from './event-stream';

const FIREHOSE = 'full';

function toEvent(id: string, fields: string[]): StreamEvent {
  const index = fields.indexOf('data');
  const data = index >= 0 ? JSON.parse(fields[index + 1]) : {};
  return { ...data, id };
}

/**
 * Redis streams as Superset uses them: `<prefix><channel>` per user channel (MAXLEN ~1000) and a
 * firehose `<prefix>full` that websocket servers tail with a blocking XREAD.
 */
export class RedisEventStreamStore implements EventStreamStore {
  private readonly listeners = new Set<(channel: string, event: StreamEvent) => void>();
  private reader: Redis | null = null;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'async-events-',
    private readonly maxLength = 1000,
    private readonly firehoseMaxLength = 100_000,
  ) {}

  async append(channel: string, event: Record<string, unknown>): Promise<string> {
    const data = JSON.stringify({ ...event, channel_id: event.channel_id ?? channel });
    const id = (await this.redis.xadd(this.prefix + channel, 'MAXLEN', '~', String(this.maxLength), '*', 'data', data)) as string;
    await this.redis
      .xadd(this.prefix + FIREHOSE, 'MAXLEN', '~', String(this.firehoseMaxLength), id, 'channel', channel, 'data', data)
      .catch(() => {
        // The firehose only feeds live websockets; a duplicate-id race with another writer is harmless.
      });
    return id;
  }

  async readAfter(channel: string, lastId: string | null, count = 100): Promise<StreamEvent[]> {
    const start = lastId ? `(${lastId}` : '-';
    const entries = await this.redis.xrange(this.prefix + channel, start, '+', 'COUNT', count);
    return entries.map(([id, fields]) => toEvent(id, fields));
  }

  subscribe(listener: (channel: string, event: StreamEvent) => void): () => void {
    this.listeners.add(listener);
    if (!this.reader) {
      this.reader = this.redis.duplicate();
      void this.tail(this.reader);
    }
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.reader?.disconnect();
  }

  private async tail(reader: Redis): Promise<void> {
    let lastId = '$';
    while (!this.closed) {
      try {
        const result = (await reader.xread('COUNT', 100, 'BLOCK', 5000, 'STREAMS', this.prefix + FIREHOSE, lastId)) as
          [string, [string, string[]][]][] | null;
        for (const [, entries] of result ?? []) {
          for (const [id, fields] of entries) {
            lastId = id;
            const channel = fields[fields.indexOf('channel') + 1];
            const event = toEvent(id, fields);
            for (const listener of this.listeners) listener(channel, event);
          }
        }
      } catch {
        if (this.closed) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}
