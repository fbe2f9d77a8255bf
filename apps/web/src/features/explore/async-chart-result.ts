import type { SagaIterator } from 'redux-saga';
import { call, delay } from 'redux-saga/effects';
import type { ChartDataResponseResult } from '@tessera/viz';
import { ApiError } from '../../api';
import { t } from '../../i18n';
import { fetchAsyncEvents, fetchAsyncResult } from './explore.api';
import type { AsyncEvent, AsyncJob } from './explore.types';

/** Polling delay of the async event transport (spec part 1 §9). */
export const ASYNC_POLL_DELAY_MS = 500;

/**
 * Waits for the event of `job` by polling `/api/v1/async_event/` from the last seen event id, then
 * fetches the result from the event's `result_url`; an error event fails with its message.
 */
export function* waitForAsyncResult(job: AsyncJob): SagaIterator<ChartDataResponseResult[]> {
  let lastId: string | null = null;
  for (;;) {
    const events: AsyncEvent[] = yield call(fetchAsyncEvents, lastId);
    const last = events[events.length - 1];
    if (last) lastId = last.id;
    const mine = events.find((event) => event.job_id === job.job_id);
    if (mine?.status === 'done' && mine.result_url) {
      const result: ChartDataResponseResult[] = yield call(fetchAsyncResult, mine.result_url);
      return result;
    }
    if (mine?.status === 'error') {
      const message = mine.errors?.[0]?.message ?? t('Sorry, an error occurred');
      throw new ApiError({ message, errorType: mine.errors?.[0]?.error_type ?? undefined, errors: [] });
    }
    yield delay(ASYNC_POLL_DELAY_MS);
  }
}
