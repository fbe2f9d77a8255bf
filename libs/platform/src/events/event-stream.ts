/** An event of a user's async channel (Superset's global async queries). `id` is the stream id. */
export interface StreamEvent {
  id: string;
  [field: string]: unknown;
}

/**
 * Per-channel append-only event streams with bounded length: async chart-data and SQL editor
 * events. Polling reads after a last id; websocket servers subscribe to everything new.
 */
export interface EventStreamStore {
  append(channel: string, event: Record<string, unknown>): Promise<string>;
  /** Events of `channel` after `lastId` (all kept events when null), oldest first. */
  readAfter(channel: string, lastId: string | null, count?: number): Promise<StreamEvent[]>;
  /** Calls `listener` for every event appended from now on, on any channel. */
  subscribe(listener: (channel: string, event: StreamEvent) => void): () => void;
  close(): Promise<void>;
}

/** Stream ids are `<epoch ms>-<sequence>` as Redis writes them; compares them in order. */
export function compareStreamIds(a: string, b: string): number {
  const [aMs, aSeq] = a.split('-').map(Number);
  const [bMs, bSeq] = b.split('-').map(Number);
  return aMs !== bMs ? aMs - bMs : (aSeq || 0) - (bSeq || 0);
}

export function isStreamId(value: string): boolean {
  return /^\d+-\d+$/.test(value);
}
