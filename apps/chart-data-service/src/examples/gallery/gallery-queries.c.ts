/**
 * Saved query objects of the last gallery group's chart types: the same shapes the web's plugins
 * build from the same form data (server code may not import `libs/viz`).
 */
import { timeseriesQueries, type FormData, type QueryObject } from '../example-query-objects';

/** `mixed_timeseries`: query A's time series, then query B's from its `_b` fields over the same x-axis. */
export function mixedTimeseriesQueries(formData: FormData): QueryObject[] {
  const a = Object.fromEntries(Object.entries(formData).filter(([key]) => !key.endsWith('_b')));
  const b = {
    ...a,
    ...Object.fromEntries(Object.entries(formData).flatMap(([key, value]) => (key.endsWith('_b') ? [[key.slice(0, -2), value]] : []))),
  };
  return [...timeseriesQueries(a), ...timeseriesQueries(b)];
}
