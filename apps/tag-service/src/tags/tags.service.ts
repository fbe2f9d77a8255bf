import { conflict, notFound, type Caller, type ListQuery, type ListReply, type TagView, type TagWriteRequest } from '@tessera/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fetchListPage, UserDirectoryClient, type ListQueryMapping, serverText } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { parseObjectRefs } from './object-refs';
import { TagAccess } from './tag-access';
import { TagEntity } from './tag.entity';
import { toTagView } from './tag.mapper';
import { TaggingService } from './tagging.service';

const TYPE_IDS: Record<string, number> = { custom: 1, type: 2, owner: 3, favorited_by: 4 };

const LIST_MAPPING: ListQueryMapping = {
  columns: {
    id: 'tag.id',
    name: 'tag.name',
    type: 'tag.type',
    created_by: 'tag.created_by_fk',
    changed_on_delta_humanized: 'tag.changed_on',
    created_on_delta_humanized: 'tag.created_on',
    'created_by.first_name': 'tag.created_by_fk',
  },
  filterHandlers: {
    // Superset clients filter on the type name ('custom'); the table stores its number.
    type: (where, filter, param) => {
      const value = typeof filter.value === 'string' ? (TYPE_IDS[filter.value] ?? -1) : Number(filter.value);
      where.andWhere(`tag.type ${filter.opr === 'neq' ? '<>' : '='} :${param}`, { [param]: value });
    },
  },
};

/** Tags themselves: list, read, create, rename, delete. Links to objects are {@link TaggingService}'s job. */
@Injectable()
export class TagsService {
  constructor(
    @InjectRepository(TagEntity) private readonly tags: Repository<TagEntity>,
    private readonly tagging: TaggingService,
    private readonly access: TagAccess,
    private readonly users: UserDirectoryClient,
  ) {}

  /** The tags the caller may see (see {@link TagAccess}). */
  async list(query: ListQuery, caller: Caller | undefined): Promise<ListReply<TagView>> {
    const qb = this.tags.createQueryBuilder('tag');
    const visible = await this.access.visibleTagIds(caller);
    if (visible) qb.andWhere(visible.size > 0 ? 'tag.id IN (:...visibleTagIds)' : 'FALSE', { visibleTagIds: [...visible] });
    const page = await fetchListPage(qb, query, LIST_MAPPING, (tag) => tag);
    const users = await this.users.describe(page.result.flatMap((t) => [t.createdBy, t.changedBy]));
    return { ...page, result: page.result.map((tag) => toTagView(tag, users)) };
  }

  /** A tag the caller may not see is NOT_FOUND, as if it did not exist. */
  async get(id: number, caller: Caller | undefined): Promise<TagView> {
    return this.view(await this.findVisible(id, caller));
  }

  async create(request: TagWriteRequest, userId: number | null): Promise<TagView> {
    const refs = parseObjectRefs(request.objects_to_tag);
    const name = request.name.trim();
    if (await this.tags.existsBy({ name })) throw conflict(serverText('A tag named "%s" already exists', name));
    await this.tagging.assertEditable(refs);
    const tag = await this.tags.save(
      this.tags.create({ name, description: request.description ?? '', type: TYPE_IDS.custom, createdBy: userId, changedBy: userId }),
    );
    await this.tagging.link(tag.id, refs, userId);
    return this.view(tag);
  }

  async update(request: TagWriteRequest, caller: Caller | undefined): Promise<TagView> {
    const userId = caller?.userId ?? null;
    const tag = await this.findVisible(request.id ?? 0, caller);
    await this.access.assertManageable([tag], caller);
    const name = request.name.trim();
    if (name !== tag.name && (await this.tags.existsBy({ name }))) throw conflict(serverText('A tag named "%s" already exists', name));
    if (request.objects_to_tag !== undefined) {
      const refs = parseObjectRefs(request.objects_to_tag);
      await this.tagging.assertEditable(refs);
      await this.tagging.replaceLinks(tag.id, refs, userId);
    }
    tag.name = name;
    tag.description = request.description ?? tag.description;
    tag.changedBy = userId;
    return this.view(await this.tags.save(tag));
  }

  async delete(ids: number[], caller: Caller | undefined): Promise<number> {
    const existing = await this.tags.findBy({ id: In(ids) });
    const visible = await this.access.visibleTagIds(caller, ids);
    if (existing.filter((tag) => !visible || visible.has(tag.id)).length !== new Set(ids).size) throw notFound();
    await this.access.assertManageable(existing, caller);
    await this.tags.delete({ id: In(ids) });
    return existing.length;
  }

  async deleteByName(names: string[], caller: Caller | undefined): Promise<number> {
    const found = await this.tags.findBy({ name: In(names) });
    const visible = await this.access.visibleTagIds(
      caller,
      found.map((tag) => tag.id),
    );
    const existing = found.filter((tag) => !visible || visible.has(tag.id));
    if (existing.length === 0) throw notFound();
    await this.access.assertManageable(existing, caller);
    await this.tags.delete({ id: In(existing.map((t) => t.id)) });
    return existing.length;
  }

  private async findVisible(id: number, caller: Caller | undefined): Promise<TagEntity> {
    const tag = await this.tags.findOneBy({ id });
    const visible = tag ? await this.access.visibleTagIds(caller, [tag.id]) : null;
    if (!tag || (visible && !visible.has(tag.id))) throw notFound();
    return tag;
  }

  private async view(tag: TagEntity): Promise<TagView> {
    return toTagView(tag, await this.users.describe([tag.createdBy, tag.changedBy]));
  }
}
