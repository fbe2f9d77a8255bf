import { Body, Controller, Get, HttpCode, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { OwnedBundles } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import type { Response } from 'express';
import { AdminOnly } from '../../auth/auth.decorators';
import { bundleImportRequest, MAX_BUNDLE_BYTES, type UploadedBundle } from './bundle-form';

/**
 * `GET /api/v1/assets/export/` and `POST /api/v1/assets/import/`: a whole instance as one v1 bundle
 * (Superset's `ImportExportRestApi`, which only administrators hold). The import's file field is
 * `bundle`, as in Superset; everything in it replaces what is here.
 */
@Controller('api/v1/assets')
export class AssetsController {
  constructor(private readonly bus: BusClient) {}

  @Get('export')
  @AdminOnly()
  async export(@Res() response: Response) {
    const file = await this.bus.request(OwnedBundles.assetsExport, {});
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
    response.status(200).send(Buffer.from(file.base64, 'base64'));
  }

  @Post('import')
  @AdminOnly()
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('bundle', { limits: { fileSize: MAX_BUNDLE_BYTES, files: 1 } }))
  import(@UploadedFile() file: UploadedBundle | undefined, @Body() fields: Record<string, unknown>) {
    return this.bus.request(OwnedBundles.assetsImport, bundleImportRequest('assets', file, fields ?? {}, 'bundle'));
  }
}
