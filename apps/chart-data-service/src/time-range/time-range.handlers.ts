import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { TimeRanges, type TimeRangeResolveRequest } from '@tessera/contracts';
import { HandleRequest } from '@tessera/platform';
import { resolveTimeRanges } from './time-range.resolver';

@Controller()
export class TimeRangeHandlers {
  @HandleRequest(TimeRanges.resolve)
  resolve(@Payload() request: TimeRangeResolveRequest) {
    return resolveTimeRanges(request.ranges, new Date());
  }
}
