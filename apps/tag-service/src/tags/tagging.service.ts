import {
  forbidden,
  notFound,
  type BulkTagReply,
  type BulkTagRequest,
  type ObjectToTag,
  type TaggableType,
  type TaggedObjectView,
} from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectDirectoryClient, serverText } from '@tessera/platform';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
import { groupByType, parseObjectRefs } from './object-refs';
import { TagEntity } from './tag.entity';
import { tagTypeId, tagTypeName } from './tag.mapper';
import { TaggedObjectEntity } from './tagged-object.entity';

/** Links between tags and objects of other services; edit rights on objects are asked of their owners. */
@Injectable()
export class TaggingService {
  constructor(
    @InjectRepository(TagEntity) private readonly tags: Repository<TagEntity>,
    @InjectRepository(TaggedObjectEntity) private readonly links: Repository<TaggedObjectEntity>,
    private readonly objects: ObjectDirectoryClient,
  ) {}

  /** Splits objects into those the caller may edit and the rest (missing ones count as not editable). */
  async partitionEditable(refs: ObjectToTag[]): Promise<{ editable: ObjectToTag[]; skipped: ObjectToTag[] }> {
    const editable: ObjectToTag[] = [];
    const skipped: ObjectToTag[] = [];
    for (const [type, ids] of groupByType(refs)) {
      const found = await this.objects.describe(type, ids);
      for (const id of ids) (found.get(id)?.editable ? editable : skipped).push([type, id]);
    }
    return { editable, skipped };
  }

  async assertEditable(refs: ObjectToTag[]): Promise<void> {
    const { skipped } = await this.partitionEditable(refs);
    if (skipped.length > 0) {
      throw forbidden(
        serverText('You cannot tag %s: it does not exist or you may not edit it', skipped.map(([t, id]) => `${t} ${id}`).join(', ')),
      );
    }
  }

  async link(tagId: number, refs: ObjectToTag[], userId: number | null): Promise<void> {
    if (refs.length === 0) return;
    await this.links
      .createQueryBuilder()
      .insert()
      .values(refs.map(([objectType, objectId]) => ({ tagId, objectType, objectId, createdBy: userId })))
      .orIgnore()
      .execute();
  }

  async replaceLinks(tagId: number, refs: ObjectToTag[], userId: number | null): Promise<void> {
    await this.links.manager.transaction(async (manager) => {
      await manager.delete(TaggedObjectEntity, { tagId });
      if (refs.length > 0) {
        await manager.insert(
          TaggedObjectEntity,
          refs.map(([objectType, objectId]) => ({ tagId, objectType, objectId, createdBy: userId })),
        );
      }
    });
  }

  /** `POST /api/v1/tag/bulk_create`: tags what the caller may edit, reports the rest as skipped. */
  async bulkCreate(request: BulkTagRequest, userId: number | null): Promise<BulkTagReply> {
    const tagged: ObjectToTag[] = [];
    const skippedAll: ObjectToTag[] = [];
    for (const item of request.tags) {
      const { editable, skipped } = await this.partitionEditable(parseObjectRefs(item.objects_to_tag, `tags.${item.name}.objects_to_tag`));
      skippedAll.push(...skipped);
      if (editable.length === 0) continue;
      const tag = await this.findOrCreate(item.name.trim(), userId);
      await this.link(tag.id, editable, userId);
      tagged.push(...editable);
    }
    return { objects_tagged: tagged, objects_skipped: skippedAll };
  }

  async tagObject(type: TaggableType, id: number, names: string[], userId: number | null): Promise<string[]> {
    await this.assertEditable([[type, id]]);
    const clean = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
    for (const name of clean) await this.link((await this.findOrCreate(name, userId)).id, [[type, id]], userId);
    return clean;
  }

  async untagObject(type: TaggableType, id: number, names: string[]): Promise<number> {
    await this.assertEditable([[type, id]]);
    const tags = await this.tags.findBy({ name: In(names) });
    if (tags.length === 0) throw notFound();
    const result = await this.links.delete({ objectType: type, objectId: id, tagId: In(tags.map((t) => t.id)) });
    return result.affected ?? 0;
  }

  async tagsOf(type: TaggableType, ids: number[]): Promise<Record<string, { id: number; name: string; type: number }[]>> {
    const rows =
      ids.length === 0 ? [] : await this.links.find({ where: { objectType: type, objectId: In(ids) }, relations: { tag: true } });
    const byObject: Record<string, { id: number; name: string; type: number }[]> = Object.fromEntries(ids.map((id) => [id, []]));
    for (const row of rows)
      if (row.tag) byObject[row.objectId]?.push({ id: row.tag.id, name: row.tag.name, type: tagTypeId(row.tag.type) });
    return byObject;
  }

  async objectsWithTags(type: TaggableType, tagIds: number[] = [], tagNames: string[] = []): Promise<number[]> {
    if (tagIds.length === 0 && tagNames.length === 0) return [];
    const qb = this.links
      .createQueryBuilder('link')
      .innerJoin('link.tag', 'tag')
      .select('DISTINCT link.object_id', 'id')
      .where('link.object_type = :type', { type });
    whereTagMatches(qb, tagIds, tagNames);
    return (await qb.getRawMany<{ id: number }>()).map((r) => Number(r.id));
  }

  /** `GET /api/v1/tag/get_objects/`: objects carrying the tags, described by their services. */
  async findTagged(tagNames: string[] = [], tagIds: number[] = [], types?: TaggableType[]): Promise<TaggedObjectView[]> {
    const qb = this.links.createQueryBuilder('link').innerJoinAndSelect('link.tag', 'tag');
    whereTagMatches(qb, tagIds, tagNames);
    if (types?.length) qb.andWhere('link.object_type IN (:...types)', { types });
    const links = await qb.getMany();
    const refs: ObjectToTag[] = links.map((l) => [l.objectType as TaggableType, l.objectId]);
    const views: TaggedObjectView[] = [];
    for (const [type, ids] of groupByType(refs)) {
      const found = await this.objects.describe(type, ids);
      const tagsByObject = await this.tagsOf(type, ids);
      for (const id of ids) {
        const object = found.get(id);
        if (!object) continue;
        const creator = object.created_by ? `${object.created_by.first_name} ${object.created_by.last_name}`.trim() : '';
        views.push({
          id,
          type,
          name: object.name,
          url: object.url,
          changed_on: object.changed_on,
          created_by: object.created_by,
          creator,
          owners: object.owners,
          tags: (tagsByObject[id] ?? []).map((tag) => ({ ...tag, type: tagTypeName(tag.type) })),
        });
      }
    }
    return views;
  }

  async forgetObjects(type: string, ids: number[]): Promise<void> {
    if (ids.length > 0) await this.links.delete({ objectType: type, objectId: In(ids) });
  }

  private async findOrCreate(name: string, userId: number | null): Promise<TagEntity> {
    await this.tags
      .createQueryBuilder()
      .insert()
      .values({ name, type: 1, description: '', createdBy: userId, changedBy: userId })
      .orIgnore()
      .execute();
    return this.tags.findOneByOrFail({ name });
  }
}

/** Restricts to links whose tag has one of the ids or names (any of them). */
function whereTagMatches(qb: SelectQueryBuilder<TaggedObjectEntity>, tagIds: number[], tagNames: string[]): void {
  const clauses: string[] = [];
  if (tagIds.length > 0) clauses.push('tag.id IN (:...tagIds)');
  if (tagNames.length > 0) clauses.push('tag.name IN (:...tagNames)');
  if (clauses.length > 0) qb.andWhere(`(${clauses.join(' OR ')})`, { tagIds, tagNames });
}
