import { once } from 'node:events';
import {
  CSV_EXPORT_IDLE_MS,
  CSV_EXPORT_TTL_SECONDS,
  csvExportKeys,
  ErrorCode,
  TesseraError,
  type CsvExportEnd,
  type CsvExportStart,
} from '@tessera/contracts';
import type { KeyValueStore } from '@tessera/platform';
import type { Response } from 'express';
import { serverText } from '@tessera/platform';

/** Longest wait between two looks for the next chunk. */
const POLL_MS = 50;
/** Set when the export holds only the first rows of the query, cut at this limit. */
export const ROW_LIMIT_HEADER = 'X-Row-Limit';

/**
 * Sends a CSV export to the client chunk by chunk as the SQL service writes them to the shared
 * store, acknowledging each taken chunk so the writer stays at most a window ahead.
 */
export async function streamCsvExport(store: KeyValueStore, start: CsvExportStart, response: Response): Promise<void> {
  const keys = csvExportKeys(start.exportId);
  let index = 0;
  let lastProgress = Date.now();
  // Short waits while the writer keeps coming, longer ones when it is slow: a fixed 50 ms would cap the stream
  // at a window of chunks per look.
  let waitMs = 1;
  const begin = () => {
    if (response.headersSent) return;
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${start.filename}"`);
    // A file cut at the row limit says so: the rows it holds are not all the query returns.
    if (start.rowLimit !== null) response.setHeader(ROW_LIMIT_HEADER, String(start.rowLimit));
  };
  // The acknowledgement of the last chunk travels while the next one is asked for (one round trip per chunk, not
  // two); it is awaited before the next one, so a store that fails still fails the request.
  let acknowledged: Promise<unknown> = Promise.resolve();
  while (!response.destroyed) {
    const chunk = await store.getBytes(keys.chunk(index));
    await acknowledged;
    if (chunk !== null) {
      begin();
      if (!response.write(chunk)) await once(response, 'drain');
      index += 1;
      acknowledged = Promise.all([store.delete(keys.chunk(index - 1)), store.set(keys.taken, String(index), CSV_EXPORT_TTL_SECONDS)]);
      acknowledged.catch(() => undefined);
      lastProgress = Date.now();
      waitMs = 1;
      continue;
    }
    const endText = await store.get(keys.end);
    if (endText !== null) {
      const end = JSON.parse(endText) as CsvExportEnd;
      if (index < end.chunks) continue;
      if (end.error && !response.headersSent) throw new TesseraError(ErrorCode.BAD_REQUEST, end.error);
      break;
    }
    if (Date.now() - lastProgress > CSV_EXPORT_IDLE_MS) {
      if (!response.headersSent) throw new TesseraError(ErrorCode.TIMEOUT, serverText('The CSV export did not start in time'));
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    waitMs = Math.min(POLL_MS, waitMs * 2);
  }
  begin();
  response.end();
}
