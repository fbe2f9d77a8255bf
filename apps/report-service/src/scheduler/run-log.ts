import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ReportState } from '@tessera/contracts';
import { MetricsRegistry } from '@tessera/platform';
import { DataSource } from 'typeorm';
import { sqlRows } from '../claims/sql-rows';
import { RunClaims, type RunClaim } from '../claims/run-claims';

/** How a run ended, as its log row and the schedule's `last_*` columns record it. */
export interface RunOutcome {
  state: Exclude<ReportState, 'Working'>;
  value?: number | null;
  valueRowJson?: string | null;
  error?: string | null;
}

/** Only the claim's current holder writes: a holder whose claim was taken over writes nothing. */
const FENCE = 'EXISTS (SELECT 1 FROM reports.report_run WHERE id = $1 AND fencing_token = $2)';

/** The execution log and the schedule's last state, written by the holder of a run's claim. */
@Injectable()
export class RunLog {
  constructor(
    private readonly db: DataSource,
    private readonly claims: RunClaims,
    private readonly metrics: MetricsRegistry,
  ) {}

  /** Marks the run Working: a new log row, or the row of an earlier attempt (a takeover). False when the claim is lost. */
  async open(claim: RunClaim, note: string | null): Promise<boolean> {
    if (claim.logId !== null) {
      const rows = await sqlRows(
        this.db,
        `UPDATE reports.report_execution_log SET state = 'Working', start_dttm = now(), end_dttm = NULL, error_message = $4 WHERE id = $3 AND ${FENCE} RETURNING id`,
        [claim.runId, claim.token, claim.logId, note],
      );
      if (rows.length === 0) return false;
    } else {
      const rows = await sqlRows<{ id: number }>(
        this.db,
        `INSERT INTO reports.report_execution_log (uuid, report_schedule_id, scheduled_dttm, start_dttm, state, error_message)
         SELECT $3, $4, $5, now(), 'Working', $6 WHERE ${FENCE} RETURNING id`,
        [claim.runId, claim.token, randomUUID(), claim.scheduleId, claim.scheduledAt, note],
      );
      if (rows.length === 0 || !(await this.claims.attachLog(claim, rows[0].id))) return false;
      claim.logId = rows[0].id;
    }
    await sqlRows(this.db, `UPDATE reports.report_schedule SET last_state = 'Working', last_eval_dttm = now() WHERE id = $3 AND ${FENCE}`, [
      claim.runId,
      claim.token,
      claim.scheduleId,
    ]);
    return true;
  }

  /** Records the outcome (an error after the run's note, if any) and ends the claim; false when the claim was lost meanwhile. */
  async close(claim: RunClaim, outcome: RunOutcome): Promise<boolean> {
    const values = [
      claim.runId,
      claim.token,
      claim.logId,
      outcome.state,
      outcome.value ?? null,
      outcome.valueRowJson ?? null,
      outcome.error ?? null,
    ];
    const rows = await sqlRows(
      this.db,
      `UPDATE reports.report_execution_log SET state = $4, end_dttm = now(), value = $5, value_row_json = $6,
         error_message = CASE WHEN $7::text IS NULL THEN error_message WHEN error_message IS NULL THEN $7::text ELSE error_message || E'\n' || $7::text END
       WHERE id = $3 AND ${FENCE} RETURNING id`,
      values,
    );
    if (rows.length === 0) return false;
    await sqlRows(
      this.db,
      `UPDATE reports.report_schedule SET last_state = $4, last_eval_dttm = now(), last_value = $5, last_value_row_json = $6
       WHERE id = $3 AND ${FENCE}`,
      [claim.runId, claim.token, claim.scheduleId, outcome.state, outcome.value ?? null, outcome.valueRowJson ?? null],
    );
    this.metrics.reportRuns.inc({ state: outcome.state });
    return this.claims.finish(claim, outcome.state === 'Error' ? 'failed' : 'done');
  }

  /** A run given up on because its holders died twice: logged as an Error without running it again. */
  async abandon(claim: RunClaim, message: string): Promise<void> {
    if (claim.logId === null) return;
    await sqlRows(
      this.db,
      `UPDATE reports.report_execution_log SET state = 'Error', end_dttm = now(), error_message = $4 WHERE id = $3 AND ${FENCE}`,
      [claim.runId, claim.token, claim.logId, message],
    );
    this.metrics.reportRuns.inc({ state: 'Error' });
    await sqlRows(this.db, `UPDATE reports.report_schedule SET last_state = 'Error', last_eval_dttm = now() WHERE id = $3 AND ${FENCE}`, [
      claim.runId,
      claim.token,
      claim.scheduleId,
    ]);
  }

  /** One log line for windows missed too long ago to run (the claim of the newest stands for all of them). */
  async skipped(claim: RunClaim, message: string): Promise<void> {
    await sqlRows(
      this.db,
      `INSERT INTO reports.report_execution_log (uuid, report_schedule_id, scheduled_dttm, start_dttm, end_dttm, state, error_message)
       SELECT $3, $4, $5, now(), now(), 'Error', $6 WHERE ${FENCE}`,
      [claim.runId, claim.token, randomUUID(), claim.scheduleId, claim.scheduledAt, message],
    );
  }

  /** Whether an alert mailed (a Success run) less than `seconds` ago, other than the current run. */
  async sentWithin(scheduleId: number, seconds: number, exceptLogId: number | null): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `SELECT 1 FROM reports.report_execution_log WHERE report_schedule_id = $1 AND state = 'Success'
       AND end_dttm > now() - $2 * interval '1 second' AND id <> $3 LIMIT 1`,
      [scheduleId, seconds, exceptLogId ?? -1],
    );
    return rows.length > 0;
  }

  /** Deletes log rows older than each schedule's `log_retention` days (0 keeps them). */
  async prune(): Promise<void> {
    await sqlRows(
      this.db,
      `DELETE FROM reports.report_execution_log l USING reports.report_schedule s
       WHERE l.report_schedule_id = s.id AND s.log_retention > 0 AND l.state <> 'Working'
       AND l.scheduled_dttm < now() - s.log_retention * interval '1 day'`,
    );
  }
}
