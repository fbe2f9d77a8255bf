import { Injectable } from '@nestjs/common';
import { DashboardPermalinks, UserAccessToken } from '@tessera/contracts';
import { BusClient } from '@tessera/platform';
import type { BrowserContext, Page } from 'playwright-core';
import { ReportBrowser } from './report-browser';
import { chartReady, dashboardReady } from './report-page';

export interface ScreenshotRequest {
  /** The address the dashboard or chart is reached at in Tessera (relative), as the object directory names it. */
  url: string;
  kind: 'dashboard' | 'chart';
  format: 'PNG' | 'PDF';
  /** The user the page is opened as: the report's owner. */
  userId: number;
  /** `custom_width` in pixels, or null for the default of the kind. */
  width: number | null;
  /** Saved dashboard state (`extra.dashboard`: selected tabs, filter values), opened through a permalink. */
  dashboardState: Record<string, unknown> | null;
  dashboardId: number | null;
  timeoutMs: number;
  /** Window height in pixels; 1200 when absent. */
  height?: number;
  /** Device pixels per CSS pixel: below 1 takes a smaller picture of the same page (a thumbnail). */
  scale?: number;
  /** Only what the window shows (a dashboard's thumbnail is its top), not the whole dashboard. */
  viewportOnly?: boolean;
}

export interface Screenshot {
  file: Buffer;
  contentType: 'image/png' | 'application/pdf';
  /** Charts that ended without a drawing. */
  failed: string[];
}

/** Superset's defaults: dashboards are captured 1600 px wide, charts 800 px. */
const DEFAULT_WIDTH = { dashboard: 1600, chart: 800 } as const;
const VIEWPORT_HEIGHT = 1200;
/** Chromium's largest PDF page: 200 inches of 96 CSS pixels. */
const MAX_PDF_PAGE_PX = 19_200;

/**
 * Renders a dashboard or chart as its owner sees it, in headless Chromium: logged in with a five-minute
 * access token of the owner (never an administrator's), in report mode (`standalone=3`: no navigation,
 * title or chart menus, every chart loaded at once), and captured only once every chart is final.
 */
@Injectable()
export class ScreenshotRenderer {
  constructor(
    private readonly bus: BusClient,
    private readonly browser: ReportBrowser,
  ) {}

  async render(request: ScreenshotRequest, baseUrl: string): Promise<Screenshot> {
    const started = Date.now();
    const { accessToken } = await this.bus.request(UserAccessToken, { userId: request.userId });
    if (!accessToken) throw new Error(`The report's owner (user ${request.userId}) is not an active user any more`);
    const address = await this.address(request, baseUrl);
    const width = request.width ?? DEFAULT_WIDTH[request.kind];
    const browser = await this.browser.get();
    const context: BrowserContext = await browser.newContext({
      viewport: { width, height: request.height ?? VIEWPORT_HEIGHT },
      deviceScaleFactor: request.scale ?? 1,
      extraHTTPHeaders: { Authorization: `Bearer ${accessToken}` },
      serviceWorkers: 'block',
    });
    try {
      // Only Tessera's own origin is reached, whatever the page asks for: the owner's token (sent with every
      // request) must never go to another site, and the capture must not wait on one.
      const origin = new URL(address).origin;
      await context.route('**/*', (route) =>
        new URL(route.request().url()).origin === origin ? route.continue() : route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      await page.goto(address, { waitUntil: 'domcontentloaded', timeout: request.timeoutMs });
      const remaining = Math.max(request.timeoutMs - (Date.now() - started), 1000);
      const readiness = request.kind === 'dashboard' ? await dashboardReady(page, remaining) : await chartReady(page, remaining);
      // Fonts and the last layout pass of the charts that just drew.
      // (Page code is given as text: this service is compiled without the DOM's types.)
      await page.evaluate('document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))');
      const file =
        request.format === 'PDF'
          ? await this.pdf(page, width)
          : request.viewportOnly
            ? await page.screenshot({ type: 'png', animations: 'disabled' })
            : await this.png(page, request.kind);
      return { file, contentType: request.format === 'PDF' ? 'application/pdf' : 'image/png', failed: readiness.failed };
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /** The page to open: the dashboard's saved tab and filter state goes through a permalink of it. */
  private async address(request: ScreenshotRequest, baseUrl: string): Promise<string> {
    let path = request.url;
    if (
      request.kind === 'dashboard' &&
      request.dashboardId !== null &&
      request.dashboardState &&
      Object.keys(request.dashboardState).length > 0
    ) {
      const { key } = await this.bus.request(DashboardPermalinks.create, {
        idOrSlug: String(request.dashboardId),
        state: request.dashboardState,
      });
      path = `/superset/dashboard/p/${encodeURIComponent(key)}/`;
    }
    const url = new URL(path, `${baseUrl}/`);
    url.searchParams.set('standalone', '3');
    return url.toString();
  }

  private async png(page: Page, kind: ScreenshotRequest['kind']): Promise<Buffer> {
    const target = kind === 'dashboard' ? page.locator('article[data-report-ready]') : page.locator('section[data-chart-status]').first();
    return target.screenshot({ type: 'png', animations: 'disabled' });
  }

  /**
   * One page as tall as the dashboard, so no chart is cut by a page break — up to Chromium's largest
   * page (200 inches); a longer dashboard continues on further pages of that height.
   */
  private async pdf(page: Page, width: number): Promise<Buffer> {
    await page.emulateMedia({ media: 'screen' });
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    return page.pdf({ width: `${width}px`, height: `${Math.min(Math.max(height, 200) + 2, MAX_PDF_PAGE_PX)}px`, printBackground: true });
  }
}
