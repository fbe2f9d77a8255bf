import { forbidden, type Caller, type ObjectToTag, type TaggableType } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectDirectoryClient, serverText } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { groupByType } from './object-refs';
import { TagEntity } from './tag.entity';
import { TaggedObjectEntity } from './tagged-object.entity';

/** Administrators see and manage every tag; embedded guests are never administrators. */
export function managesAllTags(caller: Caller | undefined): boolean {
  return caller?.guestScope === undefined && (caller?.roles ?? []).some((role) => role.toLowerCase() === 'admin');
}

function createdByCaller(tag: TagEntity, caller: Caller | undefined): boolean {
  return !!caller?.userId && tag.createdBy === caller.userId;
}

/**
 * Who sees and manages which tags. A tag says something about the objects it is on, so a caller
 * sees a tag when they can see one of its objects (the owning services answer, for the caller of
 * the request), and an empty tag when they created it. Renaming or deleting changes the tag on
 * every object, so it needs edit rights on all of them (or, for an empty tag, being its creator).
 */
@Injectable()
export class TagAccess {
  constructor(
    @InjectRepository(TagEntity) private readonly tags: Repository<TagEntity>,
    @InjectRepository(TaggedObjectEntity) private readonly links: Repository<TaggedObjectEntity>,
    private readonly objects: ObjectDirectoryClient,
  ) {}

  /** Ids of the tags the caller may see, among `tagIds` (all tags when absent); null means every tag. */
  async visibleTagIds(caller: Caller | undefined, tagIds?: number[]): Promise<Set<number> | null> {
    if (managesAllTags(caller)) return null;
    const links = await this.linksOf(tagIds);
    const visible = new Set<number>();
    for (const [type, ids] of groupByType(links.map(([, ref]) => ref))) {
      const found = await this.objects.describe(type, ids);
      for (const [tagId, [linkType, id]] of links) if (linkType === type && found.has(id)) visible.add(tagId);
    }
    const linked = new Set(links.map(([tagId]) => tagId));
    if (caller?.userId) {
      const own = await this.tags.find({
        select: { id: true },
        where: { createdBy: caller.userId, ...(tagIds ? { id: In(tagIds) } : {}) },
      });
      for (const tag of own) if (!linked.has(tag.id)) visible.add(tag.id);
    }
    return visible;
  }

  /** FORBIDDEN unless the caller may rename or delete every one of these tags. */
  async assertManageable(tags: readonly TagEntity[], caller: Caller | undefined): Promise<void> {
    if (managesAllTags(caller) || tags.length === 0) return;
    const links = await this.linksOf(tags.map((tag) => tag.id));
    const linked = new Set(links.map(([tagId]) => tagId));
    const refused = new Set(tags.filter((tag) => !linked.has(tag.id) && !createdByCaller(tag, caller)).map((tag) => tag.name));
    for (const [type, ids] of groupByType(links.map(([, ref]) => ref))) {
      const found = await this.objects.describe(type, ids);
      for (const [tagId, [linkType, id]] of links) {
        if (linkType === type && !found.get(id)?.editable) refused.add(tags.find((tag) => tag.id === tagId)?.name ?? String(tagId));
      }
    }
    if (refused.size > 0) {
      const names = [...refused].map((name) => `"${name}"`).join(', ');
      throw forbidden(
        serverText(
          'You may not change %s: a tag is changed by an administrator, by someone who may edit every object it is on, or, untagged, by its creator',
          names,
        ),
      );
    }
  }

  private async linksOf(tagIds?: number[]): Promise<[number, ObjectToTag][]> {
    if (tagIds && tagIds.length === 0) return [];
    const rows = await this.links.find({
      select: { tagId: true, objectType: true, objectId: true },
      where: tagIds ? { tagId: In(tagIds) } : {},
    });
    return rows.map((row) => [row.tagId, [row.objectType as TaggableType, row.objectId]]);
  }
}
