import { useEffect, useState } from 'react';
import { toClientError } from '../../api';

export type RequestState<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; message: string };

/** Runs `load` when `deps` change and tracks its outcome; a stale answer never overwrites a newer one. */
export function useRequest<T>(load: () => Promise<T>, deps: readonly unknown[]): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'done', value }),
      (error: unknown) => current && setState({ status: 'failed', message: toClientError(error).message }),
    );
    return () => {
      current = false;
    };
  }, deps);
  return state;
}
