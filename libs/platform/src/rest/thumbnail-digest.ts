import { createHash } from 'node:crypto';
import { currentRequestContext } from '../logging/request-context';

/** The objects that have thumbnails. */
export type ThumbnailKind = 'chart' | 'dashboard';

/**
 * Superset's thumbnail digest: it changes whenever the object does (its `changed_on`) and differs per
 * executor. Tessera renders thumbnails as the requesting user (Superset's `THUMBNAIL_EXECUTORS` set to
 * the current user), so the user is part of the digest: two users never share a picture, which may
 * show different rows under row-level security.
 */
export function thumbnailDigest(kind: ThumbnailKind, id: number, changedOn: Date | string, executorId: number | null): string {
  const changed = typeof changedOn === 'string' ? new Date(changedOn).toISOString() : changedOn.toISOString();
  return createHash('md5')
    .update(`${kind}\n${id}\n${changed}\n${executorId ?? 'anonymous'}`)
    .digest('hex');
}

/** `thumbnail_url` of a chart or dashboard as the caller of the current request sees it. */
export function thumbnailUrl(kind: ThumbnailKind, id: number, changedOn: Date): string {
  const executorId = currentRequestContext()?.caller?.userId ?? null;
  return `/api/v1/${kind}/${id}/thumbnail/${thumbnailDigest(kind, id, changedOn, executorId)}/`;
}
