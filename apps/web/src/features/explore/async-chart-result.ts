import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { ChartDataResponseResult } from '@tessera/viz';
import { waitForAsyncJob } from '../async-events';
import type { AsyncJob } from './explore.types';

/**
 * Waits for the result of a `202` chart query through the page's async event client (websocket
 * or polling). Stop cancels this saga, which unregisters the waiter.
 */
export function* waitForAsyncResult(job: AsyncJob): SagaIterator<ChartDataResponseResult[]> {
  const result: ChartDataResponseResult[] = yield call(waitForAsyncJob, job);
  return result;
}
