import path from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Response } from 'express';
import packageJson from '../../package.json';
import { Public } from '../auth/auth.decorators';
import { buildOpenApiDocument } from './openapi-document';
import { listRoutes } from './route-inventory';

/** The Swagger UI files the reference page loads; nothing else of the package is served. */
const UI_FOLDER = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png']);

/** The page itself: no inline script (the app's Content-Security-Policy forbids it), so the start-up is a file too. */
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tessera API</title>
<link rel="stylesheet" href="/swagger/v1/assets/swagger-ui.css"><link rel="icon" href="/swagger/v1/assets/favicon-32x32.png"></head>
<body><div id="swagger-ui"></div>
<script src="/swagger/v1/assets/swagger-ui-bundle.js"></script>
<script src="/swagger/v1/assets/swagger-ui-standalone-preset.js"></script>
<script src="/swagger/v1/start.js"></script>
</body></html>`;

const START = `window.ui = SwaggerUIBundle({ url: '/api/v1/_openapi', dom_id: '#swagger-ui', deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });`;

/** `GET /api/v1/_openapi` (Superset's path) and the reference page at `/swagger/v1`. */
@Controller()
export class OpenApiController {
  private document: Record<string, unknown> | null = null;

  constructor(private readonly discovery: DiscoveryService) {}

  @Get('api/v1/_openapi')
  @Public()
  openapi() {
    // Routes are fixed once the app has started; the document is built on first use.
    this.document ??= buildOpenApiDocument(listRoutes(this.discovery), packageJson.version);
    return this.document;
  }

  @Get('swagger/v1')
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  page() {
    return PAGE;
  }

  @Get('swagger/v1/start.js')
  @Public()
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  start() {
    return START;
  }

  @Get('swagger/v1/assets/:file')
  @Public()
  asset(@Param('file') file: string, @Res() response: Response) {
    if (!UI_FILES.has(file)) throw new NotFoundException();
    response.setHeader('Cache-Control', 'public, max-age=86400');
    response.sendFile(path.join(UI_FOLDER, file));
  }
}
