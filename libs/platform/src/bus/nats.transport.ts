import type { BusMessage, BusReply, JobDescriptor } from '@tessera/contracts';
import { connect, ErrorCode as NatsErrorCode, headers, type Msg, type NatsConnection } from 'nats';
import type { KeyValueStore } from '../cache/key-value-store';
import type { JobStreamSettings } from '../config/config.types';
import { noHandlerError, timeoutError, toErrorPayload } from './bus-errors';
import type { BusTransport, JobDelivery, JobOutcome, Subscription } from './bus-transport';
import { InFlightTracker } from './in-flight-tracker';
import { SubscriptionSet } from './subscription-set';
import { ClaimCheckCodec } from './nats-claim-check';
import type { JobQueueDepth } from '../metrics/collected-gauges';
import { consumeJetStreamJobs, durableName, ensureJobQueue, SINGLE_SERVER_STREAMS } from './nats-jobs';

export interface NatsTransportOptions {
  url: string;
  /** Connection name shown by the NATS server (`tessera-<service>`). */
  name: string;
  /** Shared store for messages too large to travel inline. */
  blobStore?: KeyValueStore;
  maxInlineBytes?: number;
  /** Replicas and size limit of the job streams this process creates; one replica, no limit when absent. */
  jobStreams?: JobStreamSettings;
}

/** The cluster-mode transport: NATS core for requests and events, JetStream for durable jobs. */
export class NatsTransport implements BusTransport {
  readonly kind = 'nats' as const;
  private readonly subscriptions = new SubscriptionSet();
  private readonly codec: ClaimCheckCodec;
  private readonly ensuredQueues = new Set<string>();
  private readonly jobStreams: JobStreamSettings;
  /** The job queues this process works on, for their backlog metrics. */
  private readonly consumed = new Map<string, { stream: string; consumer: string }>();

  private constructor(
    private readonly nc: NatsConnection,
    options: NatsTransportOptions,
  ) {
    this.codec = new ClaimCheckCodec(options.blobStore, options.maxInlineBytes);
    this.jobStreams = options.jobStreams ?? SINGLE_SERVER_STREAMS;
  }

  static async connect(options: NatsTransportOptions): Promise<NatsTransport> {
    const nc = await connect({ servers: options.url, name: options.name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    return new NatsTransport(nc, options);
  }

  serveRequests(subject: string, group: string, handler: (message: BusMessage) => Promise<BusReply>): Subscription {
    const tracker = new InFlightTracker();
    const sub = this.nc.subscribe(subject, {
      queue: group,
      callback: (_error, msg) => {
        void tracker.track(async () => {
          const reply = await this.codec
            .decode<BusMessage>(msg.data)
            .then(handler)
            .catch((error: unknown): BusReply => ({ ok: false, error: toErrorPayload(error) }));
          await this.respond(msg, reply);
        });
      },
    });
    return this.subscriptions.add(
      () => sub.unsubscribe(),
      () => tracker.idle(),
    );
  }

  serveEvents(subject: string, group: string | null, handler: (message: BusMessage) => Promise<void>): Subscription {
    const tracker = new InFlightTracker();
    const sub = this.nc.subscribe(subject, {
      ...(group ? { queue: group } : {}),
      callback: (_error, msg) => {
        void tracker.track(() => this.codec.decode<BusMessage>(msg.data).then(handler)).catch(() => undefined);
      },
    });
    return this.subscriptions.add(
      () => sub.unsubscribe(),
      () => tracker.idle(),
    );
  }

  async consumeJobs(
    job: JobDescriptor<unknown>,
    concurrency: number,
    handler: (delivery: JobDelivery) => Promise<JobOutcome>,
  ): Promise<Subscription> {
    const consumer = await consumeJetStreamJobs(this.nc, job, concurrency, this.codec, this.jobStreams, handler);
    this.ensuredQueues.add(job.subject);
    this.consumed.set(job.subject, { stream: job.stream, consumer: durableName(job) });
    return this.subscriptions.add(
      () => consumer.stop(),
      () => consumer.idle(),
    );
  }

  async request(subject: string, message: BusMessage, timeoutMs: number): Promise<BusReply> {
    try {
      const response = await this.nc.request(subject, await this.codec.encode(message), { timeout: timeoutMs });
      return await this.codec.decode<BusReply>(response.data);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === NatsErrorCode.Timeout) return { ok: false, error: timeoutError(subject, timeoutMs).toPayload() };
      if (code === NatsErrorCode.NoResponders) return { ok: false, error: noHandlerError(subject).toPayload() };
      return { ok: false, error: toErrorPayload(error) };
    }
  }

  async publish(subject: string, message: BusMessage): Promise<void> {
    this.nc.publish(subject, await this.codec.encode(message));
  }

  async enqueue(job: JobDescriptor<unknown>, message: BusMessage, jobId?: string): Promise<void> {
    if (!this.ensuredQueues.has(job.subject)) {
      await ensureJobQueue(await this.nc.jetstreamManager(), job, this.jobStreams);
      this.ensuredQueues.add(job.subject);
    }
    const h = headers();
    if (jobId) h.set('Nats-Msg-Id', jobId);
    await this.nc.jetstream().publish(job.subject, await this.codec.encode(message), { headers: h });
  }

  /** The backlog of every job queue this process consumes, from JetStream's consumer info (what KEDA's scaler reads too). */
  async queueDepths(): Promise<JobQueueDepth[]> {
    if (this.consumed.size === 0 || this.nc.isClosed()) return [];
    const jsm = await this.nc.jetstreamManager();
    return Promise.all(
      [...this.consumed.values()].map(async ({ stream, consumer }) => {
        const info = await jsm.consumers.info(stream, consumer);
        return { stream, consumer, pending: info.num_pending, ackPending: info.num_ack_pending, redelivered: info.num_redelivered };
      }),
    );
  }

  /** Simulates a crash in tests: drops the connection without finishing or acking anything. */
  async abort(): Promise<void> {
    await this.subscriptions.abortAll().catch(() => undefined);
    if (!this.nc.isClosed()) await this.nc.close();
  }

  async ping(): Promise<void> {
    await this.nc.flush();
  }

  async close(): Promise<void> {
    await this.subscriptions.closeAll();
    if (!this.nc.isClosed()) await this.nc.drain();
  }

  private async respond(msg: Msg, reply: BusReply): Promise<void> {
    if (!msg.reply) return;
    msg.respond(await this.codec.encode(reply).catch(() => this.codec.encode({ ok: false, error: toErrorPayload(reply) })));
  }
}
