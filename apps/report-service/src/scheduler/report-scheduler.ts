import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { JsonLogger, TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { ReportScheduleEntity } from '../entities/report-schedule.entity';
import { dueWindows, type DuePolicy } from './due-windows';
import { RunClaims, type RunClaim } from '../claims/run-claims';
import { LEASE_MS, RunExecutor } from './run-executor';
import { RunLog } from './run-log';

/** A run is retried once by another replica when its holder dies, never more. */
const MAX_ATTEMPTS = 2;
/** Claims are kept this many days (each schedule's newest always), then pruned with the logs. */
const CLAIM_RETENTION_DAYS = 7;
/** How often (in ticks) old logs and claims are pruned. */
const PRUNE_EVERY_TICKS = 60;

/**
 * The scheduler every report-service replica runs. Each tick it finds the due windows of the active
 * schedules in their time zones, claims each window in the metadata store (only one replica's
 * insert succeeds), takes over runs whose holder stopped renewing its lease, and runs what it
 * claimed. Windows missed while no replica ran are run once, late, or logged as skipped.
 */
@Injectable()
export class ReportScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  readonly replica = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private readonly running = new Set<Promise<void>>();
  private ticks = 0;
  private stopped = false;
  private readonly policy: DuePolicy;
  private readonly tickMs: number;

  constructor(
    @InjectRepository(ReportScheduleEntity) private readonly schedules: Repository<ReportScheduleEntity>,
    private readonly claims: RunClaims,
    private readonly log: RunLog,
    private readonly executor: RunExecutor,
    private readonly logger: JsonLogger,
    @Inject(TESSERA_CONFIG) config: TesseraConfig,
  ) {
    this.tickMs = config.reports.tickSeconds * 1000;
    // A window is on time while a tick or two may still be on its way to it.
    this.policy = { onTimeMs: Math.max(60_000, 3 * this.tickMs), catchUpMs: config.reports.catchUpSeconds * 1000 };
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  // On module destroy, before the data source closes, so a tick in progress can finish its statements.
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking;
    // Runs still going keep their claims; if this process ends first, their leases run out and another replica retries them.
    await Promise.race([Promise.allSettled([...this.running]), new Promise((resolve) => setTimeout(resolve, 5000))]);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick()
        .catch((error) => this.logger.error('Report scheduler tick failed', { error: (error as Error).message }))
        .finally(() => {
          this.ticking = null;
          this.schedule(this.tickMs);
        });
    }, delayMs);
  }

  /** One look at the schedules: claim and start what is due; take over what was abandoned. */
  async tick(now = new Date()): Promise<void> {
    this.ticks += 1;
    await this.takeOver();
    const active = await this.schedules.find({ where: { active: true }, relations: { recipients: true } });
    const lastClaimed = await this.claims.lastClaimed();
    for (const schedule of active) {
      const due = dueWindows(
        {
          crontab: schedule.crontab,
          timezone: schedule.timezone,
          anchor: schedule.scheduleAnchor,
          lastClaimed: lastClaimed.get(schedule.id) ?? null,
        },
        now,
        this.policy,
      );
      if (due.skipped) await this.skip(schedule, due.skipped);
      for (const window of due.run) {
        const claim = await this.claims.claim(schedule.id, window.at, this.replica, LEASE_MS, { late: window.late });
        if (claim) this.start(claim, schedule);
      }
    }
    if (this.ticks % PRUNE_EVERY_TICKS === 1) {
      await this.log.prune();
      await this.claims.prune(CLAIM_RETENTION_DAYS);
    }
  }

  private async skip(schedule: ReportScheduleEntity, skipped: { count: number; first: Date; last: Date; capped: boolean }): Promise<void> {
    const claim = await this.claims.claim(schedule.id, skipped.last, this.replica, LEASE_MS, { status: 'skipped' });
    if (!claim) return;
    const count = `${skipped.capped ? 'at least ' : ''}${skipped.count} window${skipped.count === 1 ? '' : 's'}`;
    const span = skipped.count === 1 ? skipped.first.toISOString() : `${skipped.first.toISOString()} to ${skipped.last.toISOString()}`;
    const message = `Skipped: ${count} (${span}) passed while no scheduler was running, longer ago than the catch-up age`;
    await this.log.skipped(claim, message);
    this.logger.warn('Report windows skipped', {
      schedule: schedule.id,
      count: skipped.count,
      first: skipped.first.toISOString(),
      last: skipped.last.toISOString(),
    });
  }

  private async takeOver(): Promise<void> {
    const { taken, exhausted } = await this.claims.takeOverExpired(this.replica, LEASE_MS, MAX_ATTEMPTS);
    for (const claim of exhausted) {
      await this.log.abandon(
        claim,
        `The run was abandoned: the replicas running it stopped ${claim.attempt} times; it is not retried again`,
      );
    }
    if (taken.length === 0) return;
    const schedules = await this.schedules.find({ where: { id: In(taken.map((c) => c.scheduleId)) }, relations: { recipients: true } });
    for (const claim of taken) {
      const schedule = schedules.find((s) => s.id === claim.scheduleId);
      if (schedule) {
        this.logger.warn('Report run taken over from a stopped replica', {
          schedule: schedule.id,
          scheduled: claim.scheduledAt.toISOString(),
          attempt: claim.attempt,
        });
        this.start(claim, schedule);
      }
    }
  }

  private start(claim: RunClaim, schedule: ReportScheduleEntity): void {
    const run = this.executor
      .execute(claim, schedule)
      .catch((error) => this.logger.error('Report run failed', { schedule: schedule.id, error: (error as Error).message }))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }
}
