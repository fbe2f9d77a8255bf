import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { HistoryMode, QueryParamAdapter } from './query-param-adapter';
import { windowHistoryAdapter } from './query-param-adapter';

/** New values for some parameters; `null` or `undefined` removes the parameter. */
export type QueryParamPatch = Readonly<Record<string, string | null | undefined>>;

export type SetQueryParams = (patch: QueryParamPatch, mode?: HistoryMode) => void;

// Rison is designed to read well in addresses; keep its punctuation unescaped as Superset's links do.
const READABLE = { '%3A': ':', '%2C': ',', '%40': '@', '%24': '$', '%2F': '/' } as const;

/** `key=value&…` with values escaped only where an address needs it. */
export function serializeQuery(params: URLSearchParams): string {
  return [...params]
    .map(([key, value]) => {
      const encoded = encodeURIComponent(value).replace(/%3A|%2C|%40|%24|%2F/g, (code) => READABLE[code as keyof typeof READABLE]);
      return `${encodeURIComponent(key)}=${encoded}`;
    })
    .join('&');
}

/**
 * Query parameters as a plain record plus a setter that merges a patch into the current address
 * (other parameters are kept) and writes one history entry, pushed or replaced.
 */
export function useQueryParamState(adapter: QueryParamAdapter = windowHistoryAdapter): [Readonly<Record<string, string>>, SetQueryParams] {
  const search = useSyncExternalStore(adapter.subscribe, adapter.read, adapter.read);
  const params = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);

  const setParams = useCallback<SetQueryParams>(
    (patch, mode = 'replace') => {
      // Read afresh rather than from the render's snapshot so two updates in one tick both land.
      const current = new URLSearchParams(adapter.read());
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined) next.delete(key);
        else next.set(key, value);
      }
      const text = serializeQuery(next);
      if (text === serializeQuery(current)) return;
      adapter.write(text ? `?${text}` : '', mode);
    },
    [adapter],
  );

  return [params, setParams];
}
