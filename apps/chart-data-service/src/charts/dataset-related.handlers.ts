import { Databases, Datasets, type DatabaseIdRequest, type DatasetIdRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { DatabaseRelatedService } from './database-related.service';
import { DatasetRelatedService } from './dataset-related.service';

/** The dataset and database messages answered on the charts side: what is built on a dataset or a database. */
@Controller()
export class DatasetRelatedHandlers {
  constructor(
    private readonly related: DatasetRelatedService,
    private readonly databaseRelated: DatabaseRelatedService,
  ) {}

  @HandleRequest(Databases.relatedObjects)
  databaseRelatedObjects(@Payload() request: DatabaseIdRequest, @Ctx() context: BusContext) {
    return this.databaseRelated.relatedObjects(context.caller, request.id);
  }

  @HandleRequest(Datasets.relatedObjects)
  relatedObjects(@Payload() request: DatasetIdRequest, @Ctx() context: BusContext) {
    return this.related.relatedObjects(context.caller, request.id);
  }
}
