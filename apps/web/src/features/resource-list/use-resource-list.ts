import { useCallback } from 'react';
import type { FetchDataConfig } from '@tessera/ui';
import { selectFavoriteStatus, selectList } from './list.selectors';
import type { StateWithFavorites, StateWithList } from './list.selectors';
import { deleteRequested, loadRequested, refreshRequested } from './list.slice';
import { favoriteToggleRequested } from './favorites.slice';
import { usePageDispatch, usePageSelector } from './page-store';

const NO_FAVORITES: Record<number, boolean> = {};

/** What a list page needs from its page store: rows, loading, and the actions the list view triggers. */
export function useResourceList<T>() {
  const dispatch = usePageDispatch();
  const list = usePageSelector(selectList);
  const favorites = usePageSelector((state: Partial<StateWithFavorites>) =>
    state.favorites ? selectFavoriteStatus(state as StateWithFavorites) : NO_FAVORITES,
  );
  const fetchData = useCallback((config: FetchDataConfig) => dispatch(loadRequested(config)), [dispatch]);
  const refresh = useCallback(() => dispatch(refreshRequested()), [dispatch]);
  const deleteRows = useCallback((rows: readonly T[]) => dispatch(deleteRequested({ rows: [...rows] })), [dispatch]);
  const toggleFavorite = useCallback((id: number, starred: boolean) => dispatch(favoriteToggleRequested({ id, starred })), [dispatch]);
  return {
    rows: list.rows as T[],
    count: list.count,
    loading: list.loading,
    error: list.error,
    /** `_info` permissions; null while unknown. */
    permissions: list.permissions,
    deleting: list.deleting,
    favorites,
    fetchData,
    refresh,
    deleteRows,
    toggleFavorite,
  };
}

export type { StateWithList };
