import { hostname } from 'node:os';

/** The process that runs a query (`host:pid`), recorded in the query's `extra.worker` so operators can find it. */
export const WORKER_IDENTITY = `${hostname()}:${process.pid}`;
