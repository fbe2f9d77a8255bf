export { AsyncEventClient, LAST_EVENT_ID_KEY } from './async-event-client';
export type { AsyncEventClientOptions } from './async-event-client';
export { isAsyncJob } from './async-event.types';
export type { AsyncEvent, AsyncJob, AsyncTransport } from './async-event.types';
export {
  absoluteSocketUrl,
  asyncEventClient,
  awaitAsyncJob,
  configureAsyncEvents,
  resetAsyncEventClient,
  waitForAsyncJob,
} from './async-events.instance';
export { asyncEventsSaga } from './async-events.saga';
