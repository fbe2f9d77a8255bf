import {
  OwnedBundles,
  SavedQueries,
  type AssetsExportRequest,
  type BundleImportRequest,
  type SavedQueriesApplyRequest,
  type OwnedBundleExportRequest,
  type DistinctRequest,
  type ListRequest,
  type SavedQueryCreateRequest,
  type SavedQueryIdRequest,
  type SavedQueryIdsRequest,
  type SavedQueryUpdateRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { SavedQueriesService } from './saved-queries.service';
import { SavedQueryAssetsService } from './saved-query-assets.service';
import { SavedQueryBundlesService } from './saved-query-bundles.service';

@Controller()
export class SavedQueriesHandlers {
  constructor(
    private readonly savedQueries: SavedQueriesService,
    private readonly bundles: SavedQueryBundlesService,
    private readonly assets: SavedQueryAssetsService,
  ) {}

  @HandleRequest(OwnedBundles.savedQueryItems)
  assetItems(@Payload() _request: AssetsExportRequest, @Ctx() context: BusContext) {
    return this.assets.items(context.caller);
  }

  @HandleRequest(OwnedBundles.savedQueriesApply)
  applyAssets(@Payload() request: SavedQueriesApplyRequest, @Ctx() context: BusContext) {
    return this.assets.apply(request, context.caller);
  }

  @HandleRequest(OwnedBundles.savedQueryExport)
  exportBundle(@Payload() request: OwnedBundleExportRequest, @Ctx() context: BusContext) {
    return this.bundles.export(request.ids, context.caller);
  }

  @HandleRequest(OwnedBundles.savedQueryImport)
  importBundle(@Payload() request: BundleImportRequest, @Ctx() context: BusContext) {
    return this.bundles.import(request, context.caller);
  }

  @HandleRequest(SavedQueries.list)
  list(@Payload() request: ListRequest, @Ctx() context: BusContext) {
    return this.savedQueries.list(request.query, context.caller);
  }

  @HandleRequest(SavedQueries.get)
  get(@Payload() request: SavedQueryIdRequest, @Ctx() context: BusContext) {
    return this.savedQueries.get(request.id, context.caller);
  }

  @HandleRequest(SavedQueries.create)
  create(@Payload() request: SavedQueryCreateRequest, @Ctx() context: BusContext) {
    return this.savedQueries.create(request, context.caller);
  }

  @HandleRequest(SavedQueries.update)
  update(@Payload() request: SavedQueryUpdateRequest, @Ctx() context: BusContext) {
    const { id, ...fields } = request;
    return this.savedQueries.update(id, fields, context.caller);
  }

  @HandleRequest(SavedQueries.delete)
  delete(@Payload() request: SavedQueryIdsRequest, @Ctx() context: BusContext) {
    return this.savedQueries.delete(request.ids, context.caller);
  }

  @HandleRequest(SavedQueries.related)
  related(@Payload() request: DistinctRequest) {
    return this.savedQueries.related(request);
  }

  @HandleRequest(SavedQueries.distinct)
  distinct(@Payload() request: DistinctRequest, @Ctx() context: BusContext) {
    return this.savedQueries.distinct(request, context.caller);
  }
}
