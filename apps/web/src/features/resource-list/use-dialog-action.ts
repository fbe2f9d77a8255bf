import { useCallback, useRef, useState } from 'react';

/**
 * A dialog opened by a bulk action. The list view clears its selection when an action's promise
 * settles, so `open` answers a promise that settles only when the dialog closes: the rows stay
 * selected behind the dialog, and are cleared once it has done its work or was cancelled.
 */
export function useDialogAction<V>(): { value: V | null; open: (value: V) => Promise<void>; close: () => void } {
  const [value, setValue] = useState<V | null>(null);
  const settle = useRef<(() => void) | null>(null);
  const open = useCallback((next: V) => {
    settle.current?.();
    setValue(() => next);
    return new Promise<void>((resolve) => {
      settle.current = resolve;
    });
  }, []);
  const close = useCallback(() => {
    setValue(null);
    settle.current?.();
    settle.current = null;
  }, []);
  return { value, open, close };
}
