import { Bundles, type BundleExportRequest, type BundleImportRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { BundleExportService } from './bundle-export.service';
import { BundleImportService } from './bundle-import.service';

@Controller()
export class BundlesHandlers {
  constructor(
    private readonly exporter: BundleExportService,
    private readonly importer: BundleImportService,
  ) {}

  @HandleRequest(Bundles.export)
  export(@Payload() request: BundleExportRequest, @Ctx() context: BusContext) {
    return this.exporter.export(request, context.caller);
  }

  @HandleRequest(Bundles.import)
  import(@Payload() request: BundleImportRequest, @Ctx() context: BusContext) {
    return this.importer.import(request, context.caller);
  }
}
