import { combineReducers, type Reducer, type ReducersMapObject } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { favoritesReducer, type FavoritesState } from './favorites.slice';
import { listSaga, type ListSagaOptions } from './list.saga';
import { initialListState, listReducer } from './list.slice';
import type { ListState } from './list.types';
import type { PageStoreOptions } from './page-store';

export interface ListPageState {
  list: ListState;
  favorites: FavoritesState;
}

/** More state a list page keeps beside its rows (a create/edit modal), with the sagas serving it. */
export interface ListPageExtension<E> {
  prefixes: readonly string[];
  reducers: ReducersMapObject<E>;
  saga: Saga<[]>;
}

/** The page store of one resource's list: its rows, stars and the sagas that load and change them. */
export function listPageStoreOptions<T, E = Record<never, never>>(
  resource: ListSagaOptions<T>,
  extension?: ListPageExtension<E>,
): PageStoreOptions<ListPageState & E> {
  // The list state names its resource from the start: the page's tools (import, tag) depend on it.
  const initialList: ListState = { ...initialListState, resource: resource.resource };
  const list: Reducer<ListState> = (state = initialList, action) => listReducer(state, action);
  const reducer = combineReducers({ list, favorites: favoritesReducer, ...extension?.reducers }) as unknown as Reducer<ListPageState & E>;
  return {
    prefixes: ['list', 'favorites', ...(extension?.prefixes ?? [])],
    reducer,
    saga: function* resourceListSaga() {
      yield all([call(listSaga<T>, resource), ...(extension ? [call(extension.saga)] : [])]);
    },
  };
}
