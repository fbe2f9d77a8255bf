import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { badRequest } from '@tessera/contracts';
import { isStreamId, PLATFORM_RUNTIME, type PlatformRuntime, serverText } from '@tessera/platform';
import { Authenticated } from '../auth/auth.decorators';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import { AsyncChannelResolver } from './async-channel.resolver';

/** `GET /api/v1/async_event/?last_id=`: the polling transport of async queries. */
@Controller('api/v1/async_event')
export class AsyncEventsController {
  constructor(
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    private readonly channels: AsyncChannelResolver,
  ) {}

  @Get()
  @Authenticated()
  async events(@Query('last_id') lastId: unknown, @Req() request: AuthenticatedRequest) {
    if (lastId !== undefined && (typeof lastId !== 'string' || (lastId !== '' && !isStreamId(lastId)))) {
      throw badRequest(serverText('last_id must be an event id like 1607477697866-0'));
    }
    const channel = this.channels.resolve(request);
    return { result: await this.runtime.events.readAfter(channel, (lastId as string) || null, 100) };
  }
}
