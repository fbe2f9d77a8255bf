import type { BusMessage, JobDescriptor } from '@tessera/contracts';
import type { JobDelivery, JobOutcome } from './bus-transport';
import { throughWire } from './wire-format';

interface QueuedJob {
  id: string;
  message: BusMessage;
  deliveries: number;
}

export interface JobConsumer {
  concurrency: number;
  active: number;
  closed: boolean;
  handler: (delivery: JobDelivery) => Promise<JobOutcome>;
}

const DEDUPE_WINDOW_MS = 120_000;
const RETRY_DELAY_MS = 200;

/**
 * A durable-queue stand-in with JetStream's semantics inside one process: each job goes to one
 * consumer, is redelivered when its worker neither acks nor reports progress within `ackWaitMs`
 * (a worker that stopped or died), retried on failure up to `maxDeliveries`, and de-duplicated by id.
 */
export class InProcessJobQueue {
  private readonly pending: QueuedJob[] = [];
  private readonly consumers: JobConsumer[] = [];
  private readonly recentIds = new Map<string, number>();
  private nextConsumer = 0;
  private sequence = 0;

  constructor(private readonly job: JobDescriptor<unknown>) {}

  enqueue(message: BusMessage, jobId?: string): void {
    const now = Date.now();
    for (const [id, at] of this.recentIds) if (now - at > DEDUPE_WINDOW_MS) this.recentIds.delete(id);
    if (jobId) {
      if (this.recentIds.has(jobId)) return;
      this.recentIds.set(jobId, now);
    }
    this.pending.push({ id: jobId ?? `job-${++this.sequence}`, message: throughWire(message), deliveries: 0 });
    this.dispatch();
  }

  addConsumer(consumer: JobConsumer): void {
    this.consumers.push(consumer);
    this.dispatch();
  }

  removeConsumer(consumer: JobConsumer): void {
    consumer.closed = true;
    const index = this.consumers.indexOf(consumer);
    if (index >= 0) this.consumers.splice(index, 1);
  }

  get depth(): number {
    return this.pending.length;
  }

  private dispatch(): void {
    while (this.pending.length > 0) {
      const consumer = this.pickConsumer();
      if (!consumer) return;
      this.deliver(this.pending.shift() as QueuedJob, consumer);
    }
  }

  private pickConsumer(): JobConsumer | undefined {
    for (let i = 0; i < this.consumers.length; i += 1) {
      const candidate = this.consumers[(this.nextConsumer + i) % this.consumers.length];
      if (!candidate.closed && candidate.active < candidate.concurrency) {
        this.nextConsumer = (this.nextConsumer + i + 1) % this.consumers.length;
        return candidate;
      }
    }
    return undefined;
  }

  private deliver(job: QueuedJob, consumer: JobConsumer): void {
    job.deliveries += 1;
    consumer.active += 1;
    let settled = false;
    let timer: NodeJS.Timeout;
    const settle = (outcome: JobOutcome | 'lost') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      consumer.active -= 1;
      if (outcome === 'retry' || outcome === 'lost') this.redeliver(job, outcome === 'retry' ? RETRY_DELAY_MS : 0);
      this.dispatch();
    };
    const armTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => settle('lost'), this.job.ackWaitMs);
      timer.unref?.();
    };
    armTimer();
    const delivery: JobDelivery = {
      message: throughWire(job.message),
      deliveryCount: job.deliveries,
      working: () => {
        if (!settled && !consumer.closed) armTimer();
      },
    };
    consumer.handler(delivery).then(
      // A consumer that was closed (a stopped or dead worker) no longer acknowledges anything.
      (outcome) => (consumer.closed ? undefined : settle(outcome)),
      () => (consumer.closed ? undefined : settle('retry')),
    );
  }

  private redeliver(job: QueuedJob, delayMs: number): void {
    if (job.deliveries >= this.job.maxDeliveries) return;
    const requeue = () => {
      this.pending.push(job);
      this.dispatch();
    };
    if (delayMs > 0) setTimeout(requeue, delayMs).unref?.();
    else requeue();
  }
}
