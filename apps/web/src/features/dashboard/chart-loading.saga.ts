import type { Task } from 'redux-saga';
import { channel, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, cancel, fork, put, race, select, take } from 'redux-saga/effects';
import { getChartPlugin, type QueryFormData } from '@tessera/viz';
import { toClientError } from '../../api';
import { configLoaded } from '../config';
import { requireChartPlugin } from '../dynamic-plugins';
import { chartQueryConcurrency, fetchChartData } from './chart-data.api';
import { selectChartJobs, type ChartJob, type StateWithDashboard } from './dashboard.selectors';
import {
  chartQueryCancelled,
  chartQueryFailed,
  chartQueryStarted,
  chartQuerySucceeded,
  allChartsRequested,
  chartInViewChanged,
  chartRefreshRequested,
  crossFilterChanged,
  crossFilterRemoved,
  dashboardLeft,
  filtersConfigSaved,
  dashboardLoaded,
  dashboardRefreshRequested,
  dashboardRequested,
  filtersApplied,
  filtersCleared,
  tabActivated,
} from './dashboard.slice';

/** Anything that may change which charts need a query (the product settings may turn lazy loading off). */
const TRIGGERS = [
  configLoaded.type,
  dashboardRequested.type,
  dashboardLoaded.type,
  tabActivated.type,
  filtersApplied.type,
  filtersCleared.type,
  crossFilterChanged.type,
  crossFilterRemoved.type,
  filtersConfigSaved.type,
  chartRefreshRequested.type,
  chartInViewChanged.type,
  allChartsRequested.type,
  dashboardRefreshRequested.type,
  dashboardLeft.type,
];

let lastSeq = 0;

/** Numbers every chart request, so an answer to an older request can be told apart. */
export function nextRequestSeq(): number {
  lastSeq += 1;
  return lastSeq;
}

/** The chart-data request body for a chart with the dashboard's filters, built by its plugin. */
export function buildChartQuery(formData: Record<string, unknown>, vizType: string, job: ChartJob, dashboardId: number | undefined) {
  const plugin = getChartPlugin(vizType);
  const merged = {
    ...formData,
    viz_type: vizType,
    extra_form_data: job.extraFormData,
    dashboardId,
    force: job.force,
  } as unknown as QueryFormData;
  return plugin.buildQuery(merged);
}

/** One chart's query: started, then answered or failed; cancelled when the saga is cancelled. */
export function* runChartQuery(job: ChartJob, seq: number): SagaIterator {
  const state: StateWithDashboard = yield select();
  const chart = state.dashboard.charts[job.chartId];
  if (!chart) return;
  yield put(chartQueryStarted({ chartId: job.chartId, seq, filtersKey: job.filtersKey }));
  try {
    // A chart of a plugin loaded at run time waits for its bundle, and fails with the reason when it did not load.
    yield call(requireChartPlugin, chart.vizType);
    const context = buildChartQuery(chart.formData, chart.vizType, job, state.dashboard.dashboard?.id);
    const result: unknown[] = yield call(fetchChartData, context, {
      sliceId: chart.id,
      dashboardId: state.dashboard.dashboard?.id,
      force: job.force,
    });
    yield put(chartQuerySucceeded({ chartId: job.chartId, seq, queriesResponse: result }));
  } catch (error) {
    yield put(chartQueryFailed({ chartId: job.chartId, seq, error: toClientError(error) }));
  }
}

interface Running {
  task: Task;
  seq: number;
  filtersKey: string;
}

function* runAndReport(job: ChartJob, seq: number, done: Channel<{ chartId: number; seq: number }>): SagaIterator {
  try {
    yield call(runChartQuery, job, seq);
  } finally {
    yield put(done, { chartId: job.chartId, seq });
  }
}

/**
 * Runs the dashboard's chart queries: only charts in the selected tabs, those on screen first, in
 * layout order, at most `maxConcurrent` at a time (many on the shared chart-data socket, a few over
 * HTTP). Whenever the tab, the filters or the dashboard change, requests that are no longer wanted
 * are cancelled (on the server too) and the queue is rebuilt.
 */
export function* chartLoadingSaga(maxConcurrent: number | (() => number) = chartQueryConcurrency): SagaIterator {
  const limit = typeof maxConcurrent === 'number' ? () => maxConcurrent : maxConcurrent;
  const triggers = yield actionChannel(TRIGGERS);
  const done: Channel<{ chartId: number; seq: number }> = yield call(channel);
  const running = new Map<number, Running>();
  let queue: ChartJob[] = [];

  for (;;) {
    const { trigger, finished } = yield race({ trigger: take(triggers), finished: take(done) });
    if (finished) {
      if (running.get(finished.chartId)?.seq === finished.seq) running.delete(finished.chartId);
    } else {
      const wanted: ChartJob[] = trigger.type === dashboardLeft.type ? [] : yield select(selectChartJobs);
      const wantedKeys = new Map(wanted.map((job) => [job.chartId, job.filtersKey]));
      for (const [chartId, entry] of [...running]) {
        if (wantedKeys.get(chartId) === entry.filtersKey && !wanted.find((job) => job.chartId === chartId)?.force) continue;
        running.delete(chartId);
        yield cancel(entry.task);
        yield put(chartQueryCancelled({ chartId, seq: entry.seq }));
      }
      queue = wanted.filter((job) => !running.has(job.chartId));
    }
    while (running.size < limit() && queue.length > 0) {
      const job = queue.shift() as ChartJob;
      const seq: number = yield call(nextRequestSeq);
      const task: Task = yield fork(runAndReport, job, seq, done);
      running.set(job.chartId, { task, seq, filtersKey: job.filtersKey });
    }
  }
}
