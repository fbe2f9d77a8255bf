import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go out raw: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers that must reach the client as they are written. `compression` holds output in zlib until
 * it has a block to send (or until `res.flush()`), so a CSV export would arrive in bursts and its
 * pacing (the SQL service writes ahead only as far as the client has taken) would follow the
 * compressor instead of the client. Flushing per chunk would keep the pace but compress each small
 * chunk on its own, for little gain; leaving these raw is the safe choice. Server-sent events are
 * listed for the same reason: a progress event held back in a buffer is a late event.
 */
const STREAMED_TYPES = /^\s*(text\/csv|text\/event-stream)\b/i;

/** Whether an answer of this `Content-Type` is streamed and so must go out uncompressed. */
export function isStreamedType(contentType: string | number | string[] | undefined): boolean {
  return typeof contentType === 'string' && STREAMED_TYPES.test(contentType);
}

/**
 * Brotli or gzip (by `Accept-Encoding`) for answers above the threshold, with `Vary: Accept-Encoding`.
 * Pre-compressed assets already carry `Content-Encoding` and are passed through as they are.
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (request: Request, response: Response) =>
      !isStreamedType(response.getHeader('Content-Type')) && compression.filter(request, response),
  });
}
