import { configureStore, isAction, type Action, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { createContext } from 'react';
import { createDispatchHook, createSelectorHook, type ReactReduxContextValue } from 'react-redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';

export interface PageStoreOptions<S> {
  /** Action type prefixes (`users`, `list` …) this page's reducer handles; every other action goes to the app store. */
  prefixes: readonly string[];
  reducer: Reducer<S>;
  saga: Saga<[]>;
}

/** A store living as long as one page: its own reducer and sagas, foreign actions (toasts) sent on. */
export interface PageStore<S> {
  store: ReturnType<typeof configureStore<S>>;
  start(): void;
  stop(): void;
}

/**
 * Builds the store of one page. List pages keep their state while they are shown and drop it when the
 * user leaves (as Superset's list views do); the app store keeps what outlives a page (session,
 * toasts), so actions of other features are handed to `forward` instead of being reduced here.
 */
export function createPageStore<S>({ prefixes, reducer, saga }: PageStoreOptions<S>, forward: (action: Action) => void): PageStore<S> {
  const owns = (type: string) => prefixes.some((prefix) => type.startsWith(`${prefix}/`));
  const forwardForeign: Middleware = () => (next) => (action) => {
    if (isAction(action) && !owns(action.type)) {
      forward(action);
      return action;
    }
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore<S>({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(forwardForeign, sagaMiddleware) as never,
  });
  let task: ReturnType<typeof sagaMiddleware.run> | null = null;
  return {
    store,
    start() {
      if (!task?.isRunning()) task = sagaMiddleware.run(saga);
    },
    stop() {
      task?.cancel();
      task = null;
    },
  };
}

/** The react-redux context of the page store, beside the app store's own. */
export const PageStoreContext = createContext<ReactReduxContextValue | null>(null);

/** `useSelector` over the page store. */
export const usePageSelector = createSelectorHook(PageStoreContext);

/** `useDispatch` of the page store: its sagas see these actions. */
export const usePageDispatch = createDispatchHook(PageStoreContext);
