import { Body, Controller, Get, HttpCode, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES, Uploads } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import { RequirePermission } from '../../auth/auth.decorators';
import { checkedFile, schemaName, tableName, uploadOptions, uploadType, type UploadedFormFile } from './upload-form';
import { ParseIdPipe } from '../../http/id-param.pipe';

const fileField = () => FileInterceptor('file', { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

/** Superset's file uploads: `POST /api/v1/database/{id}/upload/` and what the upload form asks first. */
@Controller('api/v1/database')
export class UploadsController {
  constructor(private readonly bus: BusClient) {}

  @Post('upload_metadata')
  @RequirePermission('can_upload', 'Database')
  @HttpCode(200)
  @UseInterceptors(fileField())
  async metadata(@UploadedFile() file: UploadedFormFile | undefined, @Body() fields: Record<string, unknown>) {
    const type = uploadType(fields ?? {});
    return {
      result: await this.bus.request(Uploads.metadata, { type, file: checkedFile(file, type), options: uploadOptions(fields ?? {}) }),
    };
  }

  @Post(':id/upload')
  @RequirePermission('can_upload', 'Database')
  @HttpCode(201)
  @UseInterceptors(fileField())
  async upload(
    @Param('id', ParseIdPipe) databaseId: number,
    @UploadedFile() file: UploadedFormFile | undefined,
    @Body() fields: Record<string, unknown>,
  ) {
    const form = fields ?? {};
    const type = uploadType(form);
    const reply = await this.bus.request(Uploads.upload, {
      databaseId,
      type,
      tableName: tableName(form),
      schema: schemaName(form),
      file: checkedFile(file, type),
      options: uploadOptions(form),
    });
    return reply;
  }

  @Get(':id/schemas_access_for_file_upload')
  @RequirePermission('can_upload', 'Database')
  allowedSchemas(@Param('id', ParseIdPipe) databaseId: number) {
    return this.bus.request(Uploads.allowedSchemas, { databaseId });
  }
}
