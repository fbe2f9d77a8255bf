import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Provider, useDispatch } from 'react-redux';
import { createPageStore, PageStoreContext, type PageStoreOptions } from '../../page-store';

export interface PageStoreProviderProps<S> {
  options: PageStoreOptions<S>;
  children: ReactNode;
}

/**
 * Gives its children a page store whose sagas run while it is mounted. Sagas start in a layout
 * effect so they already listen when the children's first effects (a list's first load) dispatch.
 */
export function PageStoreProvider<S>({ options, children }: PageStoreProviderProps<S>) {
  const appDispatch = useDispatch();
  const [page] = useState(() => createPageStore(options, appDispatch));
  useLayoutEffect(() => {
    page.start();
    return () => page.stop();
  }, [page]);
  return (
    <Provider context={PageStoreContext} store={page.store}>
      {children}
    </Provider>
  );
}
