import { OwnedBundles, type BundleImportRequest, type OwnedBundleExportRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { viewerOf } from '../access/viewer';
import { DashboardBundlesService } from './dashboard-bundles.service';

@Controller()
export class DashboardBundlesHandlers {
  constructor(private readonly bundles: DashboardBundlesService) {}

  @HandleRequest(OwnedBundles.dashboardExport)
  export(@Payload() request: OwnedBundleExportRequest, @Ctx() context: BusContext) {
    return this.bundles.export(viewerOf(context.caller), request.ids);
  }

  @HandleRequest(OwnedBundles.dashboardImport)
  import(@Payload() request: BundleImportRequest, @Ctx() context: BusContext) {
    return this.bundles.import(viewerOf(context.caller), request);
  }
}
