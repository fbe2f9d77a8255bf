import { defineJob } from '@tessera/contracts';
import { connect, DiscardPolicy, type NatsConnection } from 'nats';
import { loadConfig } from '../config/load-config';
import { ensureJobQueue } from './nats-jobs';

class StreamSettingsProbe {
  value!: string;
}

const STREAM = 'JOBS_STREAMSETTINGS';
const job = defineJob('jobs.streamsettings.probe', STREAM, StreamSettingsProbe);

describe('job streams on a NATS server', () => {
  let nc: NatsConnection;

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

  it('creates the stream with the configured replicas and size limit, refusing new jobs when full', async () => {
    const jsm = await nc.jetstreamManager();
    await ensureJobQueue(jsm, job, { replicas: 1, maxBytes: 4096 });
    const { config } = await jsm.streams.info(STREAM);
    expect(config).toMatchObject({ num_replicas: 1, max_bytes: 4096, discard: DiscardPolicy.New });

    const js = nc.jetstream();
    await js.publish(job.subject, new Uint8Array(3000));
    await expect(js.publish(job.subject, new Uint8Array(3000))).rejects.toThrow();
    // The waiting job is kept; only the newcomer was refused.
    expect((await jsm.streams.info(STREAM)).state.messages).toBe(1);
  });

  it('brings an existing stream to a changed limit, and to no limit', async () => {
    const jsm = await nc.jetstreamManager();
    await ensureJobQueue(jsm, job, { replicas: 1, maxBytes: 4096 });
    await ensureJobQueue(jsm, job, { replicas: 1, maxBytes: 8192 });
    expect((await jsm.streams.info(STREAM)).config.max_bytes).toBe(8192);
    await ensureJobQueue(jsm, job, { replicas: 1, maxBytes: 0 });
    expect((await jsm.streams.info(STREAM)).config.max_bytes).toBe(-1);
  });

  it('asks for the configured replicas (a single server refuses more than one)', async () => {
    const jsm = await nc.jetstreamManager();
    await expect(ensureJobQueue(jsm, job, { replicas: 3, maxBytes: 0 })).rejects.toThrow(/replicas/i);
  });
});
