import { TagType, type TagTypeId, type TagTypeName, type TagView, type UserRef } from '@tessera/contracts';
import { humanizeDelta } from '@tessera/platform';
import type { TagEntity } from './tag.entity';

const TYPE_IDS = new Set<number>(Object.values(TagType));

/** The stored type as Superset's API answers it; unknown values read as custom. */
export function tagTypeId(type: number): TagTypeId {
  return (TYPE_IDS.has(type) ? type : TagType.custom) as TagTypeId;
}

const TYPE_NAMES = Object.fromEntries(Object.entries(TagType).map(([name, id]) => [id, name])) as Record<number, TagTypeName>;

/** The stored type by name (`custom`, `owner`…), as `get_objects/` answers it; unknown values read as custom. */
export function tagTypeName(type: number): TagTypeName {
  return TYPE_NAMES[type] ?? 'custom';
}

export function toTagView(tag: TagEntity, users: Map<number, UserRef>, now = new Date()): TagView {
  return {
    id: tag.id,
    name: tag.name,
    type: tagTypeId(tag.type),
    description: tag.description,
    created_on: tag.createdOn.toISOString(),
    changed_on: tag.changedOn.toISOString(),
    created_on_delta_humanized: humanizeDelta(tag.createdOn, now),
    changed_on_delta_humanized: humanizeDelta(tag.changedOn, now),
    created_by: tag.createdBy !== null ? (users.get(tag.createdBy) ?? null) : null,
    changed_by: tag.changedBy !== null ? (users.get(tag.changedBy) ?? null) : null,
  };
}
