import { DynamicPlugins, type DynamicPluginFields, type DynamicPluginIdRequest, type DynamicPluginUpdateRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { DynamicPluginsService } from './dynamic-plugins.service';

@Controller()
export class DynamicPluginsHandlers {
  constructor(private readonly plugins: DynamicPluginsService) {}

  @HandleRequest(DynamicPlugins.list)
  list() {
    return this.plugins.list();
  }

  @HandleRequest(DynamicPlugins.get)
  get(@Payload() request: DynamicPluginIdRequest) {
    return this.plugins.get(request.id);
  }

  @HandleRequest(DynamicPlugins.create)
  create(@Payload() request: DynamicPluginFields, @Ctx() context: BusContext) {
    return this.plugins.create(request, context.caller);
  }

  @HandleRequest(DynamicPlugins.update)
  update(@Payload() request: DynamicPluginUpdateRequest, @Ctx() context: BusContext) {
    const { id, ...fields } = request;
    return this.plugins.update(id, fields, context.caller);
  }

  @HandleRequest(DynamicPlugins.delete)
  delete(@Payload() request: DynamicPluginIdRequest) {
    return this.plugins.delete(request.id);
  }
}
