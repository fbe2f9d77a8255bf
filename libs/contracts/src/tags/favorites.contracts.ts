import { ArrayMaxSize, IsArray, IsIn, IsInt, Min } from 'class-validator';
import { defineRequest } from '../bus/descriptor';

/** Resources users can star. */
export const FAVORITE_TYPES = ['chart', 'dashboard', 'tag', 'saved_query'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

export class FavoriteStatusRequest {
  @IsIn(FAVORITE_TYPES)
  type!: FavoriteType;

  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  ids!: number[];
}

export class FavoriteChangeRequest {
  @IsIn(FAVORITE_TYPES)
  type!: FavoriteType;

  @IsInt()
  @Min(1)
  id!: number;
}

export class FavoriteIdsRequest {
  @IsIn(FAVORITE_TYPES)
  type!: FavoriteType;
}

/** Favourites of the caller (the user in the envelope). */
export const Favorites = {
  status: defineRequest<FavoriteStatusRequest, { id: number; value: boolean }[]>('tags.favorite.status', FavoriteStatusRequest, null),
  add: defineRequest<FavoriteChangeRequest, { result: 'OK' }>('tags.favorite.add', FavoriteChangeRequest, null),
  remove: defineRequest<FavoriteChangeRequest, { result: 'OK' }>('tags.favorite.remove', FavoriteChangeRequest, null),
  /** The caller's starred ids of a type, for `*_is_favorite` list filters and the home page. */
  ids: defineRequest<FavoriteIdsRequest, { ids: number[] }>('tags.favorite.ids', FavoriteIdsRequest, null),
};
