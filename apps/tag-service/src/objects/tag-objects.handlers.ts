import {
  DESCRIBE_OBJECTS,
  ObjectsDeleted,
  type DescribeObjectsRequest,
  type ObjectsDeletedEvent,
  type ObjectSummary,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { BusContext, HandleRequest, OnEvent, UserDirectoryClient } from '@tessera/platform';
import { In, Repository } from 'typeorm';
import { FavoritesService } from '../favorites/favorites.service';
import { TagAccess } from '../tags/tag-access';
import { TagEntity } from '../tags/tag.entity';
import { TaggingService } from '../tags/tagging.service';

/** The tag service's side of the object contracts: it describes tags, and forgets objects deleted elsewhere. */
@Controller()
export class TagObjectsHandlers {
  constructor(
    @InjectRepository(TagEntity) private readonly tags: Repository<TagEntity>,
    private readonly users: UserDirectoryClient,
    private readonly tagging: TaggingService,
    private readonly favorites: FavoritesService,
    private readonly access: TagAccess,
  ) {}

  /** Only the tags the caller may see: starring or listing a tag must not reveal one on objects hidden from it. */
  @HandleRequest(DESCRIBE_OBJECTS.tags)
  async describe(@Payload() request: DescribeObjectsRequest, @Ctx() context: BusContext): Promise<{ objects: ObjectSummary[] }> {
    if (request.type !== 'tag') return { objects: [] };
    const visible = await this.access.visibleTagIds(context.caller, request.ids);
    const tags = (await this.tags.findBy({ id: In(request.ids) })).filter((tag) => !visible || visible.has(tag.id));
    const users = await this.users.describe(tags.map((t) => t.createdBy));
    return {
      objects: tags.map((tag) => ({
        type: 'tag',
        id: tag.id,
        name: tag.name,
        url: `/superset/all_entities/?id=${tag.id}`,
        changed_on: tag.changedOn.toISOString(),
        created_by: tag.createdBy !== null ? (users.get(tag.createdBy) ?? null) : null,
        owners: [],
        editable: true,
      })),
    };
  }

  @OnEvent(ObjectsDeleted)
  async forget(@Payload() event: ObjectsDeletedEvent) {
    await this.tagging.forgetObjects(event.type, event.ids);
    await this.favorites.forgetObjects(event.type, event.ids);
  }
}
