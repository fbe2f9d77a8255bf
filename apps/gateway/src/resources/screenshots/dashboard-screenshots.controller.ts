import { Body, Controller, Get, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { badRequest, DashboardScreenshotFields, Screenshots } from '@tessera/contracts';
import { BusClient, TESSERA_CONFIG, type TesseraConfig, serverText } from '@tessera/platform';
import type { Response } from 'express';
import { CsrfExempt, RequirePermission } from '../../auth/auth.decorators';
import { ParseIdPipe } from '../../http/id-param.pipe';
import { answerThumbnail } from './thumbnail-answer';
import {
  absolute,
  DASHBOARD_SCREENSHOTS_FLAG,
  parseScreenshotQuery,
  requireDigest,
  requireFlags,
  sendImage,
  taskFields,
  THUMBNAILS_FLAG,
} from './screenshot-answers';

/**
 * Superset's dashboard thumbnails (behind THUMBNAILS) and screenshots (behind THUMBNAILS and
 * ENABLE_DASHBOARD_SCREENSHOT_ENDPOINTS): drawn as the requesting user, who must be able to read the
 * dashboard; the report service renders and caches them.
 */
@Controller('api/v1/dashboard')
export class DashboardScreenshotsController {
  constructor(
    private readonly bus: BusClient,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  /** 302 to the current digest when `digest` is stale, 202 while the picture is drawn, the PNG once it is there. */
  @Get(':pk/thumbnail/:digest')
  @RequirePermission('can_read', 'Dashboard')
  async thumbnail(
    @Param('pk', ParseIdPipe) pk: number,
    @Param('digest') digest: string,
    @Query('q') q: unknown,
    @Res() response: Response,
  ) {
    requireFlags(this.config, THUMBNAILS_FLAG);
    const { force } = parseScreenshotQuery(q, ['force']);
    await answerThumbnail(this.bus, response, { kind: 'dashboard', objectId: pk, digest, force });
  }

  /** Superset exempts this route from CSRF; it starts the picture of the dashboard in the given state and always answers 202. */
  @Post(':pk/cache_dashboard_screenshot')
  @RequirePermission('can_read', 'Dashboard')
  @CsrfExempt()
  async cacheScreenshot(@Param('pk', ParseIdPipe) pk: number, @Body() body: DashboardScreenshotFields, @Res() response: Response) {
    requireFlags(this.config, THUMBNAILS_FLAG, DASHBOARD_SCREENSHOTS_FLAG);
    const state = Object.fromEntries(Object.entries(body ?? {}).filter(([, value]) => value !== undefined && value !== null));
    const reply = await this.bus.request(Screenshots.cache, {
      kind: 'dashboard',
      objectId: pk,
      purpose: 'screenshot',
      force: false,
      ...(Object.keys(state).length > 0 ? { dashboardState: state } : {}),
    });
    response.status(202).json({
      cache_key: reply.cacheKey,
      dashboard_url: absolute(this.config, reply.url),
      image_url: absolute(this.config, `/api/v1/dashboard/${pk}/screenshot/${reply.cacheKey}/`),
      ...taskFields(reply),
    });
  }

  /** The picture as a PNG, or printed into a PDF with `download_format=pdf`. */
  @Get(':pk/screenshot/:digest')
  @RequirePermission('can_read', 'Dashboard')
  async screenshot(
    @Param('pk', ParseIdPipe) pk: number,
    @Param('digest') digest: string,
    @Query('download_format') downloadFormat: unknown,
    @Res() response: Response,
  ) {
    requireFlags(this.config, THUMBNAILS_FLAG, DASHBOARD_SCREENSHOTS_FLAG);
    const format = downloadFormat === undefined || downloadFormat === '' ? 'png' : downloadFormat;
    if (format !== 'png' && format !== 'pdf') throw badRequest(serverText('download_format must be png or pdf'));
    const image = await this.bus.request(Screenshots.image, { kind: 'dashboard', objectId: pk, cacheKey: requireDigest(digest), format });
    sendImage(response, image, `dashboard_${pk}.${format}`);
  }
}
