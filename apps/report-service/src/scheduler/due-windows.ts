import { occurrencesBetween } from '../schedules/cron-schedule';

/** What the scheduler needs to know about one active schedule to find its due windows. */
export interface ScheduleTiming {
  crontab: string;
  timezone: string;
  /** Windows at or before this instant are never due (creation, activation, a new cron or zone). */
  anchor: Date;
  /** The newest window already claimed (run, skipped or being run), if any. */
  lastClaimed: Date | null;
}

export interface DueWindows {
  /** Windows to run now, oldest first; `late` ones were missed while no scheduler ran. */
  run: { at: Date; late: boolean }[];
  /** Older missed windows, summed up in one log line rather than run. */
  skipped: { count: number; first: Date; last: Date; capped: boolean } | null;
}

export interface DuePolicy {
  /** A window younger than this when a tick sees it is on time. */
  onTimeMs: number;
  /** A missed window younger than this is run once, late; older ones are skipped. */
  catchUpMs: number;
}

/** Missed windows looked at per schedule in one tick; more are counted as "at least". */
const MAX_WINDOWS = 20_000;

/**
 * The windows of one schedule that are due at `now`: every window after the anchor and the last
 * claimed one. Windows seen on time all run. When none is on time, the newest missed window runs
 * once (late) if it is younger than the catch-up age; every other missed window is skipped, so a
 * cluster back from an outage sends one report, not one per window it slept through.
 */
export function dueWindows(timing: ScheduleTiming, now: Date, policy: DuePolicy): DueWindows {
  const after = timing.lastClaimed && timing.lastClaimed > timing.anchor ? timing.lastClaimed : timing.anchor;
  const windows = occurrencesBetween(timing.crontab, timing.timezone, after, now, MAX_WINDOWS);
  const onTime = windows.filter((at) => now.getTime() - at.getTime() <= policy.onTimeMs);
  const missed = windows.filter((at) => now.getTime() - at.getTime() > policy.onTimeMs);
  const run = onTime.map((at) => ({ at, late: false }));
  const newestMissed = missed.at(-1);
  if (onTime.length === 0 && newestMissed && now.getTime() - newestMissed.getTime() <= policy.catchUpMs) {
    run.push({ at: newestMissed, late: true });
    missed.pop();
  }
  const skipped =
    missed.length > 0
      ? { count: missed.length, first: missed[0], last: missed[missed.length - 1], capped: windows.length >= MAX_WINDOWS }
      : null;
  return { run, skipped };
}
