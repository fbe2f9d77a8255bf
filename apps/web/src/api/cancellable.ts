import { CANCEL } from 'redux-saga';

/**
 * Starts `run` with an abort signal and marks the promise so that redux-saga aborts the request
 * when the saga that `call`ed it is cancelled (a superseded `takeLatest` load, a lost `race`).
 */
export function cancellable<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  return Object.assign(run(controller.signal), { [CANCEL]: () => controller.abort() });
}
