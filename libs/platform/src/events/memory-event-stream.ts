import { EventEmitter } from 'node:events';
import { compareStreamIds, type EventStreamStore, type StreamEvent } from './event-stream';

/** In-process streams for the embedded mode, each capped like Redis' `MAXLEN`. */
export class MemoryEventStreamStore implements EventStreamStore {
  private readonly streams = new Map<string, StreamEvent[]>();
  private readonly emitter = new EventEmitter();
  private lastMs = 0;
  private sequence = 0;

  constructor(private readonly maxLength = 1000) {
    this.emitter.setMaxListeners(0);
  }

  async append(channel: string, event: Record<string, unknown>): Promise<string> {
    const now = Date.now();
    if (now > this.lastMs) {
      this.lastMs = now;
      this.sequence = 0;
    } else {
      this.sequence += 1;
    }
    const id = `${this.lastMs}-${this.sequence}`;
    const stored = { ...event, id };
    const stream = this.streams.get(channel) ?? [];
    stream.push(stored);
    if (stream.length > this.maxLength) stream.splice(0, stream.length - this.maxLength);
    this.streams.set(channel, stream);
    this.emitter.emit('event', channel, stored);
    return id;
  }

  async readAfter(channel: string, lastId: string | null, count = 100): Promise<StreamEvent[]> {
    const stream = this.streams.get(channel) ?? [];
    const after = lastId ? stream.filter((event) => compareStreamIds(event.id, lastId) > 0) : stream;
    return after.slice(0, count);
  }

  subscribe(listener: (channel: string, event: StreamEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
