/** What asking for a thumbnail answered: the picture, "being drawn" (202), or nothing to show. */
export type ThumbnailAnswer = { kind: 'image'; blob: Blob } | { kind: 'rendering' } | { kind: 'none' };

/**
 * One ask for a chart's or dashboard's thumbnail (`thumbnail_url`): the server answers 202 while it
 * draws it, follows a stale digest to the current one (302), and sends the PNG once it is there. The
 * JSON client reads no images, so this is a plain same-origin fetch with the session's cookie.
 */
export async function fetchThumbnail(url: string, signal: AbortSignal): Promise<ThumbnailAnswer> {
  const response = await fetch(url, { credentials: 'same-origin', signal, headers: { Accept: 'image/png, application/json' } });
  if (response.status === 202) return { kind: 'rendering' };
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith('image/'))
    return { kind: 'image', blob: await response.blob() };
  return { kind: 'none' };
}
