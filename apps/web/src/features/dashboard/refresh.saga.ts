import type { SagaIterator, Task } from 'redux-saga';
import { cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import { selectDashboard } from './dashboard.selectors';
import { dashboardRefreshRequested, propertiesApplied, propertiesSaved } from './dashboard.slice';
import type { DashboardInfo } from './dashboard.types';

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
}

/**
 * The dashboard's timed refresh: every `refresh_frequency` seconds (0, the default, is off) all
 * charts query again except those in `timed_refresh_immune_slices`. Runs until cancelled.
 */
export function* periodicRefresh(): SagaIterator {
  const dashboard: DashboardInfo | null = yield select(selectDashboard);
  const seconds = Number(dashboard?.metadata.refresh_frequency ?? 0);
  if (!dashboard || !Number.isFinite(seconds) || seconds <= 0) return;
  const excludedChartIds = numbers(dashboard.metadata.timed_refresh_immune_slices);
  for (;;) {
    yield delay(seconds * 1000);
    yield put(dashboardRefreshRequested({ excludedChartIds }));
  }
}

/** The timed refresh, started again whenever the properties modal changes the metadata (and so perhaps the frequency). */
export function* periodicRefreshFollowingProperties(): SagaIterator {
  let task: Task = yield fork(periodicRefresh);
  for (;;) {
    yield take([propertiesApplied.type, propertiesSaved.type]);
    yield cancel(task);
    task = yield fork(periodicRefresh);
  }
}
