import { OwnedBundles, type AssetsExportRequest, type BundleImportRequest, type OwnedBundleExportRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { viewerOf } from '../access/viewer';
import { DashboardAssetsService } from './dashboard-assets.service';
import { DashboardBundlesService } from './dashboard-bundles.service';

@Controller()
export class DashboardBundlesHandlers {
  constructor(
    private readonly bundles: DashboardBundlesService,
    private readonly assets: DashboardAssetsService,
  ) {}

  @HandleRequest(OwnedBundles.dashboardExport)
  export(@Payload() request: OwnedBundleExportRequest, @Ctx() context: BusContext) {
    return this.bundles.export(viewerOf(context.caller), request.ids);
  }

  @HandleRequest(OwnedBundles.dashboardImport)
  import(@Payload() request: BundleImportRequest, @Ctx() context: BusContext) {
    return this.bundles.import(viewerOf(context.caller), request);
  }

  @HandleRequest(OwnedBundles.assetsExport)
  exportAssets(@Payload() _request: AssetsExportRequest, @Ctx() context: BusContext) {
    return this.assets.export(viewerOf(context.caller));
  }

  @HandleRequest(OwnedBundles.assetsImport)
  importAssets(@Payload() request: BundleImportRequest, @Ctx() context: BusContext) {
    return this.assets.import(viewerOf(context.caller), request);
  }
}
