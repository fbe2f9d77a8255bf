import { Datasets, type DatasetIdRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { DatasetRelatedService } from './dataset-related.service';

/** The dataset message answered on the charts side: what is built on a dataset. */
@Controller()
export class DatasetRelatedHandlers {
  constructor(private readonly related: DatasetRelatedService) {}

  @HandleRequest(Datasets.relatedObjects)
  relatedObjects(@Payload() request: DatasetIdRequest, @Ctx() context: BusContext) {
    return this.related.relatedObjects(context.caller, request.id);
  }
}
