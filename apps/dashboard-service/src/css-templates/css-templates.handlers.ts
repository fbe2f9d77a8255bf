import {
  CssTemplates,
  type CssTemplateFields,
  type CssTemplateIdRequest,
  type CssTemplateIdsRequest,
  type CssTemplateUpdateRequest,
  type ListRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { CssTemplatesService } from './css-templates.service';

@Controller()
export class CssTemplatesHandlers {
  constructor(private readonly templates: CssTemplatesService) {}

  @HandleRequest(CssTemplates.list)
  list(@Payload() request: ListRequest) {
    return this.templates.list(request.query);
  }

  @HandleRequest(CssTemplates.get)
  get(@Payload() request: CssTemplateIdRequest) {
    return this.templates.get(request.id);
  }

  @HandleRequest(CssTemplates.create)
  create(@Payload() request: CssTemplateFields, @Ctx() context: BusContext) {
    return this.templates.create(request, context.caller);
  }

  @HandleRequest(CssTemplates.update)
  update(@Payload() request: CssTemplateUpdateRequest, @Ctx() context: BusContext) {
    const { id, ...fields } = request;
    return this.templates.update(id, fields, context.caller);
  }

  @HandleRequest(CssTemplates.delete)
  delete(@Payload() request: CssTemplateIdsRequest) {
    return this.templates.delete(request.ids);
  }
}
