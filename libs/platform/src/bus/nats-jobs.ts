import type { BusMessage, JobDescriptor } from '@tessera/contracts';
import {
  AckPolicy,
  DiscardPolicy,
  nanos,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { JobStreamSettings } from '../config/config.types';
import type { JobDelivery, JobOutcome } from './bus-transport';
import type { ClaimCheckCodec } from './nats-claim-check';
import { CapacityPuller } from './nats-capacity-puller';

const PULL_EXPIRES_MS = 1000;
const RETRY_DELAY_MS = 500;

/** Job subjects look like `jobs.<service>.<what>`; a stream holds every subject of one service. */
export function streamSubjects(job: JobDescriptor<unknown>): string[] {
  const [prefix, service] = job.subject.split('.');
  return [`${prefix}.${service}.>`];
}

export function durableName(job: JobDescriptor<unknown>): string {
  return job.subject.replace(/[.*>]/g, '_');
}

/** One replica, no size limit: what a single NATS server in development needs. */
export const SINGLE_SERVER_STREAMS: JobStreamSettings = { replicas: 1, maxBytes: 0 };

/** JetStream spells "no limit" as -1. */
function streamLimits(settings: JobStreamSettings) {
  // A full work queue refuses new jobs (the caller sees the error) instead of silently dropping waiting ones.
  return { num_replicas: settings.replicas, max_bytes: settings.maxBytes > 0 ? settings.maxBytes : -1, discard: DiscardPolicy.New };
}

/**
 * Creates the work-queue stream and the shared durable consumer of a job, or brings them up to date
 * (subjects, replicas and size limit follow the configuration, so changing it and restarting is enough).
 */
export async function ensureJobQueue(
  jsm: JetStreamManager,
  job: JobDescriptor<unknown>,
  settings: JobStreamSettings = SINGLE_SERVER_STREAMS,
): Promise<void> {
  const subjects = streamSubjects(job);
  const limits = streamLimits(settings);
  try {
    const info = await jsm.streams.info(job.stream);
    const missing = subjects.filter((s) => !info.config.subjects?.includes(s));
    const changed = (Object.keys(limits) as (keyof typeof limits)[]).some((key) => info.config[key] !== limits[key]);
    if (missing.length > 0 || changed) {
      await jsm.streams.update(job.stream, { ...info.config, ...limits, subjects: [...(info.config.subjects ?? []), ...missing] });
    }
  } catch (error) {
    if (!/stream not found/i.test(String((error as Error).message))) throw error;
    await jsm.streams
      .add({
        name: job.stream,
        subjects,
        retention: RetentionPolicy.Workqueue,
        storage: StorageType.File,
        duplicate_window: nanos(120_000),
        ...limits,
      })
      .catch(async (raceError: Error) => {
        // Another replica created it at the same moment.
        if (!/already in use|exists/i.test(raceError.message)) throw raceError;
      });
  }
  const config = {
    durable_name: durableName(job),
    filter_subject: job.subject,
    ack_policy: AckPolicy.Explicit,
    ack_wait: nanos(job.ackWaitMs),
    max_deliver: job.maxDeliveries,
  };
  try {
    await jsm.consumers.add(job.stream, config);
  } catch (error) {
    if (!/already (in use|exists)/i.test((error as Error).message)) throw error;
    await jsm.consumers.update(job.stream, config.durable_name, {
      ack_wait: config.ack_wait,
      max_deliver: config.max_deliver,
    });
  }
}

/**
 * Runs the jobs of a queue with `concurrency` slots, pulling by free capacity (see `CapacityPuller`): acks on
 * success, naks for retry, terminates when asked to discard. A worker that dies simply stops acking:
 * JetStream redelivers after `ackWaitMs`.
 */
export async function consumeJetStreamJobs(
  nc: NatsConnection,
  job: JobDescriptor<unknown>,
  concurrency: number,
  codec: ClaimCheckCodec,
  settings: JobStreamSettings,
  handler: (delivery: JobDelivery) => Promise<JobOutcome>,
): Promise<{ stop(): void; idle(): Promise<void> }> {
  await ensureJobQueue(await nc.jetstreamManager(), job, settings);

  const run = async (m: JsMsg) => {
    const heartbeat = setInterval(() => settle(() => m.working()), Math.max(250, job.ackWaitMs / 3));
    try {
      const message = await codec.decode<BusMessage>(m.data);
      const outcome = await handler({ message, deliveryCount: m.info.deliveryCount, working: () => settle(() => m.working()) });
      if (outcome === 'ack') settle(() => m.ack());
      else if (outcome === 'discard') settle(() => m.term());
      else settle(() => m.nak(RETRY_DELAY_MS));
    } catch {
      settle(() => m.nak(RETRY_DELAY_MS));
    } finally {
      clearInterval(heartbeat);
    }
  };

  const puller = new CapacityPuller(nc, {
    stream: job.stream,
    consumer: durableName(job),
    capacity: concurrency,
    expiresMs: PULL_EXPIRES_MS,
    run,
  });
  return { stop: () => puller.stop(), idle: () => puller.idle() };
}

/** Acks after the connection died are lost anyway; JetStream will redeliver. */
function settle(action: () => void): void {
  try {
    action();
  } catch {
    // connection closed
  }
}
