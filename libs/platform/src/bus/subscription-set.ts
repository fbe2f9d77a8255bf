import type { Subscription } from './bus-transport';

interface Entry {
  subscription: Subscription;
  detach: () => void | Promise<void>;
}

/** The subscriptions of one transport, so closing the transport closes each of them exactly once. */
export class SubscriptionSet {
  private readonly active = new Set<Entry>();

  /** `detach` stops new deliveries at once; `idle` resolves when work already taken has finished. */
  add(detach: () => void | Promise<void>, idle: () => Promise<void> = async () => undefined): Subscription {
    let closing: Promise<void> | undefined;
    const entry: Entry = {
      detach,
      subscription: {
        close: () => {
          closing ??= (async () => {
            this.active.delete(entry);
            await detach();
            await idle();
          })();
          return closing;
        },
      },
    };
    this.active.add(entry);
    return entry.subscription;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.active].map((e) => e.subscription.close()));
  }

  /** Stops deliveries without waiting for anything: what a crashed process looks like to the bus. */
  async abortAll(): Promise<void> {
    const entries = [...this.active];
    this.active.clear();
    await Promise.all(entries.map((e) => e.detach()));
  }
}
