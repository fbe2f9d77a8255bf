import fs from 'node:fs';
import path from 'node:path';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { notFound } from '@tessera/contracts';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth.decorators';

export const WEB_DIST = Symbol('WEB_DIST');

/** Paths that belong to the API or the platform and must never fall back to the SPA. */
const NOT_SPA = /^\/(api|ws|health|ready|metrics|static\/assets)(\/|$)/;

/**
 * Serves the single-page app's index.html for every other GET, so client-side routes
 * (`/superset/dashboard/1/`, `/sqllab/`) load on refresh. Static assets are served before this.
 */
@Controller()
export class SpaController {
  private indexHtml: string | null = null;

  constructor(@Inject(WEB_DIST) private readonly webDist: string) {}

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
