import {
  Explore,
  ExploreFormData,
  ExplorePermalinks,
  type ExploreContextRequest,
  type ExplorePermalinkCreateRequest,
  type ExplorePermalinkKeyRequest,
  type FormDataCreateRequest,
  type FormDataKeyRequest,
  type FormDataUpdateRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { chartViewerOf } from '../access/viewer';
import { ExploreContextService } from './explore-context.service';
import { ExplorePermalinksService } from './explore-permalinks.service';
import { FormDataService } from './form-data.service';

@Controller()
export class ExploreHandlers {
  constructor(
    private readonly contexts: ExploreContextService,
    private readonly formData: FormDataService,
    private readonly permalinks: ExplorePermalinksService,
  ) {}

  @HandleRequest(Explore.context)
  context(@Payload() request: ExploreContextRequest, @Ctx() context: BusContext) {
    return this.contexts.context(chartViewerOf(context.caller), request);
  }

  @HandleRequest(ExploreFormData.create)
  createFormData(@Payload() request: FormDataCreateRequest, @Ctx() context: BusContext) {
    return this.formData.create(chartViewerOf(context.caller), request.tabId, request.fields);
  }

  @HandleRequest(ExploreFormData.get)
  getFormData(@Payload() request: FormDataKeyRequest, @Ctx() context: BusContext) {
    return this.formData.get(chartViewerOf(context.caller), request.key);
  }

  @HandleRequest(ExploreFormData.update)
  updateFormData(@Payload() request: FormDataUpdateRequest, @Ctx() context: BusContext) {
    return this.formData.update(chartViewerOf(context.caller), request.key, request.tabId, request.fields);
  }

  @HandleRequest(ExploreFormData.delete)
  async deleteFormData(@Payload() request: FormDataKeyRequest, @Ctx() context: BusContext) {
    return { deleted: await this.formData.delete(chartViewerOf(context.caller), request.key) };
  }

  @HandleRequest(ExplorePermalinks.create)
  createPermalink(@Payload() request: ExplorePermalinkCreateRequest, @Ctx() context: BusContext) {
    return this.permalinks.create(chartViewerOf(context.caller), request.state);
  }

  @HandleRequest(ExplorePermalinks.get)
  getPermalink(@Payload() request: ExplorePermalinkKeyRequest, @Ctx() context: BusContext) {
    return this.permalinks.get(chartViewerOf(context.caller), request.key);
  }
}
