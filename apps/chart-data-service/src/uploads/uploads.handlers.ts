import { Uploads, type UploadMetadataRequest, type UploadRequest, type UploadSchemasRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { UploadsService } from './uploads.service';

@Controller()
export class UploadsHandlers {
  constructor(private readonly uploads: UploadsService) {}

  @HandleRequest(Uploads.upload)
  upload(@Payload() request: UploadRequest, @Ctx() context: BusContext) {
    return this.uploads.upload(request, context.caller);
  }

  @HandleRequest(Uploads.metadata)
  metadata(@Payload() request: UploadMetadataRequest) {
    return this.uploads.metadata(request);
  }

  @HandleRequest(Uploads.allowedSchemas)
  allowedSchemas(@Payload() request: UploadSchemasRequest, @Ctx() context: BusContext) {
    return this.uploads.allowedSchemas(request, context.caller);
  }
}
