import fs from 'node:fs';
import path from 'node:path';
import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { EmbeddedDashboards, forbidden, notFound, SqlPermalinks, SYSTEM_CALLER } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import type { Request, Response } from 'express';
import { Public, RequirePermission } from '../auth/auth.decorators';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import { allowFramingBy } from '../http/security-headers';
import { isEmbeddingReferrerAllowed } from './embedded-referrer';
import { sqlLabEntryOf } from './sqllab-form-entry';

export const WEB_DIST = Symbol('WEB_DIST');

/** Paths that belong to the API or the platform and must never fall back to the SPA. */
const NOT_SPA = /^\/(api|ws|health|ready|metrics|static\/assets)(\/|$)/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Serves the single-page app's index.html for every other GET, so client-side routes
 * (`/superset/dashboard/1/`, `/sqllab/`) load on refresh. Static assets are served before this.
 */
@Controller()
export class SpaController {
  private indexHtml: string | null = null;

  constructor(
    @Inject(WEB_DIST) private readonly webDist: string,
    private readonly bus: BusClient,
  ) {}

  /**
   * The page `@superset-ui/embedded-sdk` frames: only for an existing embedding, and only inside a
   * page on one of its allowed domains. The lookup runs as the system because the page itself needs
   * no login; the guest token the host sends later is what grants the data.
   */
  @Get('embedded/:uuid')
  @Public()
  async serveEmbedded(@Param('uuid') uuid: string, @Req() request: Request, @Res() response: Response) {
    if (!UUID.test(uuid)) throw notFound();
    const embedded = await this.bus.request(EmbeddedDashboards.byUuid, { uuid }, { caller: SYSTEM_CALLER });
    if (!isEmbeddingReferrerAllowed(request.get('referer'), embedded.allowed_domains))
      throw forbidden('This page may not be embedded here');
    allowFramingBy(response, embedded.allowed_domains);
    this.serve(request, response);
  }

  /**
   * `/sqllab/` opened by a form post carrying `form_data` (Superset's requested query). The app cannot
   * read a POST body, so the browser is sent on (303) to the editor address that opens the query.
   */
  @Post('sqllab')
  // A browser form cannot send the CSRF header: the guard reads the token from the form's `csrf_token` field.
  @RequirePermission('can_read', 'SQLLab')
  async openSqlLabFromForm(@Req() request: AuthenticatedRequest, @Res() response: Response) {
    const entry = sqlLabEntryOf((request.body as Record<string, unknown> | undefined)?.form_data);
    const location =
      entry.kind === 'address'
        ? entry.location
        : `/sqllab/p/${(await this.bus.request(SqlPermalinks.create, { state: entry.state })).key}/`;
    response.redirect(303, location);
  }

  @Get('{*path}')
  @Public()
  serve(@Req() request: Request, @Res() response: Response) {
    if (NOT_SPA.test(request.path)) throw notFound();
    const html = this.loadIndex();
    if (!html) {
      response.status(503).type('text/plain').send('The web app has not been built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.type('html').send(html);
  }

  private loadIndex(): string | null {
    if (this.indexHtml === null) {
      const file = path.join(this.webDist, 'index.html');
      if (fs.existsSync(file)) this.indexHtml = fs.readFileSync(file, 'utf8');
    }
    return this.indexHtml;
  }
}
