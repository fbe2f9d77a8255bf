import { useEffect, useState } from 'react';
import { toClientError } from '../../../../api';
import { resolvedRangeLabel } from './resolved-range-label';
import { resolveTimeRange } from './time-range.api';

/** How long typing must pause before the range is resolved, so each keystroke does not call the server. */
export const PREVIEW_DEBOUNCE_MS = 300;

export type TimeRangePreview = { status: 'pending' } | { status: 'resolved'; text: string } | { status: 'failed'; error: string };

/** The server's reading of `timeRange` (`since ≤ col < until`), refreshed a moment after it stops changing. */
export function useTimeRangePreview(timeRange: string): TimeRangePreview {
  const [preview, setPreview] = useState<TimeRangePreview>({ status: 'pending' });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      resolveTimeRange(timeRange, controller.signal).then(
        (resolved) => !controller.signal.aborted && setPreview({ status: 'resolved', text: resolvedRangeLabel(resolved) }),
        (error: unknown) => !controller.signal.aborted && setPreview({ status: 'failed', error: toClientError(error).message }),
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [timeRange]);

  return preview;
}
