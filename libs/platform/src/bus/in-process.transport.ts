import type { BusMessage, BusReply, JobDescriptor } from '@tessera/contracts';
import { noHandlerError, timeoutError, toErrorPayload } from './bus-errors';
import type { BusTransport, JobDelivery, JobOutcome, Subscription } from './bus-transport';
import { InFlightTracker } from './in-flight-tracker';
import { SubscriptionSet } from './subscription-set';
import { InProcessJobQueue, type JobConsumer } from './in-process-job-queue';
import { throughWire } from './wire-format';

type RequestHandler = (message: BusMessage) => Promise<BusReply>;
type EventHandler = (message: BusMessage) => Promise<void>;

/**
 * The message hub of one embedded process. Every service of the process gets its own
 * {@link InProcessTransport} on the same hub, as cluster services each get their own NATS connection.
 */
export class InProcessHub {
  readonly requestGroups = new Map<string, Map<string, RequestHandler[]>>();
  readonly eventSubscribers = new Map<string, { group: string | null; handler: EventHandler }[]>();
  readonly jobQueues = new Map<string, InProcessJobQueue>();
  private readonly roundRobin = new Map<string, number>();

  pickRequestHandler(subject: string): RequestHandler | undefined {
    const groups = this.requestGroups.get(subject);
    const [group, handlers] = groups?.entries().next().value ?? [];
    if (!group || !handlers || handlers.length === 0) return undefined;
    const key = `${subject}|${group}`;
    const next = (this.roundRobin.get(key) ?? 0) % handlers.length;
    this.roundRobin.set(key, next + 1);
    return handlers[next];
  }

  pickEventHandlers(subject: string): EventHandler[] {
    const chosen: EventHandler[] = [];
    const byGroup = new Map<string, EventHandler[]>();
    for (const sub of this.eventSubscribers.get(subject) ?? []) {
      if (sub.group === null) chosen.push(sub.handler);
      else byGroup.set(sub.group, [...(byGroup.get(sub.group) ?? []), sub.handler]);
    }
    for (const [group, handlers] of byGroup) {
      const key = `evt|${subject}|${group}`;
      const next = (this.roundRobin.get(key) ?? 0) % handlers.length;
      this.roundRobin.set(key, next + 1);
      chosen.push(handlers[next]);
    }
    return chosen;
  }

  queueFor(job: JobDescriptor<unknown>): InProcessJobQueue {
    let queue = this.jobQueues.get(job.subject);
    if (!queue) {
      queue = new InProcessJobQueue(job);
      this.jobQueues.set(job.subject, queue);
    }
    return queue;
  }
}

export class InProcessTransport implements BusTransport {
  readonly kind = 'in-process' as const;
  private readonly subscriptions = new SubscriptionSet();

  constructor(private readonly hub: InProcessHub) {}

  serveRequests(subject: string, group: string, handler: RequestHandler): Subscription {
    const tracker = new InFlightTracker();
    const tracked: RequestHandler = (message) => tracker.track(() => handler(message));
    const groups = this.hub.requestGroups.get(subject) ?? new Map<string, RequestHandler[]>();
    this.hub.requestGroups.set(subject, groups);
    groups.set(group, [...(groups.get(group) ?? []), tracked]);
    return this.subscriptions.add(
      () => {
        const members = (groups.get(group) ?? []).filter((h) => h !== tracked);
        if (members.length > 0) groups.set(group, members);
        else groups.delete(group);
      },
      () => tracker.idle(),
    );
  }

  serveEvents(subject: string, group: string | null, handler: EventHandler): Subscription {
    const tracker = new InFlightTracker();
    const entry = { group, handler: (message: BusMessage) => tracker.track(() => handler(message)) };
    this.hub.eventSubscribers.set(subject, [...(this.hub.eventSubscribers.get(subject) ?? []), entry]);
    return this.subscriptions.add(
      () => {
        this.hub.eventSubscribers.set(
          subject,
          (this.hub.eventSubscribers.get(subject) ?? []).filter((s) => s !== entry),
        );
      },
      () => tracker.idle(),
    );
  }

  async consumeJobs(
    job: JobDescriptor<unknown>,
    concurrency: number,
    handler: (delivery: JobDelivery) => Promise<JobOutcome>,
  ): Promise<Subscription> {
    const tracker = new InFlightTracker();
    const queue = this.hub.queueFor(job);
    const consumer: JobConsumer = {
      concurrency,
      active: 0,
      closed: false,
      handler: (delivery) => tracker.track(() => handler(delivery)),
    };
    queue.addConsumer(consumer);
    return this.subscriptions.add(
      () => queue.removeConsumer(consumer),
      () => tracker.idle(),
    );
  }

  async request(subject: string, message: BusMessage, timeoutMs: number): Promise<BusReply> {
    const handler = this.hub.pickRequestHandler(subject);
    if (!handler) return { ok: false, error: noHandlerError(subject).toPayload() };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<BusReply>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, error: timeoutError(subject, timeoutMs).toPayload() }), timeoutMs);
    });
    const reply = Promise.resolve()
      .then(() => handler(throughWire(message)))
      .then(throughWire, (error: unknown): BusReply => ({ ok: false, error: toErrorPayload(error) }));
    try {
      return await Promise.race([reply, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async publish(subject: string, message: BusMessage): Promise<void> {
    for (const handler of this.hub.pickEventHandlers(subject)) {
      setImmediate(() => void handler(throughWire(message)).catch(() => undefined));
    }
  }

  async enqueue(job: JobDescriptor<unknown>, message: BusMessage, jobId?: string): Promise<void> {
    this.hub.queueFor(job).enqueue(message, jobId);
  }

  async ping(): Promise<void> {
    // Nothing between the two ends to reach.
  }

  async close(): Promise<void> {
    await this.subscriptions.closeAll();
  }

  /** Simulates a crash in tests: stops every delivery without finishing or acknowledging anything. */
  async abort(): Promise<void> {
    await this.subscriptions.abortAll();
  }
}
