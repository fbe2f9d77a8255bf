import {
  DashboardFilterStates,
  type FilterStateCreateRequest,
  type FilterStateKeyRequest,
  type FilterStateUpdateRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { viewerOf } from '../access/viewer';
import { FilterStateService } from './filter-state.service';

@Controller()
export class FilterStateHandlers {
  constructor(private readonly states: FilterStateService) {}

  @HandleRequest(DashboardFilterStates.create)
  create(@Payload() request: FilterStateCreateRequest, @Ctx() context: BusContext) {
    return this.states.create(viewerOf(context.caller), request.id, request.tabId, request.value);
  }

  @HandleRequest(DashboardFilterStates.get)
  get(@Payload() request: FilterStateKeyRequest, @Ctx() context: BusContext) {
    return this.states.get(viewerOf(context.caller), request.id, request.key);
  }

  @HandleRequest(DashboardFilterStates.update)
  update(@Payload() request: FilterStateUpdateRequest, @Ctx() context: BusContext) {
    return this.states.update(viewerOf(context.caller), request.id, request.key, request.value);
  }

  @HandleRequest(DashboardFilterStates.delete)
  async delete(@Payload() request: FilterStateKeyRequest, @Ctx() context: BusContext) {
    return { deleted: await this.states.delete(viewerOf(context.caller), request.id, request.key) };
  }
}
