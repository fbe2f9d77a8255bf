import { Datasets, type ExternalMetadataRequest, type SamplesRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { DatasetExternalMetadataService } from './dataset-external-metadata.service';
import { DatasetSamplesService } from './dataset-samples.service';

/** Superset's `/datasource/…` views: rows of a dataset and columns of a table. */
@Controller()
export class DatasourceHandlers {
  constructor(
    private readonly samplesService: DatasetSamplesService,
    private readonly externalMetadata: DatasetExternalMetadataService,
  ) {}

  @HandleRequest(Datasets.samples)
  samples(@Payload() request: SamplesRequest) {
    return this.samplesService.samples(request);
  }

  @HandleRequest(Datasets.externalMetadata)
  columns(@Payload() request: ExternalMetadataRequest, @Ctx() context: BusContext) {
    return this.externalMetadata.columns(context.caller, request);
  }
}
