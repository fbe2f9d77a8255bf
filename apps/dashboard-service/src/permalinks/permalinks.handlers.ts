import { DashboardPermalinks, type DashboardPermalinkCreateRequest, type DashboardPermalinkKeyRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { viewerOf } from '../access/viewer';
import { PermalinksService } from './permalinks.service';

@Controller()
export class PermalinksHandlers {
  constructor(private readonly permalinks: PermalinksService) {}

  @HandleRequest(DashboardPermalinks.create)
  create(@Payload() request: DashboardPermalinkCreateRequest, @Ctx() context: BusContext) {
    return this.permalinks.create(viewerOf(context.caller), request.idOrSlug, request.state);
  }

  @HandleRequest(DashboardPermalinks.get)
  get(@Payload() request: DashboardPermalinkKeyRequest, @Ctx() context: BusContext) {
    return this.permalinks.get(viewerOf(context.caller), request.key);
  }
}
