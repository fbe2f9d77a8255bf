import { randomBytes } from 'node:crypto';
import { ChartData, DESCRIBE_OBJECTS, UserCaller } from '@tessera/contracts';
import { createClusterRuntime, JsonLogger, loadConfig, type PlatformRuntime } from '@tessera/platform';
import {
  createScratchDatabase,
  freePort,
  serveStandIn,
  SmtpTestServer,
  spawnNode,
  waitForUrl,
  type ScratchDatabase,
  type SpawnedProcess,
} from '@tessera/platform/testing';
import { Client } from 'pg';

/** Built entry point of the service: `npx nx run report-service:build` first. */
const REPORT_SERVICE_MAIN = 'apps/report-service/dist/main.js';
/** How long the stand-in chart-data service takes to make the CSV: the window in which a replica is killed. */
const RENDER_MS = 4000;

type RunRow = { scheduled_dttm: Date; holder: string; attempt: number; status: string };
type LogRow = { scheduled_dttm: Date; state: string; error_message: string | null };

/**
 * Three report-service processes on NATS and one metadata database, a report every minute, and the
 * replica rendering the first window killed with SIGKILL: every window is mailed exactly once
 * (the dead replica's run is taken over once its lease runs out) and logged once.
 * The chart-data service, the object directory and the gateway's user directory are stood in for.
 */
describe('report-service replicas', () => {
  jest.setTimeout(330_000);
  let database: ScratchDatabase;
  let runtime: PlatformRuntime;
  let smtp: SmtpTestServer;
  let metadata: Client;
  const replicas: SpawnedProcess[] = [];
  // Ids no real service on the shared NATS would know, should one run beside the test.
  const chartId = 900_000 + Math.floor(Math.random() * 90_000);
  const ownerId = 900_000 + Math.floor(Math.random() * 90_000);
  const recipient = `cluster-${randomBytes(3).toString('hex')}@example.com`;
  let renders = 0;

  async function startReplica(): Promise<SpawnedProcess> {
    const port = await freePort();
    const replica = spawnNode(REPORT_SERVICE_MAIN, {
      TESSERA_MODE: 'cluster',
      TESSERA_DATABASE_URL: database.url,
      TESSERA_SECRET_KEY: randomBytes(32).toString('hex'),
      TESSERA_LOG_LEVEL: 'error',
      TESSERA_HEALTH_PORT: String(port),
      TESSERA_SMTP_HOST: '127.0.0.1',
      TESSERA_SMTP_PORT: String(smtp.port),
      TESSERA_SMTP_STARTTLS: 'false',
      TESSERA_REPORTS_TICK_SECONDS: '1',
    });
    replicas.push(replica);
    await waitForUrl(`http://127.0.0.1:${port}/ready`, replica, 90_000);
    return replica;
  }

  const runs = async (): Promise<RunRow[]> =>
    (await metadata.query('SELECT scheduled_dttm, holder, attempt, status FROM reports.report_run ORDER BY scheduled_dttm')).rows;
  const logs = async (): Promise<LogRow[]> =>
    (await metadata.query('SELECT scheduled_dttm, state, error_message FROM reports.report_execution_log ORDER BY scheduled_dttm')).rows;

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    const base = loadConfig();
    database = await createScratchDatabase(base.databaseUrl, 'tessera_reports');
    runtime = await createClusterRuntime(
      { ...base, mode: 'cluster', databaseUrl: database.url, logLevel: 'error' },
      new JsonLogger('test', 'error', () => undefined),
    );
    await serveStandIn(runtime, UserCaller, ({ userId }) => ({
      caller: userId === ownerId ? { userId, username: 'owner', roles: ['Alpha'] } : null,
    }));
    await serveStandIn(runtime, DESCRIBE_OBJECTS.charts, ({ ids }) => ({
      objects: ids
        .filter((id) => id === chartId)
        .map((id) => ({
          type: 'chart' as const,
          id,
          name: 'Cluster chart',
          url: `/explore/?slice_id=${id}`,
          changed_on: null,
          created_by: null,
          owners: [],
          editable: true,
        })),
    }));
    await serveStandIn(runtime, ChartData.forChart, async ({ chartId: id }) => {
      if (id !== chartId) throw new Error(`unknown chart ${id}`);
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, RENDER_MS));
      return {
        file: { name: 'cluster.csv', contentType: 'text/csv', base64: Buffer.from('region,amount\nnorth,10\n').toString('base64') },
      };
    });
    // The first replica migrates the schema; the others find it done.
    await startReplica();
    await Promise.all([startReplica(), startReplica()]);
    metadata = new Client({ connectionString: database.url });
    await metadata.connect();
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop(5000)));
    await metadata?.end();
    await runtime?.close();
    await database?.drop();
    await smtp?.stop();
  });

  it('mails each of three windows exactly once though the replica rendering the first is killed', async () => {
    const recipients = JSON.stringify({ target: recipient, ccTarget: '', bccTarget: '' });
    const { rows } = await metadata.query(
      `INSERT INTO reports.report_schedule (type, name, crontab, timezone, chart_id, report_format, owners, created_by_fk, schedule_anchor)
       VALUES ('Report', 'Every minute', '* * * * *', 'UTC', $1, 'CSV', $2, $3, now()) RETURNING id`,
      [chartId, [ownerId], ownerId],
    );
    await metadata.query(
      "INSERT INTO reports.report_recipient (report_schedule_id, type, recipient_config_json) VALUES ($1, 'Email', $2)",
      [rows[0].id, recipients],
    );

    // The first window's render has begun: kill the replica holding it.
    await until(
      async () => renders,
      (count) => count >= 1,
      75_000,
    );
    const [first] = await runs();
    const holder = replicas.find((replica) => first.holder.includes(`:${replica.child.pid}:`));
    expect(holder).toBeDefined();
    const exited = new Promise((resolve) => holder!.child.once('exit', resolve));
    holder!.child.kill('SIGKILL');
    await exited;

    // Three windows claimed; then no more, so the count of mails cannot grow past them.
    await until(runs, (claimed) => claimed.length >= 3, 150_000);
    await metadata.query('UPDATE reports.report_schedule SET active = false');
    const ended = await until(logs, (rows) => rows.length === 3 && rows.every((row) => row.state !== 'Working'), 120_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));

    expect(ended.map((row) => row.state)).toEqual(['Success', 'Success', 'Success']);
    const minutes = ended.map((row) => row.scheduled_dttm.getTime());
    expect(new Set(minutes).size).toBe(3);
    expect(minutes[1] - minutes[0]).toBe(60_000);
    expect(minutes[2] - minutes[1]).toBe(60_000);
    expect(ended[0].error_message).toContain('Retry 1');
    const claimed = await runs();
    expect(claimed.map((run) => [run.attempt, run.status])).toEqual([
      [2, 'done'],
      [1, 'done'],
      [1, 'done'],
    ]);
    expect(claimed[0].holder).not.toBe(first.holder);
    expect(smtp.to(recipient)).toHaveLength(3);
    expect(new Set(smtp.to(recipient).map((mail) => mail.parsed.attachments[0]?.filename))).toEqual(new Set(['Every minute.csv']));
  });
});
