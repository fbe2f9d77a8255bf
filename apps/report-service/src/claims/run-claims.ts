import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sqlRows } from './sql-rows';

/** A claimed window: the run's row and the fencing token that every write of the holder carries. */
export interface RunClaim {
  runId: string;
  token: string;
  scheduleId: number;
  scheduledAt: Date;
  attempt: number;
  late: boolean;
  logId: number | null;
}

type ClaimRow = {
  id: string;
  fencing_token: string;
  report_schedule_id: number;
  scheduled_dttm: Date;
  attempt: number;
  late: boolean;
  log_id: number | null;
};

const toClaim = (row: ClaimRow): RunClaim => ({
  runId: String(row.id),
  token: String(row.fencing_token),
  scheduleId: row.report_schedule_id,
  scheduledAt: row.scheduled_dttm,
  attempt: row.attempt,
  late: row.late,
  logId: row.log_id,
});

const RETURNING = 'RETURNING id, fencing_token, report_schedule_id, scheduled_dttm, attempt, late, log_id';

/**
 * The durable claims of the scheduler (`reports.report_run`), written with plain SQL so each
 * statement's guarantee is visible: a unique (schedule, window) row is taken by one replica only
 * (`ON CONFLICT DO NOTHING RETURNING`); a lease kept alive by heartbeats; a takeover of an expired
 * lease, once, with a new fencing token; and one row per recipient send, so a retry never mails twice.
 */
@Injectable()
export class RunClaims {
  constructor(private readonly db: DataSource) {}

  /** The newest claimed window of each schedule. */
  async lastClaimed(): Promise<Map<number, Date>> {
    const rows = await sqlRows<{ report_schedule_id: number; last: Date }>(
      this.db,
      'SELECT report_schedule_id, max(scheduled_dttm) AS last FROM reports.report_run GROUP BY report_schedule_id',
    );
    return new Map(rows.map((row) => [row.report_schedule_id, new Date(row.last)]));
  }

  /** Takes the window for `holder`, or null when another replica (or an earlier tick) already has it. */
  async claim(
    scheduleId: number,
    scheduledAt: Date,
    holder: string,
    leaseMs: number,
    options: { late?: boolean; status?: 'running' | 'skipped' } = {},
  ): Promise<RunClaim | null> {
    const rows = await sqlRows<ClaimRow>(
      this.db,
      `INSERT INTO reports.report_run (report_schedule_id, scheduled_dttm, status, holder, lease_until, late)
       VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond', $6)
       ON CONFLICT (report_schedule_id, scheduled_dttm) DO NOTHING ${RETURNING}`,
      [scheduleId, scheduledAt, options.status ?? 'running', holder, leaseMs, options.late ?? false],
    );
    return rows[0] ? toClaim(rows[0]) : null;
  }

  /** Links the run to its execution log row (fenced: only the current holder may). */
  async attachLog(claim: RunClaim, logId: number): Promise<boolean> {
    const rows = await sqlRows(this.db, 'UPDATE reports.report_run SET log_id = $3 WHERE id = $1 AND fencing_token = $2 RETURNING id', [
      claim.runId,
      claim.token,
      logId,
    ]);
    return rows.length > 0;
  }

  /** Extends the lease; false when the claim was taken over (the holder must stop writing). */
  async renew(claim: RunClaim, leaseMs: number): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `UPDATE reports.report_run SET lease_until = now() + $3 * interval '1 millisecond'
       WHERE id = $1 AND fencing_token = $2 AND status = 'running' RETURNING id`,
      [claim.runId, claim.token, leaseMs],
    );
    return rows.length > 0;
  }

  async finish(claim: RunClaim, status: 'done' | 'failed'): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      "UPDATE reports.report_run SET status = $3 WHERE id = $1 AND fencing_token = $2 AND status = 'running' RETURNING id",
      [claim.runId, claim.token, status],
    );
    return rows.length > 0;
  }

  /**
   * Runs whose holder stopped renewing (a replica that died): each is taken over by exactly one
   * replica (row locks, skipped by the others) with a new fencing token, if it has not been retried
   * yet. Runs already retried once are returned in `exhausted`, ended as failed.
   */
  async takeOverExpired(holder: string, leaseMs: number, maxAttempts: number): Promise<{ taken: RunClaim[]; exhausted: RunClaim[] }> {
    const taken = await sqlRows<ClaimRow>(
      this.db,
      `UPDATE reports.report_run SET holder = $1, lease_until = now() + $2 * interval '1 millisecond',
         fencing_token = nextval('reports.report_fencing_token'), attempt = attempt + 1
       WHERE id IN (SELECT id FROM reports.report_run WHERE status = 'running' AND lease_until < now() AND attempt < $3 FOR UPDATE SKIP LOCKED)
       ${RETURNING}`,
      [holder, leaseMs, maxAttempts],
    );
    const exhausted = await sqlRows<ClaimRow>(
      this.db,
      `UPDATE reports.report_run SET status = 'failed', fencing_token = nextval('reports.report_fencing_token')
       WHERE id IN (SELECT id FROM reports.report_run WHERE status = 'running' AND lease_until < now() AND attempt >= $1 FOR UPDATE SKIP LOCKED)
       ${RETURNING}`,
      [maxAttempts],
    );
    return { taken: taken.map(toClaim), exhausted: exhausted.map(toClaim) };
  }

  /**
   * Records that `recipient` is being mailed for this run, before the mail goes out. False when it
   * was already recorded (an earlier attempt reached it) or the claim is no longer the caller's.
   */
  async startSend(claim: RunClaim, recipient: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `INSERT INTO reports.report_send (run_id, recipient, fencing_token, status)
       SELECT $1, $3, $2, 'sending' WHERE EXISTS (SELECT 1 FROM reports.report_run WHERE id = $1 AND fencing_token = $2 AND status = 'running')
       ON CONFLICT (run_id, recipient) DO NOTHING RETURNING id`,
      [claim.runId, claim.token, recipient],
    );
    return rows.length > 0;
  }

  async endSend(claim: RunClaim, recipient: string, error: string | null): Promise<void> {
    await sqlRows(this.db, 'UPDATE reports.report_send SET status = $3, error_message = $4 WHERE run_id = $1 AND recipient = $2', [
      claim.runId,
      recipient,
      error ? 'failed' : 'sent',
      error,
    ]);
  }

  /** Claims older than `days` days, except each schedule's newest (it anchors the next due window). */
  async prune(days: number): Promise<void> {
    await sqlRows(
      this.db,
      `DELETE FROM reports.report_run r WHERE r.scheduled_dttm < now() - $1 * interval '1 day'
       AND r.status <> 'running'
       AND r.scheduled_dttm < (SELECT max(scheduled_dttm) FROM reports.report_run n WHERE n.report_schedule_id = r.report_schedule_id)`,
      [days],
    );
  }
}
