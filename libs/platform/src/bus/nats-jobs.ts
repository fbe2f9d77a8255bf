import type { BusMessage, JobDescriptor } from '@tessera/contracts';
import {
  AckPolicy,
  nanos,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { JobDelivery, JobOutcome } from './bus-transport';
import type { ClaimCheckCodec } from './nats-claim-check';

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

/** Creates the work-queue stream and the shared durable consumer of a job, or brings them up to date. */
export async function ensureJobQueue(jsm: JetStreamManager, job: JobDescriptor<unknown>): Promise<void> {
  const subjects = streamSubjects(job);
  try {
    const info = await jsm.streams.info(job.stream);
    const missing = subjects.filter((s) => !info.config.subjects?.includes(s));
    if (missing.length > 0) {
      await jsm.streams.update(job.stream, { ...info.config, subjects: [...(info.config.subjects ?? []), ...missing] });
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
 * Pulls one job at a time per concurrency slot (no prefetch, so a busy worker never holds jobs it
 * has not started), acks on success, naks for retry, terminates when asked to discard.
 * A worker that dies simply stops acking: JetStream redelivers after `ackWaitMs`.
 */
export async function consumeJetStreamJobs(
  nc: NatsConnection,
  job: JobDescriptor<unknown>,
  concurrency: number,
  codec: ClaimCheckCodec,
  handler: (delivery: JobDelivery) => Promise<JobOutcome>,
): Promise<{ stop(): void; idle(): Promise<void> }> {
  await ensureJobQueue(await nc.jetstreamManager(), job);
  const consumer = await nc.jetstream().consumers.get(job.stream, durableName(job));
  let stopping = false;

  const process = async (m: JsMsg) => {
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

  const slot = async () => {
    while (!stopping && !nc.isClosed()) {
      let m: JsMsg | null = null;
      try {
        m = await consumer.next({ expires: PULL_EXPIRES_MS });
      } catch {
        if (nc.isClosed()) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (m) await process(m);
    }
  };

  const slots = Array.from({ length: concurrency }, () => slot());
  return {
    stop: () => {
      stopping = true;
    },
    idle: async () => {
      await Promise.all(slots);
    },
  };
}

/** Acks after the connection died are lost anyway; JetStream will redeliver. */
function settle(action: () => void): void {
  try {
    action();
  } catch {
    // connection closed
  }
}
