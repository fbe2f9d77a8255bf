import { Body, Controller, Get, HttpCode, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Bundles, OwnedBundles, type BundleFile, type BundleKind, type BundleResource } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import type { Response } from 'express';
import { RequirePermission } from '../../auth/auth.decorators';
import { decodeIdList } from '../../rest/rison-query';
import { bundleImportRequest, MAX_BUNDLE_BYTES, type UploadedBundle } from './bundle-form';

const upload = () => FileInterceptor('formData', { limits: { fileSize: MAX_BUNDLE_BYTES, files: 1 } });

function sendZip(response: Response, file: BundleFile): void {
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
  response.status(200).send(Buffer.from(file.base64, 'base64'));
}

/**
 * `GET /api/v1/{database|dataset|chart|dashboard|saved_query}/export/?q=!(ids)` and `POST /api/v1/{…}/import/`.
 * Registered before the resources' own controllers so `export` is never read as an id.
 */
@Controller('api/v1')
export class BundlesController {
  constructor(private readonly bus: BusClient) {}

  private async export(resource: BundleResource, q: unknown, response: Response) {
    sendZip(response, await this.bus.request(Bundles.export, { resource, ids: decodeIdList(q) }));
  }

  private async import(resource: BundleResource, file: UploadedBundle | undefined, fields: Record<string, unknown>) {
    await this.bus.request(Bundles.import, bundleImportRequest(resource, file, fields ?? {}));
    return { message: 'OK' };
  }

  /** Saved queries and dashboards: their owning service gathers its objects and their dependencies. */
  private async exportOwned(kind: Extract<BundleKind, 'saved_query' | 'dashboard'>, q: unknown, response: Response) {
    const descriptor = kind === 'saved_query' ? OwnedBundles.savedQueryExport : OwnedBundles.dashboardExport;
    sendZip(response, await this.bus.request(descriptor, { ids: decodeIdList(q) }));
  }

  private importOwned(
    kind: Extract<BundleKind, 'saved_query' | 'dashboard'>,
    file: UploadedBundle | undefined,
    fields: Record<string, unknown>,
  ) {
    const descriptor = kind === 'saved_query' ? OwnedBundles.savedQueryImport : OwnedBundles.dashboardImport;
    return this.bus.request(descriptor, bundleImportRequest(kind, file, fields ?? {}));
  }

  @Get('dashboard/export')
  @RequirePermission('can_export', 'Dashboard')
  exportDashboards(@Query('q') q: unknown, @Res() response: Response) {
    return this.exportOwned('dashboard', q, response);
  }

  @Post('dashboard/import')
  @RequirePermission('can_write', 'Dashboard')
  @HttpCode(200)
  @UseInterceptors(upload())
  importDashboards(@UploadedFile() file: UploadedBundle | undefined, @Body() fields: Record<string, unknown>) {
    return this.importOwned('dashboard', file, fields);
  }

  @Get('saved_query/export')
  @RequirePermission('can_export', 'SavedQuery')
  exportSavedQueries(@Query('q') q: unknown, @Res() response: Response) {
    return this.exportOwned('saved_query', q, response);
  }

  @Post('saved_query/import')
  @RequirePermission('can_write', 'SavedQuery')
  @HttpCode(200)
  @UseInterceptors(upload())
  importSavedQueries(@UploadedFile() file: UploadedBundle | undefined, @Body() fields: Record<string, unknown>) {
    return this.importOwned('saved_query', file, fields);
  }

  @Get('database/export')
  @RequirePermission('can_export', 'Database')
  exportDatabases(@Query('q') q: unknown, @Res() response: Response) {
    return this.export('database', q, response);
  }

  @Get('dataset/export')
  @RequirePermission('can_export', 'Dataset')
  exportDatasets(@Query('q') q: unknown, @Res() response: Response) {
    return this.export('dataset', q, response);
  }

  @Get('chart/export')
  @RequirePermission('can_export', 'Chart')
  exportCharts(@Query('q') q: unknown, @Res() response: Response) {
    return this.export('chart', q, response);
  }

  @Post('database/import')
  @RequirePermission('can_write', 'Database')
  @HttpCode(200)
  @UseInterceptors(upload())
  importDatabases(@UploadedFile() file: UploadedBundle | undefined, @Body() fields: Record<string, unknown>) {
    return this.import('database', file, fields);
  }

  @Post('dataset/import')
  @RequirePermission('can_write', 'Dataset')
  @HttpCode(200)
  @UseInterceptors(upload())
  importDatasets(@UploadedFile() file: UploadedBundle | undefined, @Body() fields: Record<string, unknown>) {
    return this.import('dataset', file, fields);
  }

  @Post('chart/import')
  @RequirePermission('can_write', 'Chart')
  @HttpCode(200)
  @UseInterceptors(upload())
  importCharts(@UploadedFile() file: UploadedBundle | undefined, @Body() fields: Record<string, unknown>) {
    return this.import('chart', file, fields);
  }
}
