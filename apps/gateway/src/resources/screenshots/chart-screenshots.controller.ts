import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { Screenshots } from '@tessera/contracts';
import { BusClient, TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import type { Response } from 'express';
import { RequirePermission } from '../../auth/auth.decorators';
import { ParseIdPipe } from '../../http/id-param.pipe';
import { answerThumbnail } from './thumbnail-answer';
import {
  absolute,
  cacheStatus,
  parseScreenshotQuery,
  requireDigest,
  requireFlags,
  sendImage,
  taskFields,
  THUMBNAILS_FLAG,
} from './screenshot-answers';

/**
 * Superset's chart screenshots and thumbnails (`ChartRestApi.cache_screenshot`, `screenshot`,
 * `thumbnail`), behind the THUMBNAILS flag. Pictures are drawn as the requesting user, who must be
 * able to read the chart; the report service renders and caches them.
 */
@Controller('api/v1/chart')
export class ChartScreenshotsController {
  constructor(
    private readonly bus: BusClient,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  @Get(':pk/cache_screenshot')
  @RequirePermission('can_read', 'Chart')
  async cacheScreenshot(@Param('pk', ParseIdPipe) pk: number, @Query('q') q: unknown, @Res() response: Response) {
    requireFlags(this.config, THUMBNAILS_FLAG);
    const query = parseScreenshotQuery(q);
    const reply = await this.bus.request(Screenshots.cache, { kind: 'chart', objectId: pk, purpose: 'screenshot', ...query });
    response.status(cacheStatus(reply)).json({
      cache_key: reply.cacheKey,
      chart_url: absolute(this.config, reply.url),
      image_url: absolute(this.config, `/api/v1/chart/${pk}/screenshot/${reply.cacheKey}/`),
      ...taskFields(reply),
    });
  }

  @Get(':pk/screenshot/:digest')
  @RequirePermission('can_read', 'Chart')
  async screenshot(@Param('pk', ParseIdPipe) pk: number, @Param('digest') digest: string, @Res() response: Response) {
    requireFlags(this.config, THUMBNAILS_FLAG);
    const image = await this.bus.request(Screenshots.image, {
      kind: 'chart',
      objectId: pk,
      cacheKey: requireDigest(digest),
      format: 'png',
    });
    sendImage(response, image);
  }

  /** 302 to the current digest when `digest` is stale, 202 while the picture is drawn, the PNG once it is there. */
  @Get(':pk/thumbnail/:digest')
  @RequirePermission('can_read', 'Chart')
  async thumbnail(
    @Param('pk', ParseIdPipe) pk: number,
    @Param('digest') digest: string,
    @Query('q') q: unknown,
    @Res() response: Response,
  ) {
    requireFlags(this.config, THUMBNAILS_FLAG);
    const { force } = parseScreenshotQuery(q, ['force']);
    await answerThumbnail(this.bus, response, { kind: 'chart', objectId: pk, digest, force });
  }
}
