import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { DataSource } from 'typeorm';
import { reportServiceDefinition } from '../report-service.definition';
import { ReportScheduler } from './report-scheduler';
import { RunClaims } from '../claims/run-claims';

type LogRow = { state: string; scheduled_dttm: Date; error_message: string | null };

/** The scheduler's claims against real PostgreSQL: what several replicas racing for the same window get. */
describe('report scheduler claims', () => {
  let harness: ServiceHarness;
  let db: DataSource;
  let claims: RunClaims;
  let scheduler: ReportScheduler;

  /** A schedule straight in the table: without owners, so its runs end as an Error saying so. */
  async function schedule(name: string, crontab: string, anchor: string): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO reports.report_schedule (type, name, crontab, timezone, chart_id, report_format, schedule_anchor, owners)
       VALUES ('Report', $1, $2, 'UTC', 1, 'CSV', $3, '{}') RETURNING id`,
      [name, crontab, anchor],
    );
    return rows[0].id;
  }

  async function logsOf(id: number): Promise<LogRow[]> {
    for (let i = 0; i < 100; i += 1) {
      const rows: LogRow[] = await db.query(
        'SELECT state, scheduled_dttm, error_message FROM reports.report_execution_log WHERE report_schedule_id = $1 ORDER BY scheduled_dttm',
        [id],
      );
      if (rows.every((row) => row.state !== 'Working')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('runs did not end');
  }

  beforeAll(async () => {
    // A long tick: the test drives the scheduler itself, with a fixed clock.
    harness = await startServicesForTest([reportServiceDefinition], {
      reports: { tickSeconds: 300, catchUpSeconds: 3600, publicUrl: 'http://tessera.test', chromiumPath: '/usr/bin/chromium' },
    });
    const app = harness.services[0].app;
    db = app.get(DataSource);
    claims = app.get(RunClaims);
    scheduler = app.get(ReportScheduler);
  });

  afterAll(() => harness?.stop());

  it('gives a window to exactly one of many replicas claiming it at once', async () => {
    const id = await schedule('race', '* * * * *', '2026-01-01T00:00:00Z');
    const window = new Date('2026-01-01T00:01:00Z');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => claims.claim(id, window, `replica-${i}`, 60_000)));
    expect(results.filter((claim) => claim !== null)).toHaveLength(1);
    expect(await claims.claim(id, window, 'late-replica', 60_000)).toBeNull();
  });

  it('lets one replica take over an expired lease once, fences the old holder, and records each send once', async () => {
    const id = await schedule('takeover', '* * * * *', '2026-01-01T00:00:00Z');
    const first = await claims.claim(id, new Date('2026-01-01T00:01:00Z'), 'dying-replica', 60_000);
    expect(first).not.toBeNull();
    expect(await claims.renew(first!, 60_000)).toBe(true);
    expect(await claims.startSend(first!, 'recipient:1')).toBe(true);
    // The holder stops renewing: its lease runs out.
    await db.query("UPDATE reports.report_run SET lease_until = now() - interval '1 second' WHERE id = $1", [first!.runId]);
    const [a, b, c] = await Promise.all([
      claims.takeOverExpired('a', 60_000, 2),
      claims.takeOverExpired('b', 60_000, 2),
      claims.takeOverExpired('c', 60_000, 2),
    ]);
    const taken = [...a.taken, ...b.taken, ...c.taken].filter((claim) => claim.scheduleId === id);
    expect(taken).toHaveLength(1);
    const second = taken[0];
    expect(second).toMatchObject({ runId: first!.runId, attempt: 2 });
    expect(second.token).not.toBe(first!.token);
    // The old holder, if it wakes up, may write nothing more.
    expect(await claims.renew(first!, 60_000)).toBe(false);
    expect(await claims.startSend(first!, 'recipient:2')).toBe(false);
    // The new holder skips the recipient already mailed and mails the others once.
    expect(await claims.startSend(second, 'recipient:1')).toBe(false);
    expect(await claims.startSend(second, 'recipient:2')).toBe(true);
    expect(await claims.startSend(second, 'recipient:2')).toBe(false);
    // Dying again: not retried a third time.
    await db.query("UPDATE reports.report_run SET lease_until = now() - interval '1 second' WHERE id = $1", [first!.runId]);
    const again = await claims.takeOverExpired('d', 60_000, 2);
    expect(again.taken.filter((claim) => claim.scheduleId === id)).toEqual([]);
    expect(again.exhausted.filter((claim) => claim.scheduleId === id)).toHaveLength(1);
  });

  it('at start-up runs the newest missed window once, late, logs older ones as skipped, and ignores what is claimed', async () => {
    const id = await schedule('outage', '0 * * * *', '2026-01-05T10:10:00Z');
    const now = new Date('2026-01-05T13:40:00Z');
    await Promise.all([scheduler.tick(now), scheduler.tick(now)]);
    await scheduler.tick(now);
    const rows = await logsOf(id);
    expect(rows.map((row) => [row.scheduled_dttm.toISOString(), row.state])).toEqual([
      ['2026-01-05T12:00:00.000Z', 'Error'],
      ['2026-01-05T13:00:00.000Z', 'Error'],
    ]);
    expect(rows[0].error_message).toMatch(/^Skipped: 2 windows \(2026-01-05T11:00:00.000Z to 2026-01-05T12:00:00.000Z\)/);
    expect(rows[1].error_message).toMatch(/^Late: .*\nThe schedule has no active owner to run it as$/);
  });

  it('runs a window two replicas see on time once', async () => {
    const id = await schedule('on time', '*/5 * * * *', '2026-01-06T08:00:00Z');
    const now = new Date('2026-01-06T08:05:02Z');
    await Promise.all([scheduler.tick(now), scheduler.tick(now)]);
    const rows = await logsOf(id);
    expect(rows.map((row) => row.scheduled_dttm.toISOString())).toEqual(['2026-01-06T08:05:00.000Z']);
    expect(rows[0].error_message).toBe('The schedule has no active owner to run it as');
  });
});
