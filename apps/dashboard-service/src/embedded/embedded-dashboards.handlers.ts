import {
  EmbeddedDashboards,
  type DashboardRefRequest,
  type EmbeddedDashboardSetRequest,
  type EmbeddedDashboardUuidRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { viewerOf } from '../access/viewer';
import { EmbeddedDashboardsService } from './embedded-dashboards.service';

@Controller()
export class EmbeddedDashboardsHandlers {
  constructor(private readonly embedded: EmbeddedDashboardsService) {}

  @HandleRequest(EmbeddedDashboards.get)
  get(@Payload() request: DashboardRefRequest, @Ctx() context: BusContext) {
    return this.embedded.get(viewerOf(context.caller), request.idOrSlug);
  }

  @HandleRequest(EmbeddedDashboards.set)
  set(@Payload() request: EmbeddedDashboardSetRequest, @Ctx() context: BusContext) {
    return this.embedded.set(viewerOf(context.caller), request.idOrSlug, request.allowed_domains);
  }

  @HandleRequest(EmbeddedDashboards.delete)
  async delete(@Payload() request: DashboardRefRequest, @Ctx() context: BusContext) {
    return { deleted: await this.embedded.delete(viewerOf(context.caller), request.idOrSlug) };
  }

  @HandleRequest(EmbeddedDashboards.byUuid)
  byUuid(@Payload() request: EmbeddedDashboardUuidRequest, @Ctx() context: BusContext) {
    return this.embedded.byUuid(viewerOf(context.caller), request.uuid);
  }
}
