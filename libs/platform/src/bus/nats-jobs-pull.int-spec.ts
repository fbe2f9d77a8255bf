import { defineJob, type BusMessage } from '@tessera/contracts';
import { Worker } from 'node:worker_threads';
import { connect, type NatsConnection } from 'nats';
import { loadConfig } from '../config/load-config';
import { ClaimCheckCodec } from './nats-claim-check';
import { consumeJetStreamJobs, durableName, SINGLE_SERVER_STREAMS } from './nats-jobs';

class PullProbe {
  id!: number;
}

const STREAM = 'JOBS_PULLPROBE';
const job = defineJob('jobs.pullprobe.run', STREAM, PullProbe, { ackWaitMs: 15_000, maxDeliveries: 3 });
const codec = new ClaimCheckCodec(undefined);

interface Run {
  id: number;
  worker: string;
  startedAt: number;
}

/** One worker replica: its own connection, like a separate process. */
async function startWorker(name: string, capacity: number, runs: Run[], jobMs: () => number) {
  const nc = await connect({ servers: loadConfig().natsUrl, name });
  let running = 0;
  let mostAtOnce = 0;
  const consumer = await consumeJetStreamJobs(nc, job, capacity, codec, SINGLE_SERVER_STREAMS, async ({ message }) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    runs.push({ id: (message as BusMessage<PullProbe>).payload.id, worker: name, startedAt: Date.now() });
    await sleep(jobMs());
    running -= 1;
    return 'ack';
  });
  return {
    mostAtOnce: () => mostAtOnce,
    stop: async () => {
      consumer.stop();
      await consumer.idle();
      await nc.close();
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Blocks the event loop in bursts, as a worker converting a large result does on a loaded machine. The work
 * runs outside the timers phase (like a socket or database callback), so when it ends, timers that fell due
 * meanwhile run before the socket data that arrived meanwhile is read.
 */
function hogTheEventLoop(): () => void {
  const timer = setInterval(
    () =>
      setImmediate(() => {
        const until = Date.now() + 100 + Math.random() * 150;
        while (Date.now() < until) {
          // busy
        }
      }),
    300,
  );
  return () => clearInterval(timer);
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(50);
}

/**
 * Publishes jobs from a thread of its own, as the gateway does from its own process: they reach the server on
 * their schedule, not only when the busy worker's event loop lets them out.
 */
async function publishFromAnotherThread(jobs: { id: number; afterMs: number }[]): Promise<Map<number, number>> {
  const bodies = await Promise.all(
    jobs.map(async ({ id, afterMs }) => ({ id, afterMs, data: await codec.encode({ envelope: {}, payload: { id } }) })),
  );
  const publisher = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const { connect } = require(workerData.nats);
     (async () => {
       const nc = await connect({ servers: workerData.url });
       for (const job of workerData.jobs) {
         await new Promise((resolve) => setTimeout(resolve, job.afterMs));
         await nc.jetstream().publish(workerData.subject, job.data);
         parentPort.postMessage({ id: job.id, at: Date.now() });
       }
       await nc.close();
     })();`,
    { eval: true, workerData: { nats: require.resolve('nats'), url: loadConfig().natsUrl, subject: job.subject, jobs: bodies } },
  );
  const publishedAt = new Map<number, number>();
  publisher.on('message', ({ id, at }: { id: number; at: number }) => publishedAt.set(id, at));
  await new Promise((resolve, reject) => publisher.once('exit', resolve).once('error', reject));
  return publishedAt;
}

describe('pulling jobs from a JetStream work queue', () => {
  let nc: NatsConnection;

  async function publish(id: number): Promise<number> {
    await nc.jetstream().publish(job.subject, await codec.encode({ envelope: {}, payload: { id } }));
    return Date.now();
  }

  beforeAll(async () => {
    nc = await connect({ servers: loadConfig().natsUrl });
  });
  beforeEach(async () => {
    await (await nc.jetstreamManager()).streams.delete(STREAM).catch(() => undefined);
  });
  afterAll(async () => {
    await (await nc.jetstreamManager()).streams.delete(STREAM).catch(() => undefined);
    await nc.close();
  });

  it('runs every job exactly once and promptly when jobs arrive as pull requests expire on a busy process', async () => {
    const runs: Run[] = [];
    const worker = await startWorker('edges', 4, runs, () => Math.random() * 30);
    const stopHog = hogTheEventLoop();
    let publishedAt = new Map<number, number>();
    try {
      // Jobs land at every phase of the one-second pull cycle, some of them right where a request expires.
      publishedAt = await publishFromAnotherThread(Array.from({ length: 50 }, (_, id) => ({ id, afterMs: Math.random() * 900 })));
      await waitFor(() => runs.length >= publishedAt.size, 10_000);
    } finally {
      stopHog();
      await worker.stop();
    }

    const ids = runs.map((r) => r.id).sort((a, b) => a - b);
    expect(ids).toEqual([...publishedAt.keys()]);
    // A job handed to a pull request nobody listens to any more waits out the 15 s ack time.
    const late = runs.filter((r) => r.startedAt - (publishedAt.get(r.id) ?? 0) > 3000).map((r) => r.id);
    expect(late).toEqual([]);
    expect(worker.mostAtOnce()).toBeLessThanOrEqual(4);
  }, 90_000);

  it('spreads a backlog by free capacity and never runs more jobs at once than a worker has slots', async () => {
    const runs: Run[] = [];
    const small = await startWorker('one-slot', 1, runs, () => 300);
    const large = await startWorker('three-slots', 3, runs, () => 300);
    try {
      for (let id = 0; id < 24; id += 1) await publish(id);
      await waitFor(() => runs.length >= 24, 10_000);
    } finally {
      await Promise.all([small.stop(), large.stop()]);
    }

    expect(runs.map((r) => r.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(small.mostAtOnce()).toBe(1);
    expect(large.mostAtOnce()).toBe(3);
    const bySmall = runs.filter((r) => r.worker === 'one-slot').length;
    expect(runs.length - bySmall).toBeGreaterThanOrEqual(2 * bySmall);
  });

  it('takes no new jobs once stopped, leaving them queued for other replicas', async () => {
    const runs: Run[] = [];
    const worker = await startWorker('stopping', 2, runs, () => 10);
    await publish(1);
    await waitFor(() => runs.length === 1, 5000);
    await worker.stop();

    await publish(2);
    await sleep(500);
    expect(runs.map((r) => r.id)).toEqual([1]);
    const info = await (await nc.jetstreamManager()).consumers.info(STREAM, durableName(job));
    expect(info.num_pending).toBe(1);
  });
});
