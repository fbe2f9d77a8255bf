import { badRequest, notFound, type ScreenshotCacheReply, type ScreenshotImageReply } from '@tessera/contracts';
import type { TesseraConfig } from '@tessera/platform';
import type { Response } from 'express';
import { decodeQueryObject } from '../../rest/rison-query';
import { serverText } from '@tessera/platform';

/** Superset's flags: thumbnails (and chart screenshots) behind THUMBNAILS, dashboard screenshots behind ENABLE_DASHBOARD_SCREENSHOT_ENDPOINTS too. */
export const THUMBNAILS_FLAG = 'THUMBNAILS';
export const DASHBOARD_SCREENSHOTS_FLAG = 'ENABLE_DASHBOARD_SCREENSHOT_ENDPOINTS';

/** A route behind a flag that is off answers as a route that does not exist would (Superset's `validate_feature_flags`). */
export function requireFlags(config: TesseraConfig, ...flags: string[]): void {
  if (flags.some((flag) => config.featureFlags[flag] !== true)) throw notFound(serverText('Not found'));
}

/** A digest or cache key in a path: anything but 32 hexadecimal characters names nothing cached. */
export function requireDigest(digest: string): string {
  if (!/^[0-9a-f]{32}$/.test(digest)) throw notFound(serverText('Not found'));
  return digest;
}

export interface ScreenshotQuery {
  force: boolean;
  windowSize?: number[];
  thumbSize?: number[];
}

/** `q=(force:!t,window_size:!(800,600),thumb_size:!(400,300))` (Superset's `screenshot_query_schema`). */
export function parseScreenshotQuery(q: unknown, allowed: readonly string[] = ['force', 'window_size', 'thumb_size']): ScreenshotQuery {
  const query = decodeQueryObject(q, allowed);
  if (query.force !== undefined && typeof query.force !== 'boolean')
    throw badRequest(serverText('Not a valid rison schema: force must be a boolean'));
  return {
    force: query.force === true,
    windowSize: size(query.window_size, 'window_size'),
    thumbSize: size(query.thumb_size, 'thumb_size'),
  };
}

function size(value: unknown, name: string): number[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => Number.isInteger(n) && n >= 100 && n <= 4000)) {
    throw badRequest(
      serverText('Not a valid rison schema: %s must be two whole numbers of pixels from 100 to 4000, like !(800,600)', name),
    );
  }
  return value as number[];
}

/** The state part of Superset's answers about a cached picture. */
export function taskFields(reply: ScreenshotCacheReply) {
  return { task_updated_at: reply.updatedAt, task_status: reply.status };
}

/** Superset answers 202 while a picture is being made (the task it started), 200 when none is: it is there, or failed recently. */
export function cacheStatus(reply: ScreenshotCacheReply): 200 | 202 {
  return reply.status === 'Updated' || reply.status === 'Error' ? 200 : 202;
}

export function sendImage(response: Response, image: ScreenshotImageReply, filename?: string): void {
  response.status(200).type(image.contentType);
  // Each picture belongs to the user it was drawn for: no shared cache may keep it.
  response.setHeader('Cache-Control', 'private, max-age=0');
  if (filename) response.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  response.send(Buffer.from(image.base64, 'base64'));
}

export const absolute = (config: TesseraConfig, path: string) => new URL(path, `${config.reports.publicUrl}/`).toString();
