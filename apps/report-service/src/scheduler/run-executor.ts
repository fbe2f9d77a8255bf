import { Injectable } from '@nestjs/common';
import { JsonLogger, runWithRequestContext, serverText } from '@tessera/platform';
import { AlertQuery } from '../alerts/alert-query';
import { evaluateAlert } from '../alerts/alert-condition';
import { Notification } from '../delivery/notification';
import { OwnerCaller } from '../delivery/owner-caller';
import { failedChartsText, ReportContentBuilder } from '../delivery/report-content';
import { parseObject } from '../schedules/report.mapper';
import type { ReportScheduleEntity } from '../entities/report-schedule.entity';
import type { ReportValidatorConfig } from '@tessera/contracts';
import { RunClaims, type RunClaim } from '../claims/run-claims';
import { RunLog, type RunOutcome } from './run-log';

/** How long a claim lives without a heartbeat: a dead replica's run moves on after this. */
export const LEASE_MS = 60_000;
const HEARTBEAT_MS = LEASE_MS / 3;

/**
 * Runs one claimed window of a schedule: log Working, keep the lease alive, do the work as the
 * schedule's owner within its working timeout, then record the outcome — unless the claim was
 * taken over meanwhile, in which case this holder stops and writes nothing more.
 */
@Injectable()
export class RunExecutor {
  constructor(
    private readonly claims: RunClaims,
    private readonly log: RunLog,
    private readonly owners: OwnerCaller,
    private readonly content: ReportContentBuilder,
    private readonly alerts: AlertQuery,
    private readonly notification: Notification,
    private readonly logger: JsonLogger,
  ) {}

  async execute(claim: RunClaim, schedule: ReportScheduleEntity): Promise<void> {
    const note = claim.late
      ? `Late: this window passed while no scheduler was running; it is run once, now`
      : claim.attempt > 1
        ? `Retry ${claim.attempt - 1}: the replica running this window stopped`
        : null;
    if (!(await this.log.open(claim, note))) return;
    const lost = new AbortController();
    const heartbeat = setInterval(() => {
      this.claims.renew(claim, LEASE_MS).then(
        (kept) => kept || lost.abort(),
        (error) => this.logger.warn('Report run heartbeat failed', { error: (error as Error).message, run: claim.runId }),
      );
    }, HEARTBEAT_MS);
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<RunOutcome>((resolve) => {
        timer = setTimeout(
          () =>
            resolve({
              state: 'Error',
              error: `The run took longer than its working timeout of ${schedule.workingTimeout} s and was ended`,
            }),
          schedule.workingTimeout * 1000,
        );
      });
      const outcome = await Promise.race([this.work(claim, schedule), timeout]);
      if (lost.signal.aborted) return;
      if (!(await this.log.close(claim, outcome)))
        this.logger.warn('Report run lost its claim before recording its outcome', { run: claim.runId });
      this.logger.info('Report run ended', {
        schedule: schedule.id,
        scheduled: claim.scheduledAt.toISOString(),
        state: outcome.state,
        late: claim.late,
        attempt: claim.attempt,
      });
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timer);
    }
  }

  /** The run's work as the owner; any failure is an Error outcome carrying its message. */
  private async work(claim: RunClaim, schedule: ReportScheduleEntity): Promise<RunOutcome> {
    try {
      const { caller, locale } = await this.owners.of(schedule);
      // The owner's language: the email's texts, and the run log's, which the owner reads.
      return await runWithRequestContext({ requestId: `report-${schedule.id}-${claim.runId}-${claim.attempt}`, caller, locale }, () =>
        schedule.type === 'Alert' ? this.alert(claim, schedule) : this.report(claim, schedule),
      );
    } catch (error) {
      return { state: 'Error', error: (error as Error).message };
    }
  }

  private async report(claim: RunClaim, schedule: ReportScheduleEntity): Promise<RunOutcome> {
    const content = await this.content.build(schedule);
    const refusals = await this.notification.send(claim, schedule, content, null);
    // A screenshot with a failed chart was mailed (naming it), but the run is not a success.
    const problems = [...refusals, ...(content.failedCharts.length > 0 ? [failedChartsText(content.failedCharts)] : [])];
    return problems.length > 0 ? { state: 'Error', error: problems.join('\n') } : { state: 'Success' };
  }

  private async alert(claim: RunClaim, schedule: ReportScheduleEntity): Promise<RunOutcome> {
    const rows = await this.alerts.run(schedule.databaseId as number, schedule.sql ?? '');
    const config = schedule.validatorConfigJson ? (parseObject(schedule.validatorConfigJson) as unknown as ReportValidatorConfig) : null;
    const verdict = evaluateAlert(rows, schedule.validatorType ?? 'not null', config);
    const measured = { value: verdict.value, valueRowJson: verdict.valueRowJson };
    if (!verdict.triggered) return { state: 'Not triggered', ...measured };
    if (await this.log.sentWithin(schedule.id, schedule.gracePeriod, claim.logId)) return { state: 'On Grace', ...measured };
    const content = await this.content.build(schedule);
    const returned = verdict.value ?? verdict.valueRowJson ?? serverText('a value');
    const detail =
      schedule.validatorType === 'operator' && config
        ? serverText('The alert fired: the query returned %s, which is %s.', returned, `${config.op} ${config.threshold}`)
        : serverText('The alert fired: the query returned %s, which is not empty.', returned);
    const refusals = await this.notification.send(claim, schedule, content, detail);
    return refusals.length > 0 ? { state: 'Error', error: refusals.join('\n'), ...measured } : { state: 'Success', ...measured };
  }
}
