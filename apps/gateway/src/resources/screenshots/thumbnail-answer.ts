import { Screenshots } from '@tessera/contracts';
import type { BusClient } from '@tessera/platform';
import type { Response } from 'express';
import { sendImage, taskFields } from './screenshot-answers';

/**
 * Superset's thumbnail answer, the same for charts and dashboards: with `force`, 202 once drawing starts; a stale
 * digest is redirected to the current one; 202 while the picture is drawn; the PNG once it is there.
 */
export async function answerThumbnail(
  bus: BusClient,
  response: Response,
  thumbnail: { kind: 'chart' | 'dashboard'; objectId: number; digest: string; force: boolean },
): Promise<void> {
  const { kind, objectId, digest, force } = thumbnail;
  const reply = await bus.request(Screenshots.cache, { kind, objectId, purpose: 'thumbnail', force });
  if (force) return void response.status(202).json({ message: 'OK Async' });
  if (reply.digest !== digest) return response.redirect(302, `/api/v1/${kind}/${objectId}/thumbnail/${reply.digest}/`);
  if (reply.status !== 'Updated') return void response.status(202).json(taskFields(reply));
  const image = await bus.request(Screenshots.image, { kind, objectId, cacheKey: reply.cacheKey, format: 'png' });
  sendImage(response, image);
}
