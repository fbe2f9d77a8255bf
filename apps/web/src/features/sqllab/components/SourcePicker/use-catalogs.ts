import { useEffect, useState } from 'react';
import { fetchCatalogSchemas, fetchCatalogs } from '../../sqllab-editor.api';

export type Loadable<T> = { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; value: T };

function useLoad<T>(load: (() => Promise<T>) | null, deps: readonly unknown[]): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'idle' });
  useEffect(() => {
    if (!load) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'loaded', value }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, deps);
  return state;
}

/** The catalogs of a database with several; idle for the others. */
export function useCatalogs(dbId: number | null, multiCatalog: boolean): Loadable<string[]> {
  return useLoad(dbId !== null && multiCatalog ? () => fetchCatalogs(dbId) : null, [dbId, multiCatalog]);
}

/** The schemas of the chosen catalog; idle while none is chosen. */
export function useCatalogSchemas(dbId: number | null, catalog: string | null): Loadable<string[]> {
  return useLoad(dbId !== null && catalog !== null ? () => fetchCatalogSchemas(dbId, catalog) : null, [dbId, catalog]);
}
