import { createHash } from 'node:crypto';
import type { ScreenshotKind, ScreenshotPurpose, ScreenshotStatus } from '@tessera/contracts';

type Size = [number, number];

/** Superset's sizes: a chart is drawn 800×600 and kept so; a dashboard is drawn 1600×1200 and its thumbnail kept at 800×600. */
const DEFAULT_WINDOW: Record<ScreenshotKind, Size> = { chart: [800, 600], dashboard: [1600, 1200] };
const THUMBNAIL: Size = [800, 600];

/** How a picture is taken: the window, the device scale that makes it `thumb` wide, and whether only the window is kept. */
export interface ScreenshotShape {
  window: Size;
  thumb: Size;
  scale: number;
  viewportOnly: boolean;
}

export function screenshotShape(
  kind: ScreenshotKind,
  purpose: ScreenshotPurpose,
  windowSize: number[] | undefined,
  thumbSize: number[] | undefined,
): ScreenshotShape {
  const window: Size = purpose === 'thumbnail' || !windowSize ? DEFAULT_WINDOW[kind] : [windowSize[0], windowSize[1]];
  const thumb: Size = purpose === 'thumbnail' ? (kind === 'chart' ? window : THUMBNAIL) : thumbSize ? [thumbSize[0], thumbSize[1]] : window;
  // A dashboard's thumbnail is its first screen, as a card cover shows it; a chart is its whole drawing.
  return { window, thumb, scale: thumb[0] / window[0], viewportOnly: kind === 'dashboard' && purpose === 'thumbnail' };
}

/** The cache key of one picture: the object as the caller sees it now (its digest), how it is taken, and the state shown. */
export function screenshotCacheKey(
  kind: ScreenshotKind,
  objectId: number,
  digest: string,
  purpose: ScreenshotPurpose,
  shape: ScreenshotShape,
  state: Record<string, unknown> | undefined,
): string {
  return createHash('md5')
    .update(JSON.stringify([kind, objectId, digest, purpose, shape.window, shape.thumb, state ?? null]))
    .digest('hex');
}

/** What the cache holds about one picture. */
export interface ScreenshotEntry {
  status: ScreenshotStatus;
  updatedAt: string;
  /** The user the picture was rendered as; nobody else is given it. */
  userId: number;
  kind: ScreenshotKind;
  objectId: number;
  /** The PNG, base64, once `Updated`. */
  image?: string;
  error?: string;
}

/** A failed render is tried again only after this long, unless forced (Superset's THUMBNAIL_ERROR_CACHE_TTL). */
export const ERROR_RETRY_SECONDS = 24 * 3600;

/** Superset's `should_trigger_task`: forced, never asked for (or still pending), or an error old enough to try again. */
export function shouldRender(entry: ScreenshotEntry | null, force: boolean, now = Date.now()): boolean {
  if (force || !entry || entry.status === 'Pending') return true;
  return entry.status === 'Error' && now - Date.parse(entry.updatedAt) >= ERROR_RETRY_SECONDS * 1000;
}
