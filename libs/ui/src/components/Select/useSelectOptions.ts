import { useCallback, useEffect, useRef, useState } from 'react';
import type { SelectOption } from '../../types';
import type { SelectOptionsSource, SelectValue } from './select.types';

interface OptionsState<V extends SelectValue> {
  options: SelectOption<V>[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
}

export interface UseSelectOptionsResult<V extends SelectValue> extends OptionsState<V> {
  /** Fetches the next server page when there is one and none is in flight. */
  loadMore: () => void;
}

function matches(option: SelectOption, search: string): boolean {
  return option.label.toLowerCase().includes(search.trim().toLowerCase());
}

/**
 * The options to show for `search`: fixed options are filtered locally; a loader is asked for page 0
 * whenever the (debounced) search changes while open, and for further pages through `loadMore`.
 * Answers for a superseded search are dropped.
 */
export function useSelectOptions<V extends SelectValue>(
  source: SelectOptionsSource<V>,
  search: string,
  open: boolean,
  pageSize: number,
  debounceMs: number,
): UseSelectOptionsResult<V> {
  const isLoader = typeof source === 'function';
  const [state, setState] = useState<OptionsState<V>>({ options: [], loading: false, error: null, hasMore: false });
  const request = useRef({ search: '', page: 0, generation: 0, inFlight: false });
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const fetchPage = useCallback(
    (term: string, page: number) => {
      const loader = sourceRef.current;
      if (typeof loader !== 'function') return;
      const generation = page === 0 ? request.current.generation + 1 : request.current.generation;
      request.current = { search: term, page, generation, inFlight: true };
      setState((previous) => ({ ...previous, loading: true, error: null, options: page === 0 ? [] : previous.options }));
      loader(term, page, pageSize).then(
        (result) => {
          if (request.current.generation !== generation) return;
          request.current.inFlight = false;
          setState((previous) => {
            const options = page === 0 ? result.data : [...previous.options, ...result.data];
            return { options, loading: false, error: null, hasMore: options.length < result.totalCount && result.data.length > 0 };
          });
        },
        (error: unknown) => {
          if (request.current.generation !== generation) return;
          request.current.inFlight = false;
          setState((previous) => ({
            ...previous,
            loading: false,
            hasMore: false,
            error: error instanceof Error ? error.message : String(error),
          }));
        },
      );
    },
    [pageSize],
  );

  useEffect(() => {
    if (!isLoader || !open) return undefined;
    if (debounceMs <= 0) {
      fetchPage(search, 0);
      return undefined;
    }
    const timer = setTimeout(() => fetchPage(search, 0), debounceMs);
    return () => clearTimeout(timer);
  }, [isLoader, open, search, debounceMs, fetchPage]);

  const loadMore = useCallback(() => {
    if (!isLoader || request.current.inFlight || !state.hasMore) return;
    fetchPage(request.current.search, request.current.page + 1);
  }, [isLoader, state.hasMore, fetchPage]);

  if (!isLoader) {
    return { options: source.filter((option) => matches(option, search)), loading: false, error: null, hasMore: false, loadMore };
  }
  return { ...state, loadMore };
}
