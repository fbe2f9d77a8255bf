import type { FavoritesState } from './favorites.slice';
import type { ListState } from './list.types';

export interface StateWithList {
  list: ListState;
}

export interface StateWithFavorites {
  favorites: FavoritesState;
}

export const selectList = (state: StateWithList): ListState => state.list;

export const selectListConfig = (state: StateWithList) => state.list.config;

/** Whether `_info` granted `permission`; false until the answer is in. */
export const selectListCan =
  (permission: string) =>
  (state: StateWithList): boolean =>
    state.list.permissions?.includes(permission) ?? false;

export const selectFavoriteStatus = (state: StateWithFavorites): Record<number, boolean> => state.favorites.status;

export const selectListResource = (state: StateWithList): string => state.list.resource;
