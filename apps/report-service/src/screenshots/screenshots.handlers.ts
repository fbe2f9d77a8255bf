import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { Screenshots, type ScreenshotCacheRequest, type ScreenshotImageRequest } from '@tessera/contracts';
import { BusContext, HandleRequest } from '@tessera/platform';
import { ScreenshotCache } from './screenshot-cache';

@Controller()
export class ScreenshotsHandlers {
  constructor(private readonly screenshots: ScreenshotCache) {}

  @HandleRequest(Screenshots.cache)
  cache(@Payload() request: ScreenshotCacheRequest, @Ctx() context: BusContext) {
    return this.screenshots.cache(request, context.caller);
  }

  @HandleRequest(Screenshots.image)
  image(@Payload() request: ScreenshotImageRequest, @Ctx() context: BusContext) {
    return this.screenshots.image(request, context.caller);
  }
}
