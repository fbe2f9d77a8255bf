import fs from 'node:fs';
import path from 'node:path';
import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { DynamicPlugins, EmbeddedDashboards, forbidden, notFound, SqlPermalinks, SYSTEM_CALLER } from '@tessera/contracts';
import { BusClient, TESSERA_CONFIG, type TesseraConfig, serverText } from '@tessera/platform';
import type { Locale } from '@tessera/i18n';
import type { Request, Response } from 'express';
import { Public, RequirePermission } from '../auth/auth.decorators';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import { allowFramingBy, allowPluginScripts, pluginScriptSources } from '../http/security-headers';
import { isEmbeddingReferrerAllowed } from './embedded-referrer';
import { pageLocaleOf, withPageLocale } from './page-locale';
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
  /** index.html as written for each language, made once per language. */
  private readonly pages = new Map<Locale, string>();

  constructor(
    @Inject(WEB_DIST) private readonly webDist: string,
    private readonly bus: BusClient,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
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
      throw forbidden(serverText('This page may not be embedded here'));
    allowFramingBy(response, embedded.allowed_domains, await this.pluginScriptOrigins());
    this.sendIndex(request, response, request.query.locale);
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
  async serve(@Req() request: AuthenticatedRequest, @Res() response: Response) {
    if (NOT_SPA.test(request.path)) throw notFound();
    allowPluginScripts(response, await this.pluginScriptOrigins());
    this.sendIndex(request, response);
  }

  /**
   * The other sites the page loads chart plugin bundles from (`DYNAMIC_PLUGINS`), for its
   * Content-Security-Policy: read per page load, so a plugin registered a moment ago loads on the next
   * refresh. Should the registry not answer, the page still loads, with its own scripts only.
   */
  private async pluginScriptOrigins(): Promise<string[]> {
    if (this.config.featureFlags.DYNAMIC_PLUGINS !== true) return [];
    try {
      const { result } = await this.bus.request(DynamicPlugins.list, {}, { caller: SYSTEM_CALLER });
      return pluginScriptSources(result.map((plugin) => plugin.bundle_url));
    } catch {
      return [];
    }
  }

  /**
   * index.html in the language the app will speak (see `withPageLocale`). The principal is there when
   * the page is opened inside a session (the guard resolves it for public routes too); its locale is
   * the user's saved choice, re-read whenever the user changes it.
   */
  private sendIndex(request: AuthenticatedRequest, response: Response, requested?: unknown): void {
    const html = this.loadIndex();
    if (!html) {
      response.status(503).type('text/plain').send('The web app has not been built yet: run `npm run build`.');
      return;
    }
    const locale = pageLocaleOf({
      saved: request.principal?.locale,
      acceptLanguage: request.get('accept-language'),
      requested,
      fallback: this.config.defaultLocale,
    });
    let page = this.pages.get(locale);
    if (page === undefined) {
      page = withPageLocale(html, locale);
      this.pages.set(locale, page);
    }
    response.setHeader('Cache-Control', 'no-cache');
    // The page differs by language, which the session and the browser's languages decide.
    response.setHeader('Vary', 'Accept-Language, Cookie');
    response.type('html').send(page);
  }

  private loadIndex(): string | null {
    if (this.indexHtml === null) {
      const file = path.join(this.webDist, 'index.html');
      if (fs.existsSync(file)) this.indexHtml = fs.readFileSync(file, 'utf8');
    }
    return this.indexHtml;
  }
}
