import type { BusMessage, BusReply, JobDescriptor } from '@tessera/contracts';

/** What a worker decided about a job it was handed. */
export type JobOutcome = 'ack' | 'retry' | 'discard';

/** One delivery of a durable job to a worker. */
export interface JobDelivery {
  message: BusMessage;
  /** 1 on first delivery, higher on redelivery. */
  deliveryCount: number;
  /** Tells the queue the worker is alive and still on it, so it is not redelivered meanwhile. */
  working(): void;
}

export interface Subscription {
  /** Stops taking new messages and waits for those in flight. */
  close(): Promise<void>;
}

/**
 * How bus messages move between processes. Two implementations with the same behaviour:
 * NATS (cluster mode) and in-process (embedded mode). Validation, context and error mapping
 * live above this layer (`BusServer`, `BusClient`) so both transports share them.
 */
export interface BusTransport {
  readonly kind: 'nats' | 'in-process';
  /** Replicas serving with the same `group` share the requests (one of them answers each). */
  serveRequests(subject: string, group: string, handler: (message: BusMessage) => Promise<BusReply>): Subscription;
  /** `group` null: every subscriber gets every event; otherwise one member per group does. */
  serveEvents(subject: string, group: string | null, handler: (message: BusMessage) => Promise<void>): Subscription;
  /** Consumers of the same job descriptor share its durable queue. */
  consumeJobs(
    job: JobDescriptor<unknown>,
    concurrency: number,
    handler: (delivery: JobDelivery) => Promise<JobOutcome>,
  ): Promise<Subscription>;
  request(subject: string, message: BusMessage, timeoutMs: number): Promise<BusReply>;
  publish(subject: string, message: BusMessage): Promise<void>;
  /** `jobId` makes enqueueing idempotent: the same id within a few minutes is stored once. */
  enqueue(job: JobDescriptor<unknown>, message: BusMessage, jobId?: string): Promise<void>;
  /** A round trip to the broker (NATS: PING/PONG); in process there is none to make. Rejects when it is unreachable. */
  ping(): Promise<void>;
  /** Stops every subscription (waiting for in-flight work) and disconnects. */
  close(): Promise<void>;
}
