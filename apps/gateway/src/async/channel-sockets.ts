import { compareStreamIds, type EventStreamStore, type StreamEvent } from '@tessera/platform';

export type SendEvent = (event: StreamEvent) => void;

interface Listener {
  send: SendEvent;
  /** Live events that arrive while the backlog is being replayed wait here. */
  pending: StreamEvent[] | null;
  lastSent: string | null;
}

/**
 * Fans stream events out to the websockets of each channel. A socket joining with `last_id`
 * first gets what it missed, then live events, each exactly once and in order.
 */
export class ChannelSockets {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly events: EventStreamStore) {}

  /** Starts delivering to `send`; returns the function that stops it. */
  async attach(channel: string, send: SendEvent, lastId: string | null): Promise<() => void> {
    const listener: Listener = { send, pending: [], lastSent: lastId };
    const members = this.listeners.get(channel) ?? new Set<Listener>();
    members.add(listener);
    this.listeners.set(channel, members);
    const backlog = lastId ? await this.events.readAfter(channel, lastId, 1000) : [];
    for (const event of [...backlog, ...(listener.pending ?? [])]) this.deliver(listener, event);
    listener.pending = null;
    return () => {
      members.delete(listener);
      if (members.size === 0) this.listeners.delete(channel);
    };
  }

  publish(channel: string, event: StreamEvent): void {
    for (const listener of this.listeners.get(channel) ?? []) {
      if (listener.pending) listener.pending.push(event);
      else this.deliver(listener, event);
    }
  }

  get channelCount(): number {
    return this.listeners.size;
  }

  private deliver(listener: Listener, event: StreamEvent): void {
    if (listener.lastSent && compareStreamIds(event.id, listener.lastSent) <= 0) return;
    listener.lastSent = event.id;
    listener.send(event);
  }
}
