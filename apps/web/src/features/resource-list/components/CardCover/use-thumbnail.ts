import { useEffect, useState } from 'react';
import { fetchThumbnail } from '../../thumbnail.api';

/** How often, and how many times, a cover asks again while its picture is being drawn. */
export const THUMBNAIL_POLL_MS = 2000;
export const THUMBNAIL_POLLS = 45;

export type ThumbnailState = { status: 'rendering' } | { status: 'ready'; src: string } | { status: 'none' };

/**
 * The picture behind `url` as an object URL, asked for again while the server draws it; `none` when
 * there is no address, the server has nothing to show, or it took too long. The URL is released
 * when the card goes or its address changes.
 */
export function useThumbnail(url: string | null): ThumbnailState {
  const [state, setState] = useState<ThumbnailState>(url ? { status: 'rendering' } : { status: 'none' });
  useEffect(() => {
    if (!url) {
      setState({ status: 'none' });
      return undefined;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'rendering' });
    const ask = async (polls: number): Promise<void> => {
      const answer = await fetchThumbnail(url, controller.signal).catch(() => ({ kind: 'none' as const }));
      if (controller.signal.aborted) return;
      if (answer.kind === 'image') {
        objectUrl = URL.createObjectURL(answer.blob);
        setState({ status: 'ready', src: objectUrl });
      } else if (answer.kind === 'rendering' && polls > 1) {
        timer = setTimeout(() => void ask(polls - 1), THUMBNAIL_POLL_MS);
      } else {
        setState({ status: 'none' });
      }
    };
    void ask(THUMBNAIL_POLLS);
    return () => {
      controller.abort();
      clearTimeout(timer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
