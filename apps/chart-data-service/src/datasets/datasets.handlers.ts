import {
  Datasets,
  type DatasetChildRequest,
  type DatasetCreateRequest,
  type DatasetDuplicateRequest,
  type DatasetGetOrCreateRequest,
  type DatasetIdRequest,
  type DatasetIdsRequest,
  type DatasetUpdateRequest,
  type DatasetView,
  type DistinctRequest,
  type ListRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest, UserDirectoryClient } from '@tessera/platform';
import { chartViewerOf } from '../access/viewer';
import type { LoadedDataset } from './dataset-data.mapper';
import { DatasetCreateService } from './dataset-create.service';
import { DatasetDeleteService } from './dataset-delete.service';
import { DatasetListService } from './dataset-list.service';
import { DatasetRefreshService } from './dataset-refresh.service';
import { DatasetUpdateService } from './dataset-update.service';
import { DatasetFinder } from './dataset.finder';
import { toDatasetView, userIdsOf } from './dataset.mapper';

@Controller()
export class DatasetsHandlers {
  constructor(
    private readonly finder: DatasetFinder,
    private readonly lists: DatasetListService,
    private readonly creates: DatasetCreateService,
    private readonly updates: DatasetUpdateService,
    private readonly refreshes: DatasetRefreshService,
    private readonly deletes: DatasetDeleteService,
    private readonly users: UserDirectoryClient,
  ) {}

  @HandleRequest(Datasets.list)
  list(@Payload() request: ListRequest, @Ctx() context: BusContext) {
    return this.lists.list(request.query, context.caller);
  }

  @HandleRequest(Datasets.get)
  async get(@Payload() request: DatasetIdRequest, @Ctx() context: BusContext) {
    return this.view(await this.finder.findReadable(chartViewerOf(context.caller), request.id));
  }

  @HandleRequest(Datasets.create)
  async create(@Payload() request: DatasetCreateRequest, @Ctx() context: BusContext) {
    return this.view(await this.creates.create(context.caller, request.fields));
  }

  @HandleRequest(Datasets.update)
  async update(@Payload() request: DatasetUpdateRequest, @Ctx() context: BusContext) {
    return this.view(await this.updates.update(context.caller, request.id, request.fields, request.overrideColumns ?? false));
  }

  @HandleRequest(Datasets.delete)
  async delete(@Payload() request: DatasetIdsRequest, @Ctx() context: BusContext) {
    return { deleted: await this.deletes.delete(context.caller, request.ids) };
  }

  @HandleRequest(Datasets.deleteColumn)
  async deleteColumn(@Payload() request: DatasetChildRequest, @Ctx() context: BusContext) {
    await this.refreshes.deleteColumn(context.caller, request.id, request.childId);
    return { message: 'OK' as const };
  }

  @HandleRequest(Datasets.deleteMetric)
  async deleteMetric(@Payload() request: DatasetChildRequest, @Ctx() context: BusContext) {
    await this.refreshes.deleteMetric(context.caller, request.id, request.childId);
    return { message: 'OK' as const };
  }

  @HandleRequest(Datasets.refresh)
  refresh(@Payload() request: DatasetIdRequest, @Ctx() context: BusContext) {
    return this.refreshes.refresh(context.caller, request.id);
  }

  @HandleRequest(Datasets.duplicate)
  async duplicate(@Payload() request: DatasetDuplicateRequest, @Ctx() context: BusContext) {
    return this.view(await this.creates.duplicate(context.caller, request));
  }

  @HandleRequest(Datasets.getOrCreate)
  getOrCreate(@Payload() request: DatasetGetOrCreateRequest, @Ctx() context: BusContext) {
    return this.creates.getOrCreate(context.caller, request);
  }

  @HandleRequest(Datasets.related)
  relatedColumn(@Payload() request: DistinctRequest, @Ctx() context: BusContext) {
    return this.lists.related(request, context.caller);
  }

  @HandleRequest(Datasets.distinct)
  distinct(@Payload() request: DistinctRequest, @Ctx() context: BusContext) {
    return this.lists.distinct(request, context.caller);
  }

  private async view(dataset: LoadedDataset): Promise<DatasetView> {
    return toDatasetView(dataset, await this.users.describe(userIdsOf(dataset)));
  }
}
