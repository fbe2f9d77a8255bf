import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import { fetchExamplesLoading } from './examples.api';
import { examplesStatusReceived, examplesWatchRequested, examplesWatchStopped } from './examples.slice';

/** How often a page showing the loading notice asks again. */
export const EXAMPLES_POLL_MS = 2_000;

/** Asks until the examples are no longer loading; a failed ask counts as "not loading" (the lists say what is wrong). */
export function* pollExamplesStatus(): SagaIterator {
  for (;;) {
    let loading = false;
    try {
      loading = yield call(fetchExamplesLoading);
    } catch {
      loading = false;
    }
    yield put(examplesStatusReceived({ loading }));
    if (!loading) return;
    yield delay(EXAMPLES_POLL_MS);
  }
}

export function* watchExamples(): SagaIterator {
  yield race({ polled: call(pollExamplesStatus), stopped: take(examplesWatchStopped.type) });
}

export function* examplesSaga(): SagaIterator {
  yield takeLatest(examplesWatchRequested.type, watchExamples);
}
