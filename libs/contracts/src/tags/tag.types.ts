import type { TaggableType, UserRef } from '../objects/object-types';

/** Superset's tag types: users create custom tags; the others are implicit. */
export const TagType = { custom: 1, type: 2, owner: 3, favorited_by: 4 } as const;
export type TagTypeName = keyof typeof TagType;
/** The number Superset's API answers in `type` (1 custom, 2 type, 3 owner, 4 favorited_by). */
export type TagTypeId = (typeof TagType)[TagTypeName];

export interface TagView {
  id: number;
  name: string;
  type: TagTypeId;
  description: string;
  created_on: string;
  changed_on: string;
  created_on_delta_humanized: string;
  changed_on_delta_humanized: string;
  created_by: UserRef | null;
  changed_by: UserRef | null;
}

/** `[type, id]` pairs, as Superset's `objects_to_tag`. */
export type ObjectToTag = [TaggableType, number];

export interface TaggedObjectView {
  id: number;
  type: TaggableType;
  name: string;
  url: string;
  changed_on: string | null;
  created_by: UserRef | null;
  creator: string;
  owners: UserRef[];
  /** Superset's `TagGetResponseSchema` types the tag type here as a string: the type's name. */
  tags: { id: number; name: string; type: TagTypeName }[];
}
