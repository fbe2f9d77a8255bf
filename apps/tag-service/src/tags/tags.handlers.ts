import {
  Tags,
  type BulkTagRequest,
  type FindTaggedRequest,
  type ListRequest,
  type ObjectsWithTagsRequest,
  type ObjectTagsRequest,
  type TagIdRequest,
  type TagIdsRequest,
  type TagNamesRequest,
  type TagsOfObjectsRequest,
  type TagWriteRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { TaggingService } from './tagging.service';
import { TagsService } from './tags.service';

const userOf = (context: BusContext) => context.caller?.userId ?? null;

@Controller()
export class TagsHandlers {
  constructor(
    private readonly tags: TagsService,
    private readonly tagging: TaggingService,
  ) {}

  @HandleRequest(Tags.list)
  list(@Payload() request: ListRequest, @Ctx() context: BusContext) {
    return this.tags.list(request.query, context.caller);
  }

  @HandleRequest(Tags.get)
  get(@Payload() request: TagIdRequest, @Ctx() context: BusContext) {
    return this.tags.get(request.id, context.caller);
  }

  @HandleRequest(Tags.create)
  create(@Payload() request: TagWriteRequest, @Ctx() context: BusContext) {
    return this.tags.create(request, userOf(context));
  }

  @HandleRequest(Tags.update)
  update(@Payload() request: TagWriteRequest, @Ctx() context: BusContext) {
    return this.tags.update(request, context.caller);
  }

  @HandleRequest(Tags.delete)
  async delete(@Payload() request: TagIdsRequest, @Ctx() context: BusContext) {
    return { deleted: await this.tags.delete(request.ids, context.caller) };
  }

  @HandleRequest(Tags.deleteByName)
  async deleteByName(@Payload() request: TagNamesRequest, @Ctx() context: BusContext) {
    return { deleted: await this.tags.deleteByName(request.names, context.caller) };
  }

  @HandleRequest(Tags.bulkCreate)
  bulkCreate(@Payload() request: BulkTagRequest, @Ctx() context: BusContext) {
    return this.tagging.bulkCreate(request, userOf(context));
  }

  @HandleRequest(Tags.tagObject)
  async tagObject(@Payload() request: ObjectTagsRequest, @Ctx() context: BusContext) {
    return { tagged: await this.tagging.tagObject(request.type, request.id, request.tags, userOf(context)) };
  }

  @HandleRequest(Tags.untagObject)
  async untagObject(@Payload() request: ObjectTagsRequest) {
    return { removed: await this.tagging.untagObject(request.type, request.id, request.tags) };
  }

  @HandleRequest(Tags.tagsOf)
  tagsOf(@Payload() request: TagsOfObjectsRequest) {
    return this.tagging.tagsOf(request.type, request.ids);
  }

  @HandleRequest(Tags.objectsWithTags)
  async objectsWithTags(@Payload() request: ObjectsWithTagsRequest) {
    return { ids: await this.tagging.objectsWithTags(request.type, request.tagIds, request.tagNames) };
  }

  @HandleRequest(Tags.findTagged)
  async findTagged(@Payload() request: FindTaggedRequest) {
    return { result: await this.tagging.findTagged(request.tagNames, request.tagIds, request.types) };
  }
}
