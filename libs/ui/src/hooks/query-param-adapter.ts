/** How a history entry is written: page changes push (Back returns to the previous page), the rest replace. */
export type HistoryMode = 'push' | 'replace';

/** Where query parameters live. The default is the browser address bar; tests and embedded lists use memory. */
export interface QueryParamAdapter {
  /** The current search string, with or without the leading `?`. */
  read(): string;
  write(search: string, mode: HistoryMode): void;
  /** Calls `listener` whenever the search string may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const windowListeners = new Set<() => void>();

function notifyWindowListeners(): void {
  for (const listener of windowListeners) listener();
}

/** Reads and writes `window.location.search` through `window.history`, keeping path and hash. */
export const windowHistoryAdapter: QueryParamAdapter = {
  read: () => window.location.search,
  write(search, mode) {
    const query = search.startsWith('?') || search === '' ? search : `?${search}`;
    const url = `${window.location.pathname}${query}${window.location.hash}`;
    if (mode === 'push') window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
    // pushState/replaceState fire no event, so other hooks on the page are told directly.
    notifyWindowListeners();
  },
  subscribe(listener) {
    windowListeners.add(listener);
    window.addEventListener('popstate', listener);
    return () => {
      windowListeners.delete(listener);
      window.removeEventListener('popstate', listener);
    };
  },
};

/** An in-memory adapter that records every write; `entries` is the history stack (last is current). */
export interface MemoryQueryParamAdapter extends QueryParamAdapter {
  readonly entries: string[];
  /** Moves back one entry, as the browser's Back button would. */
  back(): void;
}

export function createMemoryQueryParamAdapter(initialSearch = ''): MemoryQueryParamAdapter {
  const entries = [initialSearch.replace(/^\?/, '')];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    entries,
    read: () => entries[entries.length - 1],
    write(search, mode) {
      const normalised = search.replace(/^\?/, '');
      if (mode === 'push') entries.push(normalised);
      else entries[entries.length - 1] = normalised;
      notify();
    },
    back() {
      if (entries.length > 1) entries.pop();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
