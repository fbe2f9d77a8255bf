import type { SagaIterator, Task } from 'redux-saga';
import { cancel, delay, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import {
  selectDashboard,
  selectMetadataRefreshFrequency,
  selectRefreshFrequency,
  selectVisibleChartIds,
  type StateWithDashboard,
} from './dashboard.selectors';
import {
  changesDiscarded,
  chartDataRefreshed,
  chartQuerySucceeded,
  chartRefreshRequested,
  dashboardRefreshRequested,
  dashboardSaveSucceeded,
  propertiesApplied,
  propertiesSaved,
  refreshFrequencyChanged,
  sessionRefreshFrequencyCleared,
} from './dashboard.slice';
import type { DashboardInfo } from './dashboard.types';

/** Superset's default window (ms) a timed refresh spreads the charts' queries over (`stagger_time`). */
export const DEFAULT_STAGGER_TIME_MS = 5000;
/** The window is never shorter than this share of the refresh period, so long periods spread wider. */
const STAGGER_SHARE_OF_PERIOD = 0.2;

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
}

/** `stagger_refresh` read as Superset reads it: absent means on, a boolean is itself, a string is on only as 'true'. */
export function staggerEnabled(value: unknown): boolean {
  if (value === undefined) return true;
  return typeof value === 'boolean' ? value : value === 'true';
}

/**
 * When (ms after the refresh starts) each of `count` charts queries: evenly from the first at once
 * to the last at the end of the window, the window being `stagger_time` (default 5000 ms) or 20 %
 * of the refresh period, whichever is longer (Superset's `fetchCharts`).
 */
export function staggerDelays(count: number, periodMs: number, staggerTime: unknown): number[] {
  const window = Math.max(periodMs * STAGGER_SHARE_OF_PERIOD, Number(staggerTime) || DEFAULT_STAGGER_TIME_MS);
  const gap = count > 1 ? window / (count - 1) : 0;
  return Array.from({ length: count }, (_, index) => Math.round(index * gap));
}

/** The charts a timed refresh queries: those on screen first, in on-screen order, then the others; never the immune ones. */
function chartsToRefresh(state: StateWithDashboard, immune: number[]): number[] {
  const excluded = new Set(immune);
  const visible = selectVisibleChartIds(state);
  const others = Object.keys(state.dashboard.chartStates)
    .map(Number)
    .filter((chartId) => !visible.includes(chartId));
  return [...visible, ...others].filter((chartId) => !excluded.has(chartId));
}

/** Asks each chart to query again at its own delay, so a timed refresh does not fire every query at once. */
function* refreshInTurn(chartIds: number[], delays: number[]): SagaIterator {
  let elapsed = 0;
  for (const [index, chartId] of chartIds.entries()) {
    const at = delays[index] ?? elapsed;
    if (at > elapsed) yield delay(at - elapsed);
    elapsed = at;
    yield put(chartRefreshRequested({ chartId }));
  }
}

/**
 * The dashboard's timed refresh: every refresh period (the session's pick, else `refresh_frequency`;
 * 0 is off) the charts but those in `timed_refresh_immune_slices` query again, staggered over the
 * window of {@link staggerDelays} unless `stagger_refresh` is false. Runs until cancelled.
 */
export function* periodicRefresh(): SagaIterator {
  const seconds: number = yield select(selectRefreshFrequency);
  if (seconds <= 0) return;
  const periodMs = seconds * 1000;
  for (;;) {
    yield delay(periodMs);
    const dashboard: DashboardInfo | null = yield select(selectDashboard);
    if (!dashboard) return;
    const immune = numbers(dashboard.metadata.timed_refresh_immune_slices);
    if (!staggerEnabled(dashboard.metadata.stagger_refresh)) {
      yield put(dashboardRefreshRequested({ excludedChartIds: immune }));
      continue;
    }
    const chartIds: number[] = yield select(chartsToRefresh, immune);
    // Forked so the next period counts from this refresh's start, as Superset's timers do.
    yield fork(refreshInTurn, chartIds, staggerDelays(chartIds.length, periodMs, dashboard.metadata.stagger_time));
  }
}

/** What may change the refresh period: the header's pick, the properties, a discard or save of the edits. */
const FREQUENCY_CHANGES = [
  refreshFrequencyChanged.type,
  propertiesApplied.type,
  propertiesSaved.type,
  changesDiscarded.type,
  dashboardSaveSucceeded.type,
];

/**
 * The timed refresh, started again whenever its period changes. A change of the metadata's
 * `refresh_frequency` (properties, discarded edits) also replaces the session's pick.
 */
export function* periodicRefreshFollowingProperties(): SagaIterator {
  let seconds: number = yield select(selectRefreshFrequency);
  let metadataSeconds: number = yield select(selectMetadataRefreshFrequency);
  let task: Task = yield fork(periodicRefresh);
  for (;;) {
    const action: { type: string } = yield take(FREQUENCY_CHANGES);
    const metadataNow: number = yield select(selectMetadataRefreshFrequency);
    if (metadataNow !== metadataSeconds && action.type !== refreshFrequencyChanged.type) yield put(sessionRefreshFrequencyCleared());
    metadataSeconds = metadataNow;
    const secondsNow: number = yield select(selectRefreshFrequency);
    if (secondsNow === seconds) continue;
    seconds = secondsNow;
    yield cancel(task);
    task = yield fork(periodicRefresh);
  }
}

function* noteFreshData(action: ReturnType<typeof chartQuerySucceeded>): SagaIterator {
  const { chartId, seq } = action.payload;
  // An answer the chart no longer waited for (superseded) changed nothing on screen.
  const current: boolean = yield select((state: StateWithDashboard) => state.dashboard.chartStates[chartId]?.requestSeq === seq);
  if (current) yield put(chartDataRefreshed({ at: Date.now() }));
}

/** Records when a chart last received fresh data, for the header's 'Last updated' label. */
export function* recordLastRefresh(): SagaIterator {
  yield takeEvery(chartQuerySucceeded.type, noteFreshData);
}
